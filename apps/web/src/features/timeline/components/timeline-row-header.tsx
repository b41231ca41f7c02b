import { useState } from 'react';
import { GripVertical, Plus } from 'lucide-react';
import { countLabel, type TimelineWithEvents } from '@plotline/shared';
import type { SortableHandleProps } from '@/components/planning/sortable-rows-core';
import { TimelineColor } from '@/components/ui/debounced-color-input';
import { cn } from '@/lib/cn';

/** What every row's header of a board shows and does: the same for all rows of the project. */
export interface TimelineHeaderKit {
  canEdit: boolean;
  /** Admins reorder the rows and add events. */
  canAdmin: boolean;
  /** Two-line layout for the narrow phone column. */
  isCompact?: boolean;
  onRecolor: (timeline: TimelineWithEvents, color: string) => void;
  onRename: (timeline: TimelineWithEvents, name: string) => void;
  onAddEvent: (timeline: TimelineWithEvents) => void;
}

export interface TimelineRowHeaderProps {
  timeline: TimelineWithEvents;
  kit: TimelineHeaderKit;
  /** The reorder handle's drag and Shift+ArrowUp/Down wiring (components/planning/sortable-rows-core.tsx). */
  handle?: SortableHandleProps;
  /** -1 takes the controls out of the Tab order while another stop of the board holds it (docs/decisions.md D40). */
  controlTabIndex?: 0 | -1;
}

/** The fixed left part of a row: drag handle, colour picker, editable name, event count, add button. */
export function TimelineRowHeader({ timeline, kit, handle, controlTabIndex = 0 }: TimelineRowHeaderProps) {
  const { canEdit, canAdmin, isCompact = false, onRecolor, onRename, onAddEvent } = kit;
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(timeline.name);
  const isTemporary = timeline.id.startsWith('temp-');

  function commitName() {
    setIsEditing(false);
    const next = draft.trim();
    if (next && next !== timeline.name) onRename(timeline, next);
  }

  const count = timeline.events.length;

  const handleControl = canAdmin ? (
    <button
      type="button"
      {...handle}
      tabIndex={controlTabIndex}
      aria-label={`Reorder ${timeline.name} (Shift+Arrow Up or Down)`}
      disabled={isTemporary}
      className="cursor-grab touch-none rounded p-0.5 text-gray-400 hover:bg-gray-100 hover:text-gray-600 active:cursor-grabbing"
    >
      <GripVertical className="h-4 w-4" aria-hidden="true" />
    </button>
  ) : null;
  const colorControl = (
    <TimelineColor
      canEdit={canEdit}
      timeline={timeline}
      isDisabled={isTemporary}
      tabIndex={controlTabIndex}
      onCommit={(next) => onRecolor(timeline, next)}
      className="border-gray-200 bg-white"
      swatchClassName="h-4 w-4 rounded-full"
    />
  );
  const nameControl = isEditing ? (
    <input
      aria-label="Timeline name"
      className="w-full rounded border border-brand-500 px-1 py-0.5 text-sm font-medium outline-none"
      value={draft}
      maxLength={255}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commitName}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitName();
        if (event.key === 'Escape') {
          setDraft(timeline.name);
          setIsEditing(false);
        }
      }}
    />
  ) : canEdit && !isTemporary ? (
    <button
      type="button"
      title="Click to rename"
      tabIndex={controlTabIndex}
      aria-label={`Rename ${timeline.name}`}
      onClick={() => {
        setDraft(timeline.name);
        setIsEditing(true);
      }}
      className="block max-w-full truncate rounded px-1 py-0.5 text-left text-sm font-medium text-gray-900 hover:bg-gray-100"
    >
      {timeline.name}
    </button>
  ) : (
    <span className="block truncate px-1 text-sm font-medium text-gray-900">{timeline.name}</span>
  );
  const countText = <span className="px-1 text-xs whitespace-nowrap text-gray-500">({countLabel(count, 'event')})</span>;
  const addControl = canAdmin ? (
    <button
      type="button"
      aria-label={`Add event to ${timeline.name}`}
      title="Add event"
      tabIndex={controlTabIndex}
      disabled={isTemporary}
      onClick={() => onAddEvent(timeline)}
      className={cn('rounded-md p-1 text-brand-600 hover:bg-brand-50', isTemporary && 'opacity-50')}
    >
      <Plus className="h-4 w-4" aria-hidden="true" />
    </button>
  ) : null;

  if (isCompact) {
    // Phones: the name gets the whole width; the controls sit on a second line.
    return (
      <div className="flex h-full min-w-0 flex-col justify-center gap-0.5 px-1.5">
        <div className="min-w-0">{nameControl}</div>
        <div className="flex items-center gap-1">
          {handleControl}
          {colorControl}
          {countText}
          <span className="ml-auto">{addControl}</span>
        </div>
      </div>
    );
  }

  return (
    <div className="flex h-full min-w-0 items-center gap-1.5 px-2">
      {handleControl}
      {colorControl}
      <div className="min-w-0 flex-1">
        {nameControl}
        <span className="block">{countText}</span>
      </div>
      {addControl}
    </div>
  );
}
