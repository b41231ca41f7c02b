import { Pencil, Trash2 } from 'lucide-react';
import { eventDays, dayCountLabel, durationDays, formatUsDate, type PlanningEvent } from '@plotline/shared';

/** What the user may do with an event on a board and what doing it means: a bar, the "+N" list, the details. */
export interface EventActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (event: PlanningEvent) => void;
  onDelete: (event: PlanningEvent) => void;
}

export interface EventDetailsProps extends EventActions {
  event: PlanningEvent;
  objective: { name: string; color: string };
  /** An optimistic event not yet saved: its buttons wait. */
  isTemporary?: boolean;
  /** Closes what shows the details (a bar's card, the "+N" list) before Edit or Delete acts. */
  onClose: () => void;
}

/** An event's days as the details say them: 'mm/dd/yyyy', or 'mm/dd/yyyy - mm/dd/yyyy' over several. */
export function eventDatesText(event: PlanningEvent): string {
  const { start, end } = eventDays(event);
  return end === null ? formatUsDate(start) : `${formatUsDate(start)} - ${formatUsDate(end)}`;
}

/** The lines of an event's details under its title: dates (mm/dd/yyyy), 'Duration: N days', 'Objective: name'. */
function eventDetailLines(event: PlanningEvent, objective: { name: string }) {
  const { start, end: lastDay } = eventDays(event);
  const end = lastDay ?? start;
  return {
    dates: eventDatesText(event),
    duration: `Duration: ${dayCountLabel(durationDays(start, end))}`,
    objective: `Objective: ${objective.name}`,
  };
}

/**
 * The details as one sentence for screen readers: a focused bar's description (its name already
 * says title and dates), so what the hover card shows is heard on focus too (docs/decisions.md D40).
 */
export function eventDetailsText(event: PlanningEvent, objective: { name: string }): string {
  const lines = eventDetailLines(event, objective);
  return [lines.duration, lines.objective, event.description].filter(Boolean).join('. ');
}

/**
 * What an event's hover card says: title, dates (mm/dd/yyyy),
 * 'Duration: N days', 'Objective: name', description, and the edit and delete buttons. Shown by a
 * bar and, for events the lane cap hides, by the row's "+N" list.
 */
export function EventDetails({ event, objective, canEdit, canDelete, isTemporary = false, onEdit, onDelete, onClose }: EventDetailsProps) {
  const lines = eventDetailLines(event, objective);
  const closeThen = (action: (event: PlanningEvent) => void) => {
    onClose();
    action(event);
  };
  return (
    <>
      <p className="font-semibold break-words text-gray-900">{event.title}</p>
      <p className="mt-1 text-gray-600">{lines.dates}</p>
      <p className="text-gray-600">{lines.duration}</p>
      <p className="flex items-center gap-1.5 text-gray-600">
        <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: objective.color }} aria-hidden="true" />
        {lines.objective}
      </p>
      {event.description ? <p className="mt-2 break-words whitespace-pre-wrap text-gray-700">{event.description}</p> : null}
      {canEdit || canDelete ? (
        <div className="mt-3 flex gap-2">
          {canEdit ? (
            <DetailsButton tone="neutral" disabled={isTemporary} onClick={() => closeThen(onEdit)}>
              <Pencil className="h-3.5 w-3.5" aria-hidden="true" /> Edit
            </DetailsButton>
          ) : null}
          {canDelete ? (
            <DetailsButton tone="danger" disabled={isTemporary} onClick={() => closeThen(onDelete)}>
              <Trash2 className="h-3.5 w-3.5" aria-hidden="true" /> Delete
            </DetailsButton>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

const DETAILS_BUTTON_TONES = {
  neutral: 'border-gray-300 text-gray-700 hover:bg-gray-50',
  danger: 'border-red-200 text-red-700 hover:bg-red-50',
} as const;

function DetailsButton({
  tone,
  disabled,
  onClick,
  children,
}: {
  tone: keyof typeof DETAILS_BUTTON_TONES;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={`inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-medium ${DETAILS_BUTTON_TONES[tone]}`}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
