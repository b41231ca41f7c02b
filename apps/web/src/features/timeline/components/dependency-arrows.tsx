import { memo, useId, type KeyboardEvent } from 'react';
import { countLabel, type PlanningDependency } from '@plotline/shared';
import { humanLabel } from '@/lib/format';
import type { ArrowRoute, EventBox } from '../utils/dependency-geometry';

/*
 * The SVG the dependency layer draws (docs/decisions.md D38): elbow arrows (violated ones red,
 * critical ones amber, the selected one thicker), outlines round the critical events and dashed
 * boxes where auto-schedule would put the successors of a bar being dragged.
 */

export type ArrowTone = 'normal' | 'violated' | 'critical' | 'selected';

/** Stroke colours by tone (theme-aware variables in index.css); the arrowhead takes the same. */
const TONES: Record<ArrowTone, { color: string; width: number }> = {
  normal: { color: 'var(--arrow-normal)', width: 1.5 },
  violated: { color: 'var(--arrow-violated)', width: 2 },
  critical: { color: 'var(--arrow-critical)', width: 2.5 },
  selected: { color: 'var(--arrow-selected)', width: 3 },
};

const CRITICAL_COLOR = TONES.critical.color;
const PREVIEW_COLOR = 'var(--arrow-preview)';

export interface DrawnArrow {
  dependency: PlanningDependency;
  route: ArrowRoute;
  tone: ArrowTone;
  label: string;
}

/** A box with the title of its event, which names the outline or the preview. */
export interface TitledBox extends EventBox {
  title: string;
}

export interface DependencyArrowsProps {
  arrows: readonly DrawnArrow[];
  /** Outlined as critical. */
  criticalBoxes: readonly TitledBox[];
  /** Where the dragged bar's successors would go. */
  ghostBoxes: readonly TitledBox[];
  /** The line from a handle to the pointer while a dependency is being drawn. */
  drawing: { x1: number; y1: number; x2: number; y2: number } | null;
  width: number;
  height: number;
  canEdit: boolean;
  onSelect: (dependencyId: string) => void;
  /** Enter on an arrow: its type and lag editor. */
  onEdit: (dependencyId: string) => void;
  onDelete: (dependencyId: string) => void;
  onDeselect: () => void;
}

export const DependencyArrows = memo(function DependencyArrows({
  arrows,
  criticalBoxes,
  ghostBoxes,
  drawing,
  width,
  height,
  canEdit,
  onSelect,
  onEdit,
  onDelete,
  onDeselect,
}: DependencyArrowsProps) {
  const prefix = useId().replace(/:/g, '');
  const markerId = (tone: ArrowTone) => `${prefix}-head-${tone}`;
  const keyDown = (dependencyId: string) => (event: KeyboardEvent<SVGGElement>) => {
    // Handled here only: the board's own keys (moving the focus between bars) never see them.
    if ((event.key === 'Delete' || event.key === 'Backspace') && canEdit) {
      event.preventDefault();
      event.stopPropagation();
      onDelete(dependencyId);
    } else if (event.key === 'Enter' && canEdit) {
      event.preventDefault();
      event.stopPropagation();
      onEdit(dependencyId);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      onDeselect();
    }
  };
  return (
    <svg
      className="pointer-events-none absolute top-0 left-0 overflow-visible"
      width={width}
      height={height}
      data-testid="dependency-layer"
      aria-label="Dependencies"
      role="group"
    >
      <defs>
        {(Object.keys(TONES) as ArrowTone[]).map((tone) => (
          <marker
            key={tone}
            id={markerId(tone)}
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerWidth="6"
            markerHeight="6"
            markerUnits="userSpaceOnUse"
            orient="auto"
          >
            <path d="M0 0 L8 4 L0 8 z" style={{ fill: TONES[tone].color }} />
          </marker>
        ))}
      </defs>
      <Outlines boxes={criticalBoxes} look={CRITICAL_RING} label={(box) => `On the critical path: ${box.title}`} />
      <Outlines boxes={ghostBoxes} look={PUSHED_GHOST} label={(box) => `${box.title} would move here`} />
      {arrows.map(({ dependency, route, tone, label }) => (
        <g
          key={dependency.id}
          role="button"
          tabIndex={-1}
          aria-label={label}
          aria-pressed={tone === 'selected'}
          data-dependency-id={dependency.id}
          data-tone={tone}
          className="pointer-events-auto cursor-pointer outline-none"
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            onSelect(dependency.id);
            (event.currentTarget as SVGGElement).focus();
          }}
          onKeyDown={keyDown(dependency.id)}
        >
          {/* A wide invisible stroke to click on; pointer events on the stroke only. */}
          <path d={route.d} fill="none" stroke="transparent" strokeWidth={9} style={{ pointerEvents: 'stroke' }} />
          <path
            d={route.d}
            fill="none"
            strokeWidth={TONES[tone].width}
            strokeLinejoin="round"
            markerEnd={`url(#${markerId(tone)})`}
            style={{ pointerEvents: 'none', stroke: TONES[tone].color }}
          />
        </g>
      ))}
      {drawing ? (
        <line
          x1={drawing.x1}
          y1={drawing.y1}
          x2={drawing.x2}
          y2={drawing.y2}
          style={{ stroke: PREVIEW_COLOR }}
          strokeWidth={2}
          strokeDasharray="5 4"
          markerEnd={`url(#${markerId('selected')})`}
        />
      ) : null}
    </svg>
  );
});

/** An arrow's accessible name: 'Dependency: Rehearsal → Cutover (finish to start)', violated said first. */
export function arrowLabel(fromTitle: string, toTitle: string, dependency: PlanningDependency, isViolated: boolean): string {
  const lag = dependency.lagDays ? `, lag ${countLabel(dependency.lagDays, 'day')}` : '';
  return `${isViolated ? 'Violated dependency' : 'Dependency'}: ${fromTitle} → ${toTitle} (${humanLabel(dependency.type).toLowerCase()}${lag})`;
}

/** How an outline round a box looks: its key prefix, room on either side (px), size and stroke. */
interface OutlineLook {
  keyPrefix: string;
  pad: number;
  minWidth?: number;
  height: number;
  rx: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
  strokeDasharray?: string;
}

/** The ring round an event on the critical path. */
const CRITICAL_RING: OutlineLook = { keyPrefix: 'c', pad: 3, height: 20, rx: 5, fill: 'none', stroke: CRITICAL_COLOR, strokeWidth: 2 };
/** Where a pushed event would move while a drag is previewed. */
const PUSHED_GHOST: OutlineLook = {
  keyPrefix: 'g', pad: 0, minWidth: 6, height: 16, rx: 4, fill: 'rgb(59 130 246 / 0.12)', stroke: PREVIEW_COLOR, strokeWidth: 1.5, strokeDasharray: '4 3',
};

/** An outline round each box (the critical path's ring, a pushed event's ghost), named for assistive technology. */
function Outlines({ boxes, look, label }: { boxes: readonly TitledBox[]; look: OutlineLook; label: (box: TitledBox) => string }) {
  const { keyPrefix, pad, minWidth = 0, height, stroke, ...paint } = look;
  return boxes.map((box) => (
    <rect
      key={`${keyPrefix}${box.left}-${box.y}`}
      x={box.left - pad}
      y={box.y - height / 2}
      width={Math.max(box.right - box.left + 2 * pad, minWidth)}
      height={height}
      style={{ stroke }}
      role="img"
      aria-label={label(box)}
      {...paint}
    />
  ));
}
