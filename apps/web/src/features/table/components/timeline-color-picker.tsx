import { useEffect, useRef, useState } from 'react';

// The parent keys this by colour, so a colour from the server starts a fresh picker.

/** A native colour input; the change is sent once the user stops picking (not on every drag step). */
export function TimelineColorPicker({
  name,
  color,
  isDisabled,
  onChange,
}: {
  name: string;
  color: string;
  isDisabled: boolean;
  onChange: (color: string) => void;
}) {
  const [value, setValue] = useState(color);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // Read-only users get no edit controls: the colour shows as a swatch.
  if (isDisabled) {
    return (
      <span
        className="h-5 w-5 shrink-0 rounded border border-white/70"
        style={{ backgroundColor: color }}
        aria-hidden="true"
      />
    );
  }
  return (
    <input
      type="color"
      aria-label={`Colour of ${name}`}
      value={value}
      disabled={isDisabled}
      onChange={(event) => {
        const next = event.target.value;
        setValue(next);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => onChange(next.toUpperCase()), 500);
      }}
      className="h-6 w-6 shrink-0 cursor-pointer rounded border border-white/70 bg-transparent p-0 disabled:cursor-default"
    />
  );
}
