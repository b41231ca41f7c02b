import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { normalizeObjective, isEndBeforeStart, PLANNING_MESSAGES, titleSchema, type ObjectiveMap } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CalendarEvent } from '../utils/calendar-events';

export interface EventChanges {
  title: string;
  date: string;
  /** Null when the end date is left empty. */
  endDate: string | null;
  objective: string;
  description: string;
}

export interface EditEventDialogProps {
  event: CalendarEvent | null;
  objectives: ObjectiveMap;
  canDelete: boolean;
  isSaving: boolean;
  onClose: () => void;
  onSave: (event: CalendarEvent, changes: EventChanges) => void;
  onDelete: (event: CalendarEvent) => void;
}

/** The Edit Event modal of the calendar. */
export function EditEventDialog(props: EditEventDialogProps) {
  return (
    <Dialog.Root open={props.event !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {/* Keyed so every open starts from the event's current values. */}
      {props.event ? <EditEventContent key={props.event.id} {...props} event={props.event} /> : null}
    </Dialog.Root>
  );
}

function EditEventContent({
  event,
  objectives,
  canDelete,
  isSaving,
  onClose,
  onSave,
  onDelete,
}: EditEventDialogProps & { event: CalendarEvent }) {
  const [title, setTitle] = useState(event.title);
  const [date, setDate] = useState(event.start);
  const [endDate, setEndDate] = useState(event.end ?? '');
  const [objective, setObjective] = useState(normalizeObjective(event.objective, objectives));
  const [description, setDescription] = useState(event.description);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const ids = {
    title: useId(),
    date: useId(),
    end: useId(),
    objective: useId(),
    description: useId(),
    timeline: useId(),
    endError: useId(),
  };

  const isEndEarly = isEndBeforeStart(date, endDate);
  const canSave = title.trim() !== '' && date !== '' && !isEndEarly && !isSaving;

  function handleSubmit(submit: FormEvent) {
    submit.preventDefault();
    if (!canSave) return;
    onSave(event, {
      title: title.trim(),
      date,
      endDate: endDate === '' ? null : endDate,
      objective,
      description,
    });
  }

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40 data-[state=open]:animate-fade-in" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in">
        <div className="flex items-start justify-between">
          <Dialog.Title className="text-lg font-semibold text-gray-900">Edit Event</Dialog.Title>
          <Dialog.Close className="rounded p-1 text-gray-500 hover:bg-gray-100" aria-label="Close">
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">
          Change the event&apos;s title, dates, objective and description.
        </Dialog.Description>
        <form className="mt-4 space-y-4" onSubmit={handleSubmit} noValidate>
          <div>
            <Label htmlFor={ids.timeline}>Timeline</Label>
            <Input id={ids.timeline} className="mt-1.5" value={event.timelineName} readOnly disabled />
          </div>
          <div>
            <Label htmlFor={ids.title}>Title *</Label>
            <Input
              id={ids.title}
              className="mt-1.5"
              value={title}
              maxLength={titleSchema.maxLength ?? undefined}
              required
              onChange={(change) => setTitle(change.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={ids.date}>Start Date *</Label>
              <Input
                id={ids.date}
                type="date"
                className="mt-1.5"
                value={date}
                required
                onChange={(change) => setDate(change.target.value)}
              />
            </div>
            <div>
              <Label htmlFor={ids.end}>End Date</Label>
              <Input
                id={ids.end}
                type="date"
                className="mt-1.5"
                value={endDate}
                min={date || undefined}
                aria-invalid={isEndEarly ? true : undefined}
                aria-describedby={isEndEarly ? ids.endError : undefined}
                onChange={(change) => setEndDate(change.target.value)}
              />
              {isEndEarly ? (
                <p id={ids.endError} role="alert" className="mt-1 text-xs text-red-600">
                  {PLANNING_MESSAGES.endBeforeStart}
                </p>
              ) : null}
            </div>
          </div>
          <div>
            <Label htmlFor={ids.objective}>Objective</Label>
            <select
              id={ids.objective}
              className="mt-1.5 block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
              value={objective}
              onChange={(change) => setObjective(change.target.value)}
            >
              {Object.values(objectives).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor={ids.description}>Description</Label>
            <textarea
              id={ids.description}
              rows={3}
              className="mt-1.5 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
              value={description}
              onChange={(change) => setDescription(change.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center">
            {canDelete ? (
              <Button
                type="button"
                variant="destructive"
                className="sm:mr-auto"
                disabled={isSaving}
                onClick={() => setIsConfirmingDelete(true)}
              >
                Delete
              </Button>
            ) : (
              <span className="sm:mr-auto" />
            )}
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSave}>
              {isSaving ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={isConfirmingDelete}
          onOpenChange={setIsConfirmingDelete}
          title="Are you sure you want to delete this event?"
          confirmLabel="Delete"
          isDestructive
          onConfirm={() => onDelete(event)}
        />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
