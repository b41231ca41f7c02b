import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Maximize2 } from 'lucide-react';
import { isValidRange, type TimeRange } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-errors';

/*
 * The toolbar's Time Range on phones, in a modal (timeline-toolbar.tsx). A chunk of its own, loaded
 * when first opened (docs/decisions.md D59): the form library stays out of the view's first paint.
 */

/** The range's rule: both days real and the end not before the start, said under End Date as you type. */
const rangeSchema = z
  .object({ start: z.string(), end: z.string() })
  .refine(isValidRange, {
    path: ['end'],
    message: 'End Date must not be before Start Date',
    when: () => true,
  });
const rangeResolver = formResolver(rangeSchema, {
  start: { label: 'Start Date' },
  end: { label: 'End Date' },
});

export function FiltersDialog({
  open,
  onOpenChange,
  range,
  onApply,
  onAutoFit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  range: TimeRange;
  onApply: (range: TimeRange) => void;
  onAutoFit: () => void;
}) {
  // Mounted per open, so the draft starts from the range shown.
  return open ? (
    <FiltersForm range={range} onApply={onApply} onAutoFit={onAutoFit} onOpenChange={onOpenChange} />
  ) : null;
}

function FiltersForm({
  range,
  onApply,
  onAutoFit,
  onOpenChange,
}: {
  range: TimeRange;
  onApply: (range: TimeRange) => void;
  onAutoFit: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({ resolver: rangeResolver, defaultValues: range, mode: 'onChange' });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Filters & Settings"
      size="sm"
      submitLabel="Apply"
      submitDisabled={!form.formState.isValid}
      onSubmit={form.handleSubmit(onApply)}
    >
      <FormProvider {...form}>
        <TextField name="start" label="Start Date" type="date" />
        <TextField name="end" label="End Date" type="date" />
      </FormProvider>
      <Button variant="secondary" className="w-full" onClick={onAutoFit}>
        <Maximize2 className="h-4 w-4" aria-hidden="true" /> Auto-fit Timeline to Events
      </Button>
    </FormDialog>
  );
}
