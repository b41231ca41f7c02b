import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  colorSchema,
  createTimelineBodySchema,
  DEFAULT_COLOR,
  nameSchema,
  PLANNING_MESSAGES,
} from '@plotline/shared';
import { FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NameDialog } from '@/components/ui/name-dialog';
import { formResolver } from '@/lib/form-errors';
import { mountedWhileOpen } from '@/components/ui/while-open';

/*
 * The one 'Create New Project' and the one 'Create New Timeline' of every view (the projects
 * screen, the timeline, the calendar, the table; docs/architecture.md): the spec's titles and
 * prompts, the API's name rules. Each view only says what happens with the name.
 */

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the trimmed name; the dialog closes when it resolves and stays open when it rejects. */
  onCreate: (name: string) => Promise<unknown>;
  /** The calendar's: a blank confirm does nothing (the spec); elsewhere it says 'Please enter a project name'. */
  isBlankIgnored?: boolean;
}

export function CreateProjectDialog({ open, onOpenChange, onCreate, isBlankIgnored = false }: CreateProjectDialogProps) {
  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Project"
      description="Give your new project a name to get started:"
      label="Project name"
      placeholder="Project name..."
      submitLabel="Create Project"
      requiredMessage={isBlankIgnored ? undefined : PLANNING_MESSAGES.projectNameRequired}
      onSubmit={async (name) => void (await onCreate(name))}
    />
  );
}

/** The create-timeline request's rules: a name (blank says the spec's sentence) and a colour. */
const timelineFormSchema = z.object({ name: createTimelineBodySchema.shape.name, color: colorSchema });
const resolver = formResolver(timelineFormSchema, {
  name: { label: 'Timeline name', required: PLANNING_MESSAGES.timelineNameRequired },
  color: { label: 'Colour' },
});

export interface CreateTimelineDialogProps {
  onOpenChange: (open: boolean) => void;
  /** Gets the trimmed name and the colour as the dialog closes (the change shows at once, D32). */
  onCreate: (name: string, color: string) => void;
}

function CreateTimelineForm({ onOpenChange, onCreate }: CreateTimelineDialogProps) {
  const colorId = useId();
  const form = useForm({ resolver, defaultValues: { name: '', color: DEFAULT_COLOR } });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Create New Timeline"
      description="Give your new timeline a name:"
      submitLabel="Create Timeline"
      onSubmit={form.handleSubmit(({ name, color }) => {
        onOpenChange(false);
        onCreate(name, color);
      })}
    >
      <FormProvider {...form}>
        <TextField name="name" label="Timeline name" autoFocus maxLength={nameSchema.maxLength ?? undefined} />
        <div>
          <Label htmlFor={colorId}>Colour</Label>
          <input
            id={colorId}
            type="color"
            className="mt-1.5 h-10 w-16 cursor-pointer rounded border border-gray-300"
            {...form.register('color')}
          />
        </div>
      </FormProvider>
    </FormDialog>
  );
}

/** 'Create New Timeline': a name and a colour (the spec's Create Timeline panel). Mounted per open (D29). */
export const CreateTimelineDialog = mountedWhileOpen(CreateTimelineForm);
