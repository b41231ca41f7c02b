import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
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

/**
 * Shows ViewError instead of a screen that threw while loading or rendering; a navigation
 * (another `resetKey`, the path) tries the screen again.
 */
interface BoundaryState {
  failed: boolean;
  /** The key the boundary last rendered with. */
  resetKey: string;
}

export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever opens the console; the screen stays calm.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ViewError /> : this.props.children;
  }
}
