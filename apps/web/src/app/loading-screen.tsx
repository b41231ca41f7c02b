import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';

export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50" aria-busy="true">
      <LogoMark className="h-10 w-10" />
      <div role="status" className="flex items-center gap-3 text-sm font-medium text-gray-600">
        <Spinner />
        Loading your timeline...
      </div>
    </main>
  );
}
