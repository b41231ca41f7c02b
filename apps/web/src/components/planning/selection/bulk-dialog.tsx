import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { bulkDaysSchema, countLabel, type BulkEventsBody, type ObjectiveMap, type TimelineWithEvents } from '@plotline/shared';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-errors';

/*
 * The one dialog of the bulk actions that need a value (docs/decisions.md D48): how many days to
 * shift, which timeline to move to, which objective to set.
 */

export type BulkValueAction = 'shift' | 'move' | 'objective';

export interface BulkDialogProps {
  action: BulkValueAction | null;
  count: number;
  timelines: readonly TimelineWithEvents[];
  objectives: ObjectiveMap;
  onClose: () => void;
  /** The request's action fields (days, timelineId or objective). */
  onSubmit: (fields: Omit<BulkEventsBody, 'eventIds'>) => void;
}

const TITLES: Record<BulkValueAction, string> = {
  shift: 'Shift by days',
  move: 'Move to timeline',
  objective: 'Set objective',
};

const schemas = {
  shift: z.object({ value: z.coerce.number({ message: 'must be a whole number of days' }).pipe(bulkDaysSchema) }),
  move: z.object({ value: z.string().min(1, 'is required') }),
  objective: z.object({ value: z.string().min(1, 'is required') }),
};

const LABELS: Record<BulkValueAction, string> = { shift: 'Days', move: 'Timeline', objective: 'Objective' };
const PLACEHOLDERS: Record<Exclude<BulkValueAction, 'shift'>, string> = { move: 'Choose a timeline', objective: 'Choose an objective' };

export function BulkDialog(props: BulkDialogProps) {
  // Mounted per open, so the field starts fresh every time.
  return props.action ? <OpenBulkDialog {...props} action={props.action} /> : null;
}

function OpenBulkDialog({ action, count, timelines, objectives, onClose, onSubmit }: BulkDialogProps & { action: BulkValueAction }) {
  const form = useForm<{ value: string }, unknown, { value: string | number }>({
    resolver: formResolver(schemas[action] as z.ZodType<{ value: string | number }, { value: string }>, {
      value: { label: LABELS[action] },
    }),
    defaultValues: { value: action === 'shift' ? '7' : '' },
  });
  const save = form.handleSubmit(({ value }) => {
    onClose();
    if (action === 'shift') onSubmit({ action, days: Number(value) });
    else if (action === 'move') onSubmit({ action, timelineId: String(value) });
    else onSubmit({ action, objective: String(value) });
  });
  const options =
    action === 'move'
      ? timelines.map((timeline) => ({ value: timeline.id, label: timeline.name }))
      : Object.values(objectives).map((objective) => ({ value: objective.id, label: objective.name }));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TITLES[action]}
      description={`${countLabel(count, 'selected event')} will change.`}
      size="sm"
      submitLabel="Apply"
      onSubmit={(event) => void save(event)}
    >
      <FormProvider {...form}>
        {action === 'shift' ? (
          <TextField name="value" label="Days" type="number" inputMode="numeric" hint="Negative numbers move earlier." />
        ) : (
          <SelectField name="value" label={LABELS[action]} options={options} placeholder={PLACEHOLDERS[action]} />
        )}
      </FormProvider>
    </FormDialog>
  );
}
