import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The view area while a view's script chunk (or what picks the view) loads; the top bar stays. */
export function ViewLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Spinner label="Loading" className="h-8 w-8" />
    </div>
  );
}

/**
 * A view that failed to load or to render. The usual cause is a new version of the app having
 * replaced the script chunks this page knew of, which a reload fixes.
 */
export function ViewError() {
  const error = useRouteError();
  // Kept for whoever opens the console; the screen stays calm.
  console.error(error);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p role="alert" className="text-sm text-gray-700">
        This view could not be loaded.
      </p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}
