import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { createProjectBodySchema, nameSchema } from '@plotline/shared';
import { formResolver } from '@/lib/form-errors';
import { FormDialog } from './dialog';
import { TextField } from './form-field';
import { useSettledClose } from './use-settled-close';
import { mountedWhileOpen } from './while-open';

export interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The field's visible label ('Project name', 'Give your new project a name to get started:'). */
  label: string;
  description?: string;
  placeholder?: string;
  /** The field's value on open (a rename starts from the current name); empty unless given. */
  initialName?: string;
  submitLabel: string;
  /** Shown on the submit button while busy; 'Creating...' unless given. */
  busyLabel?: string;
  /** The caller's mutation is running: submit disabled, busy label. */
  isPending?: boolean;
  /**
   * What a blank confirm says, in the spec's words (PLANNING_MESSAGES.projectNameRequired, …).
   * Without it a blank confirm does nothing (the calendar's create-project dialog, docs/decisions.md D29).
   */
  requiredMessage?: string;
  /**
   * Gets the trimmed name. A returned promise keeps the dialog busy (not dismissible) until it
   * settles; it closes when it resolves and stays open when it rejects (the caller reports the
   * error). Otherwise the caller closes it.
   */
  onSubmit: (name: string) => void | Promise<void>;
}


const nameFormSchema = z.object({ name: createProjectBodySchema.shape.name });

function OpenNameDialog({
  onOpenChange,
  title,
  label,
  description,
  placeholder,
  initialName = '',
  submitLabel,
  busyLabel = 'Creating...',
  isPending = false,
  requiredMessage,
  onSubmit,
}: NameDialogProps) {
  const { isRunning, settle } = useSettledClose(onOpenChange);
  const isBusy = isPending || isRunning;
  const form = useForm({
    resolver: formResolver(nameFormSchema, {
      name: { label, ...(requiredMessage ? { required: requiredMessage } : {}) },
    }),
    defaultValues: { name: initialName },
  });

  const save = form.handleSubmit(({ name }) => {
    if (isBusy) return;
    settle(onSubmit(name));
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="md"
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      isBusy={isBusy}
      dismissible={!isRunning}
      onSubmit={(event) => {
        // Without the spec's sentence, a blank confirm does nothing at all.
        if (requiredMessage === undefined && form.getValues('name').trim() === '') {
          event.preventDefault();
          return;
        }
        void save(event);
      }}
    >
      <FormProvider {...form}>
        <TextField
          name="name"
          label={label}
          placeholder={placeholder}
          autoFocus
          disabled={isRunning}
          // The API's limit for project and timeline names.
          maxLength={nameSchema.maxLength ?? undefined}
        />
      </FormProvider>
    </FormDialog>
  );
}

/** The one dialog that names a new project or timeline: one field with the API's name rules. Mounted per open. */
export const NameDialog = mountedWhileOpen(OpenNameDialog);
