import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { autoSchedule, eventDays, eventGeometry, shiftEvent, type TimeRange } from '@plotline/shared';
import type { DependencyBoardData } from '../hooks/use-dependencies';
import { useDragPreview } from '@/components/planning/timeline/use-drag-preview';
import { useStableHandler } from '@/components/planning/timeline/use-stable-handler';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import {
  eventBox,
  isRouteInWindow,
  mayReachWindow,
  routeDependency,
  rowTops,
  type DrawWindow,
  type EventBox,
} from '../utils/dependency-geometry';
import { foldRows, type RowFold } from '../utils/row-fold';
import { arrowLabel, DependencyArrows, type ArrowTone, type DrawnArrow, type TitledBox } from './dependency-arrows';
import { DependencyActions } from './dependency-editor';

export interface DependencyLayerProps {
  data: DependencyBoardData;
  layouts: readonly TimelineLayout[];
  range: TimeRange;
  /** Canvas width in pixels. */
  width: number;
  headerWidth: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** What is in view: canvas x (the board's horizontal window) and board y (the rendered rows). */
  window: DrawWindow;
}

/** The "link" handle sits on a bar's right end, over it, so the pointer reaches it without leaving the bar. */
const HANDLE_SIZE = 12;

/**
 * The dependency arrows over the board's rows (docs/decisions.md D38): one SVG with only the arrows
 * whose route reaches into the view, the handle to draw a new dependency from the hovered bar onto
 * another, the selected arrow's Edit (type and lag) and Remove buttons, the critical path's outlines and, while a bar is
 * dragged with auto-schedule on, where its successors would go.
 */
export function DependencyLayer({ data, layouts, range, width, headerWidth, scrollRef, window: view }: DependencyLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const boxes = useEventBoxes(layouts);
  const height = useMemo(() => layouts.reduce((sum, layout) => sum + layout.height, 0), [layouts]);
  // Only the arrows that can reach into the view are routed (D66): a few hundred of 5,000.
  const { left, right, top, bottom } = view;
  const routes = useMemo(
    () =>
      data.dependencies.flatMap((dependency) => {
        const from = boxes.get(dependency.fromEventId);
        const to = boxes.get(dependency.toEventId);
        if (!from || !to || !mayReachWindow(from, to, { left, right, top, bottom })) return [];
        const route = routeDependency(dependency.type, from, to);
        return isRouteInWindow(route, { left, right, top, bottom }) ? [{ dependency, route }] : [];
      }),
    [data.dependencies, boxes, left, right, top, bottom],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isEditing, setEditing] = useState(false);
  const select = (id: string | null) => {
    setSelectedId(id);
    setEditing(false);
  };
  const hovered = useHoveredEvent(scrollRef, data.canEdit);
  const [drawing, setDrawing] = useState<{ fromId: string; x1: number; y1: number; x2: number; y2: number } | null>(null);

  const arrows: DrawnArrow[] = [];
  let selectedRoute: DrawnArrow | null = null;
  for (const { dependency, route } of routes) {
    const isViolated = data.violated.has(dependency.id);
    const tone: ArrowTone =
      dependency.id === selectedId
        ? 'selected'
        : isViolated
          ? 'violated'
          : data.critical?.dependencyIds.has(dependency.id)
            ? 'critical'
            : 'normal';
    const title = (id: string) => data.titles.get(id) ?? 'Event';
    const arrow = {
      dependency,
      route,
      tone,
      label: arrowLabel(title(dependency.fromEventId), title(dependency.toEventId), dependency, isViolated),
    };
    if (tone === 'selected') selectedRoute = arrow;
    arrows.push(arrow);
  }
  // The selected arrow is drawn last, over the others.
  arrows.sort((a, b) => Number(a.tone === 'selected') - Number(b.tone === 'selected'));

  const criticalBoxes = useMemo(() => {
    if (!data.critical) return [];
    return [...data.critical.eventIds].flatMap((id) => {
      const box = boxes.get(id);
      return box ? [{ ...box, title: data.titles.get(id) ?? 'Event' }] : [];
    });
  }, [data.critical, data.titles, boxes]);
  const ghostBoxes = useSchedulePreview(data, boxes, range, width);
  // The critical path's outlines and the drag's ghosts, like the arrows, only where they can be seen.
  const isInView = (box: EventBox) => mayReachWindow(box, box, { left, right, top, bottom });

  useDeselectOnOutsidePointer(selectedId, () => select(null));
  useFocusRequest(data.focus, boxes, scrollRef, layerRef, headerWidth);

  const handleBox = !drawing && hovered ? boxes.get(hovered) : undefined;
  const pointInLayer = (event: ReactPointerEvent) => {
    const rect = layerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  return (
    <div
      ref={layerRef}
      className="pointer-events-none absolute bottom-0 z-[6]"
      style={{ left: headerWidth, width, height }}
    >
      <DependencyArrows
        arrows={arrows}
        criticalBoxes={criticalBoxes.filter(isInView)}
        ghostBoxes={ghostBoxes.filter(isInView)}
        drawing={drawing}
        width={width}
        height={height}
        canEdit={data.canEdit}
        onSelect={select}
        onEdit={(id) => {
          setSelectedId(id);
          setEditing(true);
        }}
        onDelete={(id) => {
          select(null);
          data.onDelete(id);
        }}
        onDeselect={() => select(null)}
      />
      {handleBox && hovered ? (
        <button
          type="button"
          data-link-handle
          aria-label={`Link ${data.titles.get(hovered) ?? 'event'} to another event`}
          title="Drag onto another event to make it depend on this one"
          className="pointer-events-auto absolute cursor-crosshair touch-none rounded-full border-2 border-brand-600 bg-white shadow-sm hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
          style={{ left: handleBox.right - HANDLE_SIZE / 2, top: handleBox.y - HANDLE_SIZE / 2, width: HANDLE_SIZE, height: HANDLE_SIZE }}
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.preventDefault();
            event.stopPropagation();
            const point = pointInLayer(event);
            setDrawing({ fromId: hovered, x1: handleBox.right, y1: handleBox.y, x2: point.x, y2: point.y });
          }}
        />
      ) : null}
      {drawing ? (
        // While drawing, this invisible sheet over the page follows the pointer and finds the target on release.
        <div
          className="pointer-events-auto fixed inset-0 z-50 cursor-crosshair"
          data-testid="dependency-drawing"
          onPointerMove={(event) => {
            const point = pointInLayer(event);
            setDrawing((current) => (current ? { ...current, x2: point.x, y2: point.y } : current));
          }}
          onPointerUp={(event) => {
            const target = eventAt(event.clientX, event.clientY, drawing.fromId);
            setDrawing(null);
            if (target) data.onCreate(drawing.fromId, target);
          }}
          onPointerCancel={() => setDrawing(null)}
        />
      ) : null}
      {selectedRoute && data.canEdit ? (
        <DependencyActions
          dependency={selectedRoute.dependency}
          fromTitle={data.titles.get(selectedRoute.dependency.fromEventId) ?? 'Event'}
          toTitle={data.titles.get(selectedRoute.dependency.toEventId) ?? 'Event'}
          at={selectedRoute.route.points[Math.floor(selectedRoute.route.points.length / 2)] ?? [0, 0]}
          isEditing={isEditing}
          onEditingChange={setEditing}
          onSave={(change) => data.onUpdate(selectedRoute.dependency, change)}
          onRemove={() => {
            select(null);
            data.onDelete(selectedRoute.dependency.id);
          }}
        />
      ) : null}
    </div>
  );
}

interface RowSource {
  layout: TimelineLayout;
  top: number;
}

const sameRow = (a: RowSource, b: RowSource) => a.layout === b.layout && a.top === b.top;
/** The boxes last made (one board draws arrows at a time; any other rows are simply read again). */
const lastBoxes = new Map<'board', RowFold<RowSource, EventBox>>();

function rowBoxes({ layout, top }: RowSource): Array<readonly [string, EventBox]> {
  return layout.placed.map(({ event, geometry, lane }) => {
    const shape = event.isMilestone ? 'diamond' : eventDays(event).end === null ? 'dot' : 'bar';
    return [event.id, eventBox(geometry, lane, top, shape)] as const;
  });
}

/**
 * Every placed event's box on the board, from the rows' layouts: only the rows whose layout or top
 * changed are boxed again (D73: a drop that moves a chain re-lays a few rows of a hundred).
 */
function useEventBoxes(layouts: readonly TimelineLayout[]): ReadonlyMap<string, EventBox> {
  return useMemo(() => {
    const tops = rowTops(layouts.map((layout) => layout.height));
    const rows = layouts.map((layout, index) => [String(index), { layout, top: tops[index] ?? 0 }] as const);
    const boxes = foldRows(lastBoxes.get('board'), rows, { read: rowBoxes, isSame: sameRow });
    lastBoxes.set('board', boxes);
    return boxes.map;
  }, [layouts]);
}

/** The event under the pointer (or focused) in the board: where the link handle goes. */
function useHoveredEvent(scrollRef: RefObject<HTMLDivElement | null>, isEnabled: boolean): string | null {
  const [hovered, setHovered] = useState<string | null>(null);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !isEnabled) return;
    const follow = (event: Event) => {
      const target = event.target as Element | null;
      if (!target || target.closest('[data-link-handle]')) return;
      const id = target.closest('[data-event-id]')?.getAttribute('data-event-id') ?? null;
      setHovered(id && !id.startsWith('temp-') ? id : null);
    };
    const leave = () => setHovered(null);
    element.addEventListener('pointerover', follow);
    element.addEventListener('focusin', follow);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerover', follow);
      element.removeEventListener('focusin', follow);
      element.removeEventListener('pointerleave', leave);
    };
  }, [scrollRef, isEnabled]);
  return isEnabled ? hovered : null;
}

/** The event (other than `fromId`) at a point on the screen. */
function eventAt(x: number, y: number, fromId: string): string | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const id = element.closest('[data-event-id]')?.getAttribute('data-event-id');
    if (id && id !== fromId && !id.startsWith('temp-')) return id;
  }
  return null;
}

/** With auto-schedule on, where the dragged bar's successors would go (the shared rule the server applies). */
function useSchedulePreview(
  data: DependencyBoardData,
  boxes: ReadonlyMap<string, EventBox>,
  range: TimeRange,
  width: number,
): TitledBox[] {
  // Without auto-schedule nothing is previewed, so a drag step does not even re-render the layer.
  const preview = useDragPreview(data.autoSchedule ? data.dragPreview : null);
  return useMemo(() => {
    const dragged = preview && data.autoSchedule ? data.events.get(preview.eventId) : undefined;
    if (!preview || !dragged) return [];
    const shifted = shiftEvent(dragged.startDate, dragged.endDate, preview.days);
    const events = new Map(data.events);
    events.set(dragged.id, { id: dragged.id, startDate: shifted.start, endDate: shifted.end });
    return autoSchedule(events, data.dependencies, [dragged.id]).flatMap((moved) => {
      const current = boxes.get(moved.id);
      const geometry = eventGeometry({ start: moved.startDate, end: moved.endDate ?? moved.startDate }, range, width);
      const box = { left: geometry?.x ?? 0, right: (geometry?.x ?? 0) + (geometry?.width ?? 0), y: current?.y ?? 0 };
      return current && geometry ? [{ ...box, title: data.titles.get(moved.id) ?? 'Event' }] : [];
    });
  }, [preview, data.autoSchedule, data.events, data.dependencies, data.titles, boxes, range, width]);
}

/** A press anywhere but on an arrow, its buttons or its editor drops the selection. */
function useDeselectOnOutsidePointer(selectedId: string | null, deselect: () => void) {
  const onDeselect = useStableHandler(deselect);
  useEffect(() => {
    if (!selectedId) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-dependency-id], [data-dependency-remove]')) return;
      onDeselect();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [selectedId, onDeselect]);
}

/** Scrolls the requested event into the view's middle unless it is in view, and focuses its bar once it is rendered. */
function useFocusRequest(
  focus: DependencyBoardData['focus'],
  boxes: ReadonlyMap<string, EventBox>,
  scrollRef: RefObject<HTMLDivElement | null>,
  layerRef: RefObject<HTMLDivElement | null>,
  headerWidth: number,
) {
  const boxOf = useStableHandler((id: string) => boxes.get(id));
  const seq = focus?.seq;
  const eventId = focus?.eventId;
  useEffect(() => {
    const element = scrollRef.current;
    if (!eventId || !element) return;
    const box = boxOf(eventId);
    const layer = layerRef.current?.getBoundingClientRect();
    if (box && layer) {
      const view = element.getBoundingClientRect();
      // Where the box sits in the visible canvas (right of the sticky row headers).
      const x = layer.left + box.left - view.left - headerWidth;
      const y = layer.top + box.y - view.top;
      const canvasWidth = element.clientWidth - headerWidth;
      const isShown = x >= 0 && layer.left + box.right - view.left - headerWidth <= canvasWidth && y >= 0 && y <= element.clientHeight;
      // An event already in view stays where it is: a link's first day in view holds (D45).
      if (!isShown) {
        element.scrollTo({
          left: element.scrollLeft + x - canvasWidth / 3,
          top: element.scrollTop + y - element.clientHeight / 2,
        });
      }
    }
    let frame = 0;
    let tries = 0;
    const tryFocus = () => {
      const bar = element.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(eventId)}"]`);
      if (bar) bar.focus();
      else if ((tries += 1) < 60) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [seq, eventId, scrollRef, layerRef, headerWidth, boxOf]);
}
