import { useState, type FormEvent } from 'react';
import { DEFAULT_OBJECTIVE, isEndBeforeStart, PLANNING_MESSAGES, titleSchema, type ObjectiveMap } from '@plotline/shared';
import { Button } from '@/components/ui/button';

/** Said before sending, as the calendar's Edit Event modal does, instead of a flash and a server refusal. */

export interface NewEventValues {
  objective: string;
  date: string;
  endDate: string;
  title: string;
  description: string;
}

const fieldClass =
  'h-9 rounded-md border border-gray-300 bg-white px-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none';

/** The add-event form shown under a row or in an empty timeline. */
export function InlineAddForm({
  timelineName,
  objectives,
  onSubmit,
  onCancel,
}: {
  timelineName: string;
  objectives: ObjectiveMap;
  onSubmit: (values: NewEventValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<NewEventValues>({
    objective: DEFAULT_OBJECTIVE,
    date: '',
    endDate: '',
    title: '',
    description: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof NewEventValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.date || !values.title.trim()) {
      setError('Please fill in date and title');
      return;
    }
    if (isEndBeforeStart(values.date, values.endDate)) {
      setError(PLANNING_MESSAGES.endBeforeStart);
      return;
    }
    onSubmit({ ...values, title: values.title.trim() });
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onCancel();
      }}
      aria-label={`Add event to ${timelineName}`}
      className="flex flex-wrap items-end gap-2 border-y border-brand-200 bg-brand-50/60 px-3 py-2"
      noValidate
    >
      <label className="flex flex-col text-xs font-medium text-gray-600">
        Objective
        <select className={fieldClass} value={values.objective} onChange={set('objective')}>
          {Object.values(objectives).map((objective) => (
            <option key={objective.id} value={objective.id}>
              {objective.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-gray-600">
        Start Date
        <input type="date" className={fieldClass} value={values.date} onChange={set('date')} />
      </label>
      <label className="flex flex-col text-xs font-medium text-gray-600">
        End Date
        <input
          type="date"
          className={fieldClass}
          value={values.endDate}
          min={values.date || undefined}
          onChange={set('endDate')}
        />
      </label>
      <label className="flex min-w-48 flex-1 flex-col text-xs font-medium text-gray-600">
        Title
        <input
          className={fieldClass}
          value={values.title}
          maxLength={titleSchema.maxLength ?? undefined}
          onChange={set('title')}
          autoFocus
        />
      </label>
      <label className="flex min-w-48 flex-1 flex-col text-xs font-medium text-gray-600">
        Description
        <input className={fieldClass} value={values.description} onChange={set('description')} />
      </label>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Add
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
