import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { CheckCircle2, FolderKanban, Plus, RefreshCw } from 'lucide-react';
import { countLabel, type ProjectSummary } from '@plotline/shared';
import { useSaveSelectedProject } from '@/api/preferences';
import { useCreateNamedProject, useDeleteProject, useProjectsQuery } from '@/api/projects';
import { Button } from '@/components/ui/button';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { LoadingBlock } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { withProject } from '@/lib/project-param';
import { VIEW_PATHS } from '@/lib/routes';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-media-query';
import { CreateProjectDialog } from '@/components/planning/create-dialogs';
import { ProjectCards } from './components/project-cards';
import { ProjectsTable } from './components/projects-table';
import { CALENDAR_FEEDS_DIALOG } from './components/calendar-feeds-dialog';
import { PUBLIC_LINKS_DIALOG } from './components/public-links-dialog';
import { PublishingDialog } from './components/published-list';
import { ProjectSettingsDialog } from './components/project-settings-dialog';
import { ShareProjectDialog } from './components/share-project-dialog';
import { useSuccessBanner } from './hooks/use-success-banner';
import { timelineCountLabel } from './utils/project-text';
import { sortProjects, type ProjectSort } from './utils/sort-projects';

export const DELETE_PROJECT_PHRASE = 'Delete my entire project';

/** 'Failed to delete project (status)', preferring the server's own message. */
export function deleteProjectErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? `Failed to delete project (${error.status})`;
  return 'Failed to delete project';
}

/** Every project the user can see, with sharing and deletion. */
export function ProjectsPage() {
  const projectsQuery = useProjectsQuery();
  const createProject = useCreateNamedProject();
  const deleteProject = useDeleteProject();
  const saveSelectedProject = useSaveSelectedProject();
  const navigate = useNavigate();
  const [sort, setSort] = useState<ProjectSort>({ key: 'name', direction: 'asc' });
  const [sharing, setSharing] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const [subscribing, setSubscribing] = useState<ProjectSummary | null>(null);
  const [publishing, setPublishing] = useState<ProjectSummary | null>(null);
  const [settingsOf, setSettingsOf] = useState<ProjectSummary | null>(null);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [successMessage, showSuccess] = useSuccessBanner();
  // Below the mobile breakpoint a table's row menus would sit past the right edge: cards instead.
  const ProjectList = useIsMobile() ? ProjectCards : ProjectsTable;

  function viewProject(project: ProjectSummary) {
    saveSelectedProject(project.id);
    navigate(withProject(VIEW_PATHS.timeline, project.id));
  }

  async function handleCreate(name: string) {
    const project = await createProject(name);
    showSuccess(`Project "${project.name}" created successfully.`);
  }

  async function handleDelete(project: ProjectSummary) {
    try {
      await deleteProject.mutateAsync(project.id);
      showSuccess(`Project "${project.name}" deleted successfully.`);
    } catch (error) {
      toastFailure(deleteProjectErrorMessage(error), error);
      throw error;
    }
  }

  const projects = projectsQuery.data ?? [];
  const createButton = (
    <Button onClick={() => setIsCreateOpen(true)}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      New Project
    </Button>
  );

  return (
    <Page
      title="Projects"
      description="Every project you own or that is shared with you."
      actions={
        <>
          <Button variant="secondary" onClick={() => void projectsQuery.refetch()} disabled={projectsQuery.isFetching}>
            <RefreshCw className={cn('h-4 w-4', projectsQuery.isFetching && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
          {projects.length > 0 ? createButton : null}
        </>
      }
    >
      {successMessage ? (
        <div role="status" className="mb-4 flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
          {successMessage}
        </div>
      ) : null}
      {projectsQuery.isPending ? (
        <LoadingBlock label="Loading projects" />
      ) : projectsQuery.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          Failed to fetch projects
        </div>
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<FolderKanban className="h-6 w-6" aria-hidden="true" />}
          title="No projects"
          description="Get started by creating a new project"
          action={createButton}
        />
      ) : (
        <ProjectList
          projects={sortProjects(projects, sort)}
          sort={sort}
          onSortChange={setSort}
          onView={viewProject}
          onShare={setSharing}
          onSubscribe={setSubscribing}
          onPublicLinks={setPublishing}
          onSettings={setSettingsOf}
          onDelete={setDeleting}
        />
      )}

      <CreateProjectDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} onCreate={handleCreate} />
      <PublishingDialog kind={CALENDAR_FEEDS_DIALOG} project={subscribing} onOpenChange={(open) => !open && setSubscribing(null)} />
      <PublishingDialog kind={PUBLIC_LINKS_DIALOG} project={publishing} onOpenChange={(open) => !open && setPublishing(null)} />
      <ProjectSettingsDialog project={settingsOf} onOpenChange={(open) => !open && setSettingsOf(null)} onSaved={showSuccess} />
      <ShareProjectDialog project={sharing} onOpenChange={(open) => !open && setSharing(null)} onShared={showSuccess} />
      <ConfirmFor
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Project"
        isDestructive
        confirmLabel="Delete Project"
        confirmPhrase={DELETE_PROJECT_PHRASE}
        description={(project) => (
          <>
            This will permanently delete the project <strong className="font-semibold text-gray-900">&ldquo;{project.name}&rdquo;</strong> with its{' '}
            {timelineCountLabel(project.timelineCount)} and {countLabel(project.eventCount, 'event')}. This action cannot be undone.
          </>
        )}
        onConfirm={handleDelete}
      />
    </Page>
  );
}
