import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/* Every benchmark records its figures as one marked section of docs/performance.md. */

export const PERFORMANCE_DOC = resolve(import.meta.dirname, '../docs/performance.md');

/** The section's markers; `section` passed to writeDocSection starts with `start` and ends with `end`. */
export function docMarkers(name: string | null): { start: string; end: string } {
  const prefix = name === null ? 'bench' : `bench:${name}`;
  return { start: `<!-- ${prefix}:start -->`, end: `<!-- ${prefix}:end -->` };
}

/** Replaces the section between the markers in docs/performance.md, or appends it. */
export function writeDocSection(markers: { start: string; end: string }, section: string): void {
  const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + markers.end.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(PERFORMANCE_DOC, next);
}
