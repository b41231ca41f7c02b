import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectSummary } from '@plotline/shared';
import { portfolioKeys } from '@/api/portfolio';
import { useUpdateProjectSettings } from '@/api/projects';
import { FREEZE_PROJECT_HINT } from '@/components/planning/timeline/freeze';
import { CHECKBOX_CLASS } from '@/components/ui/check-row';
import { FormDialog } from '@/components/ui/dialog';
import { fieldHintId } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';

export interface ProjectSettingsDialogProps {
  /** The project whose settings are open; null: closed. */
  project: ProjectSummary | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (message: string) => void;
}

/**
 * "Project settings" (project admins): Freeze, sent as isFreeze on PUT /projects/{id}; a freeze
 * project's events are all freezes for the clashes, hatched on the timeline and the portfolio, and
 * its portfolio row carries a Freeze badge (docs/decisions.md D44, D53).
 */
export function ProjectSettingsDialog({ project, onOpenChange, onSaved }: ProjectSettingsDialogProps) {
  // Mounted per project, so the form starts from its saved settings.
  return project ? <SettingsForm key={project.id} project={project} onOpenChange={onOpenChange} onSaved={onSaved} /> : null;
}

function SettingsForm({ project, onOpenChange, onSaved }: { project: ProjectSummary } & Omit<ProjectSettingsDialogProps, 'project'>) {
  const id = useId();
  const queryClient = useQueryClient();
  const update = useUpdateProjectSettings(project.id);
  const form = useForm({ defaultValues: { isFreeze: project.isFreeze } });
  const save = form.handleSubmit(async ({ isFreeze }) => {
    try {
      await update.mutateAsync({ isFreeze, version: project.version });
    } catch {
      return; // The failure shows in the dialog, which stays open.
    }
    // The portfolio's rows carry the freeze (its badge, the hatching).
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    onSaved(`Project "${project.name}" settings saved.`);
    onOpenChange(false);
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Project settings"
      description={project.name}
      size="sm"
      submitLabel="Save"
      busyLabel="Saving..."
      isBusy={update.isPending}
      error={update.error ? errorMessage(update.error) : null}
      onSubmit={(event) => void save(event)}
    >
      <div className="space-y-1">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-700">
          <input id={id} type="checkbox" className={CHECKBOX_CLASS} aria-describedby={fieldHintId(id)} {...form.register('isFreeze')} />
          Freeze
        </label>
        <p id={fieldHintId(id)} className="pl-6 text-xs text-gray-500">
          {FREEZE_PROJECT_HINT}
        </p>
      </div>
    </FormDialog>
  );
}
