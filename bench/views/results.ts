/* The view benchmark's figures as they are measured: rows of the printed table and notes below it. */

export interface ResultRow {
  view: string;
  measure: string;
  value: string;
  target: string;
  isMet: boolean | null;
  runs: string;
}

export const results: ResultRow[] = [];
export const notes: string[] = [];

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
export const fmt = (ms: number): string => (Number.isFinite(ms) ? `${ms.toFixed(ms < 10 ? 1 : 0)}` : 'n/a');
export const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export function record(row: Omit<ResultRow, 'runs'> & { samples?: number[] | undefined }) {
  const { samples, ...rest } = row;
  const runs = samples ? samples.map((sample) => fmt(sample)).join(', ') : '';
  results.push({ ...rest, runs });
  console.log(`${row.view} · ${row.measure}: ${row.value} (target ${row.target}) ${runs ? `[${runs}]` : ''}`);
}

/** A row whose median must stay under `limit` ms. */
export function timeMeasure(view: string, measure: string, samples: number[], limit: number) {
  const value = median(samples);
  record({
    view,
    measure,
    value: `${fmt(value)} ms`,
    target: `< ${limit} ms`,
    isMet: value < limit,
    samples,
  });
}
