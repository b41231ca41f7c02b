import type { KeyboardEvent } from 'react';
import { ZOOM_LEVEL_LABELS, ZOOM_LEVELS, type ZoomLevel } from '@plotline/shared';
import { cn } from '@/lib/cn';
import { rovingDirection } from '../roving-focus';

/** The level an arrow key (or Home/End) moves the focus to, round the ends as Radix's toggle group did. */
function levelAfter(level: ZoomLevel, event: KeyboardEvent): ZoomLevel | null {
  const direction = rovingDirection(event);
  const index = ZOOM_LEVELS.indexOf(level);
  const count = ZOOM_LEVELS.length;
  if (direction === 'first') return ZOOM_LEVELS[0]!;
  if (direction === 'last') return ZOOM_LEVELS[count - 1]!;
  if (direction === 'next' || direction === 'down') return ZOOM_LEVELS[(index + 1) % count]!;
  if (direction === 'previous' || direction === 'up') return ZOOM_LEVELS[(index - 1 + count) % count]!;
  return null;
}

/**
 * The "Zoom" control: Day, Week, Month, Quarter and Year as one group of toggle buttons, the current
 * level pressed (docs/decisions.md D39): one tab stop (the level shown), arrow keys move between the
 * levels and Space or Enter picks one. Its own few lines rather than Radix's ToggleGroup, whose
 * roving-focus and collection code (~5 KB of brotli) was on the timeline's first paint (D82).
 */
export function ZoomControl({ zoom, onZoomChange }: { zoom: ZoomLevel; onZoomChange: (zoom: ZoomLevel) => void }) {
  return (
    <div className="flex flex-col">
      <span id="timeline-zoom-label" className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase max-md:sr-only">
        Zoom
      </span>
      <div
        role="radiogroup"
        aria-labelledby="timeline-zoom-label"
        className="inline-flex h-8 overflow-hidden rounded-md border border-gray-300 bg-white shadow-sm md:h-10"
        onKeyDown={(event) => {
          const level = ZOOM_LEVELS.find((candidate) => candidate === (event.target as HTMLElement).dataset.level);
          const next = level && levelAfter(level, event);
          if (!next) return;
          event.preventDefault();
          event.currentTarget.querySelector<HTMLElement>(`[data-level="${next}"]`)?.focus();
        }}
      >
        {ZOOM_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            role="radio"
            aria-checked={level === zoom}
            data-state={level === zoom ? 'on' : 'off'}
            data-level={level}
            tabIndex={level === zoom ? 0 : -1}
            // Pressing the level already shown keeps it: a level is always chosen.
            onClick={() => level !== zoom && onZoomChange(level)}
            className={cn(
              'cursor-pointer border-l border-gray-300 px-2 text-sm font-medium text-gray-700 first:border-l-0 hover:bg-gray-50 sm:px-3',
              'focus-visible:relative focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              'data-[state=on]:bg-brand-600 data-[state=on]:text-white',
            )}
          >
            {ZOOM_LEVEL_LABELS[level]}
          </button>
        ))}
      </div>
    </div>
  );
}
