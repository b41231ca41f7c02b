/** The red today line down the rows of a board, at canvas x `todayX` (null: today is outside the range). */
export function TodayLine({ todayX, headerWidth }: { todayX: number | null; headerWidth: number }) {
  if (todayX === null) return null;
  return (
    <div
      className="pointer-events-none absolute top-0 bottom-0 z-[5] w-0.5 bg-red-500/70"
      style={{ left: headerWidth + todayX - 1 }}
      // Decorative: the axis names the day ("Today"), and a list holds only its items (docs/decisions.md D41).
      aria-hidden="true"
    />
  );
}
