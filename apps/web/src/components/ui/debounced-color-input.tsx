import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** How long the picked colour must stay put before it is saved (docs/decisions.md D28). */
export const COLOR_SAVE_DELAY_MS = 400;

/**
 * A timeline's native colour input. The native picker fires on every step of a drag across its
 * palette; the colour is saved once, when the user stops picking, and only if it changed. Until
 * then the picked colour shows; afterwards the saved `color` shows again (so a rollback shows too).
 * The colour is handed over upper-case, as the server stores it (colorSchema).
 */
export function DebouncedColorInput({
  name,
  color,
  isDisabled = false,
  tabIndex,
  onCommit,
  className,
}: {
  /** The timeline's name: the label reads 'Colour of {name}'. */
  name: string;
  color: string;
  isDisabled?: boolean;
  /** -1 when a roving focus holds the Tab order (docs/decisions.md D40). */
  tabIndex?: number;
  onCommit: (color: string) => void;
  className?: string;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The latest saved colour and callback, read when the timer fires rather than when it was set.
  const latest = useRef({ color, onCommit });
  useEffect(() => {
    latest.current = { color, onCommit };
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <input
      type="color"
      aria-label={`Colour of ${name}`}
      value={picked ?? color}
      disabled={isDisabled}
      tabIndex={tabIndex}
      onChange={(event) => {
        const next = event.target.value;
        setPicked(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          setPicked(null);
          if (next.toLowerCase() !== latest.current.color.toLowerCase()) latest.current.onCommit(next.toUpperCase());
        }, COLOR_SAVE_DELAY_MS);
      }}
      className={cn('h-6 w-6 shrink-0 cursor-pointer rounded border bg-transparent p-0 disabled:cursor-default', className)}
    />
  );
}

/**
 * A timeline's colour where it is shown: the debounced input for those who may change it, else a
 * swatch (read-only users get no edit controls; `swatchClassName` gives its size and shape).
 */
export function TimelineColor({
  timeline,
  canEdit,
  swatchClassName,
  ...input
}: Omit<Parameters<typeof DebouncedColorInput>[0], 'name' | 'color'> & {
  timeline: { name: string; color: string };
  canEdit: boolean;
  swatchClassName: string;
}) {
  if (canEdit) return <DebouncedColorInput name={timeline.name} color={timeline.color} {...input} />;
  return <span className={cn('shrink-0', swatchClassName)} style={{ backgroundColor: timeline.color }} aria-hidden="true" />;
}
