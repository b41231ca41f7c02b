import { useState, type FormEvent } from 'react';
import { DEFAULT_OBJECTIVE, isEndBeforeStart, PLANNING_MESSAGES, titleSchema, type ObjectiveMap } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PanelDialog } from './panel-dialog';

export interface AddEventValues {
  timelineId: string;
  objective: string;
  date: string;
  endDate: string;
  title: string;
  description: string;
}

const selectClass =
  'mt-1.5 block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none';

export function AddEventDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timelines: Array<{ id: string; name: string }>;
  objectives: ObjectiveMap;
  onAdd: (values: AddEventValues) => void;
}) {
  return (
    <PanelDialog open={props.open} onOpenChange={props.onOpenChange} title="Add New Event">
      {props.open ? <AddEventForm {...props} /> : null}
    </PanelDialog>
  );
}

function AddEventForm({
  onOpenChange,
  timelines,
  objectives,
  onAdd,
}: {
  onOpenChange: (open: boolean) => void;
  timelines: Array<{ id: string; name: string }>;
  objectives: ObjectiveMap;
  onAdd: (values: AddEventValues) => void;
}) {
  const [values, setValues] = useState<AddEventValues>({
    timelineId: timelines[0]?.id ?? '',
    objective: DEFAULT_OBJECTIVE,
    date: '',
    endDate: '',
    title: '',
    description: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof AddEventValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.timelineId || !values.date || !values.title.trim()) {
      setError('Please fill in timeline, date, and title');
      return;
    }
    if (isEndBeforeStart(values.date, values.endDate)) {
      setError(PLANNING_MESSAGES.endBeforeStart);
      return;
    }
    onAdd({ ...values, title: values.title.trim() });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div>
        <Label htmlFor="add-event-timeline">Timeline</Label>
        <select
          id="add-event-timeline"
          className={selectClass}
          value={values.timelineId}
          onChange={set('timelineId')}
        >
          <option value="">Select a timeline</option>
          {timelines.map((timeline) => (
            <option key={timeline.id} value={timeline.id}>
              {timeline.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="add-event-objective">Objective</Label>
        <select
          id="add-event-objective"
          className={selectClass}
          value={values.objective}
          onChange={set('objective')}
        >
          {Object.values(objectives).map((objective) => (
            <option key={objective.id} value={objective.id}>
              {objective.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="add-event-start">Start Date</Label>
        <Input
          id="add-event-start"
          type="date"
          className="mt-1.5"
          value={values.date}
          onChange={set('date')}
        />
      </div>
      <div>
        <Label htmlFor="add-event-end">End Date</Label>
        <Input
          id="add-event-end"
          type="date"
          className="mt-1.5"
          min={values.date || undefined}
          value={values.endDate}
          onChange={set('endDate')}
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="add-event-title">Title</Label>
        <Input
          id="add-event-title"
          className="mt-1.5"
          value={values.title}
          maxLength={titleSchema.maxLength ?? undefined}
          onChange={set('title')}
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="add-event-description">Description</Label>
        <textarea
          id="add-event-description"
          rows={3}
          className="mt-1.5 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
          value={values.description}
          onChange={set('description')}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit">Add Event</Button>
      </div>
    </form>
  );
}
