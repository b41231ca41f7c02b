/*
 * A timeline too wide for a page goes on page-wide slices (docs/decisions.md D58), the same rule on
 * paper from the browser (lib/print-slices.ts in the web) and in the PDF (modules/render): each
 * slice holds as many whole upper-axis units as fit a page (five weeks at Week zoom), or as many
 * whole days as fit when one unit is wider than a page.
 */

/** One slice as day offsets from the range's first day: `start` included, `end` excluded. */
export interface PageSlice {
  start: number;
  end: number;
}

/**
 * `days` cut into slices of at most `daysAPage` days (at least one), each ending at the last of
 * `boundaries` (day offsets where an upper-axis unit starts) inside it, or after `daysAPage` days.
 */
export function pageSlices(days: number, daysAPage: number, boundaries: readonly number[]): PageSlice[] {
  const room = Math.max(1, Math.floor(daysAPage));
  const cuts = [...new Set(boundaries)].filter((day) => day > 0 && day < days).sort((a, b) => a - b);
  const slices: PageSlice[] = [];
  let start = 0;
  let next = 0;
  while (start < days) {
    const limit = Math.min(days, start + room);
    let end = limit;
    if (limit < days) {
      while (next < cuts.length && cuts[next]! <= start) next += 1;
      let last = -1;
      for (let index = next; index < cuts.length && cuts[index]! <= limit; index += 1) last = cuts[index]!;
      if (last > start) end = last;
    }
    slices.push({ start, end });
    start = end;
  }
  return slices;
}
