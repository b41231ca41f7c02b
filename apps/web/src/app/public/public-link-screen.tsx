import { useQuery } from '@tanstack/react-query';
import { Link2Off, RefreshCw } from 'lucide-react';
import { useParams } from '@/lib/router';
import { PUBLISHING_MESSAGES } from '@plotline/shared';
import { publicProjectQueryOptions } from '@/api/publishing';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { errorMessage, isApiError } from '@/lib/api-client';
import { LoadingScreen } from '../loading-screen';
import { ReadOnlyProject } from './read-only-project';

/**
 * `/p/{secret}`: a project opened through a public link, read-only and without signing in
 * (docs/decisions.md D42). The link is read again on every view switch and when the window
 * regains focus, so a revoked or expired link says so at the next request.
 */
export function PublicLinkScreen() {
  const { secret = '' } = useParams();
  const project = useQuery(publicProjectQueryOptions(secret));

  // A refusal wins over what was shown before it: the link no longer opens anything.
  if (isApiError(project.error) && (project.error.status === 410 || project.error.status === 404)) {
    const isGone = project.error.status === 410;
    return (
      <LinkProblem
        title={isGone ? 'This link is no longer available' : 'Link not found'}
        message={isGone ? PUBLISHING_MESSAGES.linkGone : PUBLISHING_MESSAGES.linkUnknown}
      />
    );
  }
  if (project.data) return <ReadOnlyProject project={project.data} onRecheck={() => void project.refetch()} />;
  if (project.isError) {
    return (
      <LinkProblem title="Could not open this link" message={errorMessage(project.error)}>
        <Button variant="secondary" onClick={() => void project.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Try again
        </Button>
      </LinkProblem>
    );
  }
  return <LoadingScreen />;
}

function LinkProblem({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 px-4 text-center">
      <Logo />
      <Link2Off className="h-8 w-8 text-gray-400" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      <p role="alert" className="max-w-md text-sm text-gray-700">
        {message}
      </p>
      {children}
    </main>
  );
}
