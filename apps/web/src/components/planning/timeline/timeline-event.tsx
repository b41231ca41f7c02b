import {
  memo,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { Popover } from '@/components/lazy/lazy-radix';
import { formatUsDate, LANE_HEIGHT, ROW_PADDING, type BarGeometry, type PlanningEvent } from '@plotline/shared';
import { AXIS_DAY_STEPS, moveKeyShortcuts, onMoveKey } from '@/components/planning/move-keys';
import { cn } from '@/lib/cn';
import { onColor } from '@/lib/on-color';
import { DOT_SIZE, dragDayDelta, edgeScrollDelta, SIDE_LABEL_GAP, titlePlacement } from './timeline-layout';
import { labelWidth } from './text-width';
import { SideLabel } from './side-label';
import { useReportDragDays } from './use-drag-preview';
import { EventDetails, eventDetailsText, type EventActions } from './event-details';
import { FREEZE_HATCH, isFreezeEvent } from './freeze';
import { MILESTONE_CLASS, MILESTONE_SIZE, MILESTONE_TITLE_OFFSET } from './milestone';

/** Pointer travel below this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
const HOVER_CLOSE_DELAY_MS = 150;
/** While the pointer rests in an edge zone during a drag, the container keeps scrolling at this pace. */
export const EDGE_SCROLL_INTERVAL_MS = 50;

const MOVE_SHORTCUTS = moveKeyShortcuts(AXIS_DAY_STEPS);

export interface TimelineEventProps extends EventActions {
  event: PlanningEvent;
  geometry: BarGeometry;
  lane: number;
  objective: { name: string; color: string };
  /** Free pixels to its right in its lane: its title goes there when it fits (docs/decisions.md D39). */
  labelRoom?: number;
  perDay: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Width of the sticky row headers over the scroll box's left side: the edge zone starts after them. */
  headerWidth: number;
  /** Moves the event by whole days, keeping its duration (a drop, or Shift+ArrowLeft/Right; components/planning/day-moves.ts). */
  onMove: (event: PlanningEvent, days: number) => void;
  /** A drag of this event started (its id) or ended (null): the board keeps it rendered meanwhile. */
  onDragChange?: (eventId: string | null) => void;
  /**
   * The board's one tab stop (hooks/use-board-keys.ts, docs/decisions.md D40): tabbable, and its
   * details (the tooltip's content) are its accessible description.
   */
  isActive?: boolean;
  /** A click opens the event somewhere else (the portfolio opens it in its timeline) instead of its details. */
  onOpen?: (event: PlanningEvent) => void;
  /** Pointed at from elsewhere (a clash): ringed. */
  isHighlighted?: boolean;
  /** Hatched as a freeze; by default when the event is one (a view whose project is a freeze passes true). */
  isFreeze?: boolean;
  /** Chosen for a bulk change (components/planning/selection, docs/decisions.md D48). */
  isSelected?: boolean;
  /** Shift- or Ctrl/⌘-click: add it to or take it out of the selection instead of opening its details. */
  onToggleSelect?: (event: PlanningEvent) => void;
}

/** The selected look: a ring in the strongest text colour, clear of the bar, readable in both themes. */
export const SELECTED_CLASS = 'ring-[3px] ring-gray-900 ring-offset-2 ring-offset-white';

/**
 * One event: a dot for a single day, a bar for several; hover or focus shows its details.
 * Thousands of these are on screen, so each is a plain button (memoized: scrolling and other rows'
 * changes skip it) and the details popover is only mounted while it is open.
 */
export const TimelineEvent = memo(function TimelineEvent({
  event,
  geometry,
  lane,
  objective,
  labelRoom = 0,
  perDay,
  scrollRef,
  headerWidth,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onMove,
  onDragChange,
  isActive = false,
  onOpen,
  isHighlighted = false,
  isFreeze = isFreezeEvent(event),
  isSelected = false,
  onToggleSelect,
}: TimelineEventProps) {
  const start = event.date.slice(0, 10);
  const end = event.endDate ? event.endDate.slice(0, 10) : null;
  const isSingleDay = !end || end === start;
  const [isOpen, setIsOpen] = useState(false);
  const [dragDays, setDragDays] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const drag = useRef<{
    pointerId: number;
    startX: number;
    lastX: number;
    startScroll: number;
    isDragging: boolean;
    /** Stops listening for a second finger. */
    release: () => void;
  } | null>(null);
  const edgeTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isTemporary = event.id.startsWith('temp-');
  // The click that ends a drag must not pop the details open.
  const wasDragged = useRef(false);

  // Only a timer that was set is cleared: hundreds of bars leave the board at once when it
  // scrolls or pages in, and each clear is a call into the browser (docs/decisions.md D91).
  useEffect(
    () => () => {
      if (closeTimer.current !== undefined) window.clearTimeout(closeTimer.current);
      if (edgeTimer.current !== undefined) window.clearInterval(edgeTimer.current);
      drag.current?.release();
    },
    [],
  );

  const open = () => {
    window.clearTimeout(closeTimer.current);
    setIsOpen(true);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setIsOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  // Pointer or focus on the bar or on its card keeps the card open; leaving both closes it.
  const keepsDetailsOpen = { onMouseEnter: open, onMouseLeave: closeSoon, onFocus: open, onBlur: closeSoon };

  const canDrag = canEdit && !isTemporary;

  function handlePointerDown(pointerEvent: ReactPointerEvent<HTMLButtonElement>) {
    // A second finger never drags: with the first it pinches to zoom (docs/decisions.md D61).
    if (!canDrag || pointerEvent.button !== 0 || (pointerEvent.pointerType === 'touch' && !pointerEvent.isPrimary)) return;
    const pointerId = pointerEvent.pointerId;
    // A second finger down anywhere makes the touch a pinch: the bar goes back where it was.
    const onOtherPointer = (other: PointerEvent) => {
      if (other.pointerId !== pointerId) endDrag(pointerId, true);
    };
    window.addEventListener('pointerdown', onOtherPointer, true);
    drag.current = {
      pointerId,
      startX: pointerEvent.clientX,
      lastX: pointerEvent.clientX,
      startScroll: scrollRef.current?.scrollLeft ?? 0,
      isDragging: false,
      release: () => window.removeEventListener('pointerdown', onOtherPointer, true),
    };
    pointerEvent.currentTarget.setPointerCapture(pointerId);
  }

  function stopEdgeScroll() {
    window.clearInterval(edgeTimer.current);
    edgeTimer.current = undefined;
  }

  /**
   * Within EDGE_SCROLL_ZONE of the container's edge the container scrolls by EDGE_SCROLL_STEP, and
   * keeps doing so while the pointer rests there; the drag offset follows the scrolled distance.
   */
  function edgeScrollAndFollow(): void {
    const state = drag.current;
    const container = scrollRef.current;
    if (!state) return stopEdgeScroll();
    if (container) {
      const rect = container.getBoundingClientRect();
      const step = edgeScrollDelta(state.lastX, rect.left + headerWidth, rect.width - headerWidth);
      if (step === 0) stopEdgeScroll();
      else {
        container.scrollLeft += step;
        edgeTimer.current ??= window.setInterval(edgeScrollAndFollow, EDGE_SCROLL_INTERVAL_MS);
      }
    }
    const scrolled = (container?.scrollLeft ?? 0) - state.startScroll;
    setDragDays(dragDayDelta(state.lastX - state.startX + scrolled, perDay));
  }

  function handlePointerMove(pointerEvent: ReactPointerEvent<HTMLButtonElement>) {
    const state = drag.current;
    if (!state || state.pointerId !== pointerEvent.pointerId) return;
    if (!state.isDragging && Math.abs(pointerEvent.clientX - state.startX) < DRAG_THRESHOLD_PX) return;
    if (!state.isDragging) {
      state.isDragging = true;
      setIsOpen(false);
      onDragChange?.(event.id);
    }
    state.lastX = pointerEvent.clientX;
    edgeScrollAndFollow();
  }

  function endDrag(pointerId: number, isCancelled: boolean) {
    const state = drag.current;
    if (!state || state.pointerId !== pointerId) return;
    drag.current = null;
    state.release();
    stopEdgeScroll();
    const days = dragDays;
    setDragDays(0);
    // Saved on release only when the date really changed.
    wasDragged.current = state.isDragging;
    if (state.isDragging) onDragChange?.(null);
    if (!isCancelled && state.isDragging && days !== 0) onMove(event, days);
  }

  const moveKey = onMoveKey(AXIS_DAY_STEPS, (days) => onMove(event, days));
  function handleKeyDown(keyEvent: ReactKeyboardEvent<HTMLButtonElement>) {
    // Escape first closes the details (kept from the board, docs/decisions.md D40); the next one goes back to the row.
    if (keyEvent.key === 'Escape' && isOpen) {
      keyEvent.stopPropagation();
      setIsOpen(false);
    } else if (canDrag) moveKey(keyEvent);
  }
  const detailsId = `event-details-${event.id}`;

  // The dependency layer previews where the successors would go (docs/decisions.md D38).
  useReportDragDays(event.id, dragDays);
  const top = ROW_PADDING + lane * LANE_HEIGHT;
  const dotSize = event.isMilestone ? MILESTONE_SIZE : DOT_SIZE;
  // A milestone's title goes beside its diamond by the same room rule as a dot's (docs/decisions.md D51).
  const placement = titlePlacement({ isSingleDay, titleWidth: labelWidth(event.title), barWidth: geometry.width, room: labelRoom });
  const drawnRight = isSingleDay ? geometry.x + geometry.width / 2 + dotSize / 2 : geometry.x + geometry.width - 1;
  const label = `${event.title}, ${isFreeze ? 'freeze, ' : ''}${event.isMilestone ? 'milestone, ' : ''}${isSingleDay ? formatUsDate(start) : `${formatUsDate(start)} to ${formatUsDate(end)}`}${isSelected ? ', selected' : ''}`;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-roledescription={canDrag ? 'draggable event' : undefined}
        aria-keyshortcuts={canDrag ? MOVE_SHORTCUTS : undefined}
        aria-describedby={isActive ? detailsId : undefined}
        tabIndex={isActive ? 0 : -1}
        data-event-id={event.id}
        data-stop={event.id}
        className={cn(
          'absolute flex items-center overflow-hidden text-left text-xs font-medium shadow-sm outline-none',
          'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1',
          isSingleDay ? (event.isMilestone ? MILESTONE_CLASS : 'justify-center rounded-full border-2 border-white') : 'rounded-md px-1.5',
          geometry.isClippedStart && 'rounded-l-none border-l-2 border-dashed border-white/80',
          geometry.isClippedEnd && 'rounded-r-none border-r-2 border-dashed border-white/80',
          canDrag ? 'cursor-grab touch-none active:cursor-grabbing' : 'cursor-default',
          dragDays !== 0 && 'z-20 opacity-90 shadow-lg',
          isTemporary && 'opacity-70',
          isHighlighted && 'z-20 ring-2 ring-red-600 ring-offset-2',
          isSelected && SELECTED_CLASS,
        )}
        style={
          isSingleDay
            ? {
                left: geometry.x + geometry.width / 2 - dotSize / 2,
                top: top + (LANE_HEIGHT - dotSize) / 2 - 1,
                width: dotSize,
                height: dotSize,
                backgroundColor: objective.color,
                ...(isFreeze ? FREEZE_HATCH : {}),
                transform: dragDays ? `translateX(${dragDays * perDay}px)` : undefined,
              }
            : {
                left: geometry.x + 1,
                top: top + 1,
                width: Math.max(geometry.width - 2, 4),
                height: LANE_HEIGHT - 4,
                ...onColor(objective.color),
                ...(isFreeze ? FREEZE_HATCH : {}),
                transform: dragDays ? `translateX(${dragDays * perDay}px)` : undefined,
              }
        }
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={(pointerEvent) => endDrag(pointerEvent.pointerId, false)}
        onPointerCancel={(pointerEvent) => endDrag(pointerEvent.pointerId, true)}
        {...keepsDetailsOpen}
        onKeyDown={handleKeyDown}
        onClick={(clickEvent) => {
          if (wasDragged.current) wasDragged.current = false;
          else if (onToggleSelect && !isTemporary && (clickEvent.shiftKey || clickEvent.ctrlKey || clickEvent.metaKey)) {
            setIsOpen(false);
            onToggleSelect(event);
          } else if (onOpen) onOpen(event);
          else setIsOpen(true);
        }}
      >
        {isSingleDay || placement === 'beside' ? null : <span className="truncate">{event.title}</span>}
      </button>
      {placement === 'beside' ? (
        <SideLabel
          title={event.title}
          left={event.isMilestone ? geometry.x + geometry.width / 2 + MILESTONE_TITLE_OFFSET : drawnRight + SIDE_LABEL_GAP}
          laneTop={top}
          offset={dragDays * perDay}
        />
      ) : null}
      {isActive ? (
        <span id={detailsId} hidden>
          {eventDetailsText(event, objective)}
        </span>
      ) : null}
      {isOpen ? (
        <Popover.Root open onOpenChange={setIsOpen}>
          <Popover.Anchor virtualRef={buttonRef as RefObject<HTMLButtonElement>} />
          <Popover.Portal>
            <Popover.Content
              side="top"
              sideOffset={6}
              collisionPadding={8}
              onOpenAutoFocus={(focusEvent) => focusEvent.preventDefault()}
              // With the bar focused, its own key handler closes the details (Radix's layer would
              // close them first, and the board would then take the same press as "back to the row").
              onEscapeKeyDown={(escape) => {
                if (document.activeElement === buttonRef.current) escape.preventDefault();
              }}
              onCloseAutoFocus={(focusEvent) => focusEvent.preventDefault()}
              {...keepsDetailsOpen}
              className="z-40 w-64 rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-lg"
              role="tooltip"
            >
              <EventDetails
                event={event}
                objective={objective}
                canEdit={canEdit}
                canDelete={canDelete}
                isTemporary={isTemporary}
                onEdit={onEdit}
                onDelete={onDelete}
                onClose={() => setIsOpen(false)}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ) : null}
    </>
  );
});
