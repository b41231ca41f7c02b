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
import { formResolver } from '@/lib/form-errors';
import { mountedWhileOpen } from '@/components/ui/while-open';

/** The create-timeline request's rules: a name (blank says the spec's sentence) and a colour. */
const timelineFormSchema = z.object({ name: createTimelineBodySchema.shape.name, color: colorSchema });
const resolver = formResolver(timelineFormSchema, {
  name: { label: 'Timeline name', required: PLANNING_MESSAGES.timelineNameRequired },
  color: { label: 'Colour' },
});

function CreateTimelineForm({
  onOpenChange,
  onCreate,
}: {
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string, color: string) => void;
}) {
  const colorId = useId();
  const form = useForm({ resolver, defaultValues: { name: '', color: DEFAULT_COLOR } });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Create New Timeline"
      description="Give your new timeline a name:"
      submitLabel="Create Timeline"
      onSubmit={form.handleSubmit(({ name, color }) => onCreate(name, color))}
    >
      <FormProvider {...form}>
        <TextField name="name" label="Timeline name" maxLength={nameSchema.maxLength ?? undefined} />
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

/** 'Create New Timeline' in the table: a name and a colour; the caller closes it. Mounted per open (D29). */
export const CreateTimelineDialog = mountedWhileOpen(CreateTimelineForm);
