import { PLANNING_MESSAGES } from '@plotline/shared';
import { NameDialog } from '@/components/ui/name-dialog';

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the trimmed name; a rejection keeps the dialog open. */
  onCreate: (name: string) => Promise<void>;
}

/** 'Create New Project', used by the projects screen: says so on a blank confirm (the button stays enabled). */
export function CreateProjectDialog({ open, onOpenChange, onCreate }: CreateProjectDialogProps) {
  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Project"
      label="Give your new project a name to get started:"
      placeholder="Project name..."
      submitLabel="Create Project"
      requiredMessage={PLANNING_MESSAGES.projectNameRequired}
      onSubmit={onCreate}
    />
  );
}
