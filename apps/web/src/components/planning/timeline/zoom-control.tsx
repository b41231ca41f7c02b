import { ToggleGroup } from 'radix-ui';
import { ZOOM_LEVEL_LABELS, ZOOM_LEVELS, type ZoomLevel } from '@plotline/shared';
import { cn } from '@/lib/cn';

/**
 * The "Zoom" control: Day, Week, Month, Quarter and Year as one group of toggle buttons, the current
 * level pressed (docs/decisions.md D39). Radix ToggleGroup gives it one tab stop and arrow keys.
 */
export function ZoomControl({ zoom, onZoomChange }: { zoom: ZoomLevel; onZoomChange: (zoom: ZoomLevel) => void }) {
  return (
    <div className="flex flex-col">
      <span id="timeline-zoom-label" className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase max-md:sr-only">
        Zoom
      </span>
      <ToggleGroup.Root
        type="single"
        value={zoom}
        // Pressing the level already shown would unset it; a level is always chosen.
        onValueChange={(value) => {
          const level = ZOOM_LEVELS.find((candidate) => candidate === value);
          if (level) onZoomChange(level);
        }}
        aria-labelledby="timeline-zoom-label"
        className="inline-flex h-8 overflow-hidden rounded-md border border-gray-300 bg-white shadow-sm md:h-10"
      >
        {ZOOM_LEVELS.map((level) => (
          <ToggleGroup.Item
            key={level}
            value={level}
            className={cn(
              'cursor-pointer border-l border-gray-300 px-2 text-sm font-medium text-gray-700 first:border-l-0 hover:bg-gray-50 sm:px-3',
              'focus-visible:relative focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              'data-[state=on]:bg-brand-600 data-[state=on]:text-white',
            )}
          >
            {ZOOM_LEVEL_LABELS[level]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
