import { docMarkers, writeDocSection } from '../doc-section.js';
import { notes, results } from './results.js';
import { IS_COMPLETE, PROFILE_DIR, RUNS, VIEWPORT } from './settings.js';

/* Prints the view benchmark's table and writes its section of docs/performance.md. */

const MARKERS = docMarkers('views');
const START_MARKER = MARKERS.start;
const END_MARKER = MARKERS.end;

export function resultTable(rows = results): string {
  return [
    '| View | Measure | Median | Target | Met | Runs (ms) |',
    '|---|---|---:|---|:-:|---|',
    ...rows.map(
      (row) =>
        `| ${row.view} | ${row.measure} | ${row.value} | ${row.target} | ${row.isMet === null ? '' : row.isMet ? 'yes' : '**no**'} | ${row.runs} |`,
    ),
  ].join('\n');
}

/** The section between the `bench:views` markers (the other benchmarks' sections are left alone). */
export function docSection(machine: string, longTaskNote: string, table: string): string {
  return [
    START_MARKER,
    '## Views: latest run',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npx tsx bench/views.ts\` (after \`npm run build\`). Machine: ${machine}.`,
    '',
    `The built server on a temporary SQLite database, Chromium (\`/usr/bin/chromium\`, headless) at ${VIEWPORT.width} × ${VIEWPORT.height}, signed in through the development provider; data imported through \`POST /api/v1/import\`. "Painted" is a double \`requestAnimationFrame\` after the DOM shows the result; "navigation" times count from the navigation start (page load, session check, the project request and rendering); "data received" times from the end of the project response. Long tasks come from a \`PerformanceObserver\` on \`longtask\` (only tasks over 50 ms exist for it: 0 means none); total blocking is the sum of their parts over 50 ms; the frame gap is the longest time between two animation frames. Medians of ${RUNS} runs (drag and scroll: ${Math.min(RUNS, 3)}).`,
    '',
    table,
    '',
    ...notes.map((note) => `- ${note}`),
    ...(longTaskNote ? [`- ${longTaskNote}`] : []),
    END_MARKER,
  ].join('\n');
}


export function report(machine: string, longTaskNote: string): void {
  const table = resultTable();
  const section = docSection(machine, longTaskNote, table);
  console.log(`\n${table}\n`);
  if (!IS_COMPLETE || PROFILE_DIR) {
    console.log('docs/performance.md left alone (a partial or profiled run)');
    return;
  }
  writeDocSection(MARKERS, section);
  console.log(`docs/performance.md updated (${machine})`);
}
