/*
 * Dependencies and scheduling (issue 16, docs/decisions.md D37), part of `npm run bench`:
 *   - the critical path of 10,000 events with 5,000 dependencies (the pure function of
 *     packages/shared, no server), and auto-scheduling the same network after its 500-event
 *     chain's head moved a day (pure); target < 20 ms;
 *   - the server's answer time for moving the head of that 500-event chain with auto-schedule on
 *     (every one of the 499 successors is pushed in the same transaction; bench/dependencies-server.ts);
 *     target < 150 ms;
 *   - in Chromium, on the built app (bench/dependencies-browser.ts, skipped without `npm run build`):
 *     the timeline's first paint (target < 1 s), the longest task while dragging the chain's head
 *     and after the drop (target: none over 50 ms), and pressing "Critical path".
 * It prints the figures and rewrites the section of docs/performance.md between the
 * bench:dependencies markers; a missed target makes it exit non-zero.
 */
import { cpus, loadavg } from 'node:os';
import { addDays, autoSchedule, criticalPath, type ScheduleEvent } from '../packages/shared/src/index.js';
import { docMarkers, writeDocSection } from './doc-section.js';
import { benchNetwork, CHAIN_LENGTH, DEPENDENCY_COUNT, EVENT_COUNT } from './dependencies-network.js';
import { measureBrowser } from './dependencies-browser.js';
import { measureServerMove, toTiming, type Timing } from './dependencies-server.js';

const WARM_UP = 20;
const RUNS = 50;
const PURE_TARGET_MS = 20;
const SERVER_TARGET_MS = 150;

/** Wall time of `RUNS` calls after `WARM_UP` unmeasured ones, and the processor time per call. */
function timeRuns(run: () => unknown, runs = RUNS, warmUp = WARM_UP): Timing {
  for (let index = 0; index < warmUp; index += 1) run();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return toTiming(times, process.cpuUsage(cpuBefore));
}

function measurePure() {
  const { events, deps } = benchNetwork();
  const path = criticalPath(events, deps);
  const critical = timeRuns(() => criticalPath(events, deps));
  // The chain's head one day later: every one of its 499 successors has to move.
  const head = events[0]!;
  const moved: ScheduleEvent = {
    ...head,
    startDate: addDays(head.startDate, 1),
    endDate: head.endDate && addDays(head.endDate, 1),
  };
  const byId = new Map<string, ScheduleEvent>(events.map((event) => [event.id, event]));
  byId.set(head.id, moved);
  const pushed = autoSchedule(byId, deps, [head.id]).length;
  const schedule = timeRuns(() => autoSchedule(byId, deps, [head.id]));
  return { critical, schedule, criticalEvents: path.eventIds.length, pushed };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (what: string, timing: Timing, target: number, note: string) =>
  `| ${what} | ${ms(timing.median)} | ${ms(timing.p90)} | ${ms(timing.max)} | ${ms(timing.cpu)} | < ${target} ms ${timing.median < target ? '✓' : '✗'} | ${note} |`;

const loadAtStart = loadavg()[0] ?? 0;
const pure = measurePure();
const server = await measureServerMove();
const browser = await measureBrowser();
const loadAtEnd = loadavg()[0] ?? 0;

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const size = `${EVENT_COUNT.toLocaleString('en-US')} events, ${DEPENDENCY_COUNT.toLocaleString('en-US')} dependencies`;
const rows = [
  row(`criticalPath, ${size}`, pure.critical, PURE_TARGET_MS, `${pure.criticalEvents} critical events`),
  row(
    `autoSchedule after the ${CHAIN_LENGTH}-event chain's head moved a day`,
    pure.schedule,
    PURE_TARGET_MS,
    `${pure.pushed} events pushed`,
  ),
  ...(server.timing
    ? [
        row(
          `Server: PUT the chain head a day later, auto-schedule on (${server.setup})`,
          server.timing,
          SERVER_TARGET_MS,
          server.note,
        ),
      ]
    : []),
];
const section = [
  docMarkers('dependencies').start,
  `## Dependencies and scheduling: latest run ${when} UTC`,
  '',
  `Run with \`npx tsx bench/dependencies.ts\`. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end. Pure functions: ${RUNS} timed runs after ${WARM_UP} warm-up runs; the processor column is user + system time per run, which other work on a shared machine does not inflate.`,
  '',
  '| What | median | p90 | max | processor | target | note |',
  '|---|---:|---:|---:|---:|---|---|',
  ...rows,
  ...(server.timing ? [] : ['', `- Server answer: not measured (${server.note}).`]),
  '',
  `In the browser (${browser.note}):`,
  ...(browser.rows.length
    ? [
        '',
        '| What | median | target | met | runs (ms) |',
        '|---|---:|---|:-:|---|',
        ...browser.rows.map(
          (entry) =>
            `| ${entry.measure} | ${entry.median} | ${entry.target} | ${entry.isMet === null ? '' : entry.isMet ? '✓' : '✗'} | ${entry.runs.map((value) => value.toFixed(0)).join(', ')} |`,
        ),
      ]
    : []),
  docMarkers('dependencies').end,
].join('\n');
console.log(section);
writeDocSection(docMarkers('dependencies'), section);

const missed =
  pure.critical.median >= PURE_TARGET_MS ||
  pure.schedule.median >= PURE_TARGET_MS ||
  (server.timing !== null && server.timing.median >= SERVER_TARGET_MS) ||
  browser.rows.some((entry) => entry.isMet === false);
if (missed) {
  console.error('A dependencies target was missed.');
  process.exitCode = 1;
}
