/*
 * The renderer main thread's long tasks in DevTools traces, by processor time (docs/decisions.md D86).
 *
 *   npx tsx bench/trace-tasks.ts <trace.json or folder of them> [threshold ms, default 50]
 *
 * The traces are bench/views.ts's (`BENCH_VIEWS_PROFILE=<folder> BENCH_VIEWS_TRACE=1`). A task's
 * thread time (`tdur`) is what it cost the page; a loaded host's waiting inflates only its wall
 * time (`dur`). Each task over the threshold is printed with what it ran for 3 ms or more
 * (script entries with their bundle position, garbage collections, style and layout).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rendererMainThreads, type TraceEvent as ThreadEvent } from './views/profile.js';

interface TraceEvent extends ThreadEvent {
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number; type?: string } };
}

const ms = (micros: number | undefined) => (micros ?? 0) / 1000;
/** Nested GC phases repeat their parent's time: only the outer entries are listed. */
const LISTED = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'v8.evaluateModule', 'MajorGC', 'MinorGC', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML']);

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  if (!data) return event.name;
  const where = data.url ? ` ${data.url.split('/').pop()}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}` : '';
  return `${event.name}${data.functionName ? ` ${data.functionName}` : ''}${where}${data.type ? ` ${data.type}` : ''}`;
}

function report(file: string, threshold: number): void {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const mains = rendererMainThreads(events);
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mains.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  // The page's renderer is the busiest main thread in the trace.
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const start = tasks[0]?.ts ?? 0;
  const long = tasks.filter((task) => ms(task.tdur) > threshold).sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  const longest = Math.max(0, ...tasks.map((task) => ms(task.tdur)));
  console.log(`${file}: ${tasks.length} tasks, ${long.length} over ${threshold} ms of thread time (longest ${longest.toFixed(1)} ms)`);
  for (const task of long) {
    console.log(`  ${ms(task.tdur).toFixed(1)} ms thread (${ms(task.dur).toFixed(1)} ms wall) at +${ms(task.ts - start).toFixed(0)} ms`);
    const end = task.ts + (task.dur ?? 0);
    for (const inner of onMain) {
      if (inner.ts < task.ts || inner.ts > end || !LISTED.has(inner.name) || ms(inner.tdur ?? inner.dur) < 3) continue;
      console.log(`    ${ms(inner.tdur ?? inner.dur).toFixed(1)} ms ${describe(inner)}`);
    }
  }
}

const [target, threshold = '50'] = process.argv.slice(2);
if (!target) {
  console.error('usage: npx tsx bench/trace-tasks.ts <trace.json or folder> [threshold ms]');
  process.exitCode = 1;
} else {
  const files = statSync(target).isDirectory()
    ? readdirSync(target).filter((name) => name.endsWith('.trace.json')).sort().map((name) => join(target, name))
    : [target];
  for (const file of files) report(file, Number(threshold));
}
