import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ObjectiveMap } from '@plotline/shared';
import {
  EVENT_MISSING_MESSAGES,
  EventFields,
  EventFormMessage,
  eventFormDefaults,
  useEventForm,
  type EventRequest,
} from '@/components/planning/event-form';
import { Button } from '@/components/ui/button';

/**
 * The add-event form shown under a row or in an empty timeline: the one event form's fields in a
 * row, in the timeline it was opened in, with the spec's sentence for a blank date or title
 * (docs/decisions.md D30). Escape cancels; keys stay out of the grid's navigation.
 */
export function InlineAddForm({
  timelineId,
  timelineName,
  objectives,
  onSubmit,
  onCancel,
}: {
  timelineId: string;
  timelineName: string;
  objectives: ObjectiveMap;
  onSubmit: (request: EventRequest) => void;
  onCancel: () => void;
}) {
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const visibleWidth = useVisibleWidth(formRef);
  const event = useEventForm({
    defaults: eventFormDefaults(null, { timelineId }),
    missingMessage: EVENT_MISSING_MESSAGES.dateAndTitle,
    onSubmit,
  });
  const { setFocus } = event.form;
  // The title takes focus once the row is there: after the context menu that opened it has handed
  // focus back to its row.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('title'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  return (
    <form
      ref={formRef}
      onSubmit={(submitEvent) => void event.submit(submitEvent)}
      onKeyDown={(keyEvent) => {
        keyEvent.stopPropagation();
        if (keyEvent.key === 'Escape') onCancel();
      }}
      aria-label={`Add event to ${timelineName}`}
      // Held to the grid's visible width: on a phone the grid is wider than the screen, and the form
      // scrolls its own fields sideways instead of running off with the grid.
      style={visibleWidth ? { width: visibleWidth } : undefined}
      className="sticky left-0 space-y-1 border-y border-brand-200 bg-brand-50/60 px-3 py-2"
      noValidate
    >
      <div className="flex items-end gap-2 max-sm:overflow-x-auto max-sm:pb-1 sm:flex-wrap">
        <EventFields form={event.form} objectives={objectives} layout="row" messageId={messageId} />
      </div>
      <div className="flex items-center gap-2">
        <EventFormMessage id={messageId} message={event.message} className="mr-auto" />
        <Button type="submit" size="sm" className="ml-auto">
          Add
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The width of the nearest ancestor that scrolls sideways (the grid's scroll box), kept up to date. */
function useVisibleWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  // Before the first paint, so the title's focus (a frame later) finds the form at its final width.
  useLayoutEffect(() => {
    let box = ref.current?.parentElement ?? null;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (!box) return;
    const scrollBox = box;
    const observer = new ResizeObserver(() => setWidth(scrollBox.clientWidth));
    observer.observe(scrollBox);
    setWidth(scrollBox.clientWidth);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
