import { useState, type FormEvent } from 'react';
import { DEFAULT_OBJECTIVE, isEndBeforeStart, PLANNING_MESSAGES, type ObjectiveMap } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from './modal';

export interface EventFormValues {
  objective: string;
  date: string;
  endDate: string;
  title: string;
  description: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  objective: DEFAULT_OBJECTIVE,
  date: '',
  endDate: '',
  title: '',
  description: '',
};

export const MISSING_DATE_OR_TITLE = 'Please fill in date and title';

/** The Add and Edit Event form: objective, start date, optional end date, title, optional description. */
export function EventFormDialog({
  open,
  onOpenChange,
  title,
  initial,
  objectives,
  submitLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initial: EventFormValues;
  objectives: ObjectiveMap;
  submitLabel: string;
  /** Called with trimmed, validated values; the dialog closes right after (the change is optimistic). */
  onSubmit: (values: EventFormValues) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {/* Remounted per open so the fields start from `initial`. */}
      {open ? (
        <EventForm
          initial={initial}
          objectives={objectives}
          submitLabel={submitLabel}
          onCancel={() => onOpenChange(false)}
          onSubmit={onSubmit}
        />
      ) : null}
    </Modal>
  );
}

function EventForm({
  initial,
  objectives,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  initial: EventFormValues;
  objectives: ObjectiveMap;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: EventFormValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof EventFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = { ...values, title: values.title.trim(), description: values.description.trim() };
    if (!trimmed.date || !trimmed.title) {
      setError(MISSING_DATE_OR_TITLE);
      return;
    }
    if (isEndBeforeStart(trimmed.date, trimmed.endDate)) {
      setError(PLANNING_MESSAGES.endBeforeStart);
      return;
    }
    onSubmit(trimmed);
  }

  const options = Object.values(objectives);
  if (!objectives[values.objective])
    options.push({ id: values.objective, name: values.objective, color: '#6B7280', description: '' });

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div>
        <Label htmlFor="event-objective">Objective</Label>
        <select
          id="event-objective"
          className="mt-1.5 block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm"
          value={values.objective}
          onChange={set('objective')}
        >
          {options.map((objective) => (
            <option key={objective.id} value={objective.id}>
              {objective.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor="event-date">Start Date</Label>
          <Input
            id="event-date"
            type="date"
            className="mt-1.5"
            value={values.date}
            onChange={set('date')}
            required
          />
        </div>
        <div>
          <Label htmlFor="event-end-date">End Date (optional)</Label>
          <Input
            id="event-end-date"
            type="date"
            className="mt-1.5"
            value={values.endDate}
            min={values.date || undefined}
            onChange={set('endDate')}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="event-title">Title</Label>
        <Input
          id="event-title"
          className="mt-1.5"
          value={values.title}
          maxLength={255}
          onChange={set('title')}
          required
        />
      </div>
      <div>
        <Label htmlFor="event-description">Description (optional)</Label>
        <textarea
          id="event-description"
          className="mt-1.5 block min-h-20 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
          value={values.description}
          onChange={set('description')}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
