/*
 * Browser benchmarks of the three planning views (issues 4, 5 and 6), recorded in
 * docs/performance.md between the `bench:views` markers (the API section is left alone).
 *
 *   npx tsx bench/views.ts        (after `npm run build`; BENCH_VIEWS_RUNS sets the repeats, default 5)
 *
 * It builds nothing: it starts the BUILT server (scripts/server-kit.ts: a free port, a temporary
 * SQLite database, the development OIDC provider), signs in with Debian's Chromium (never a
 * downloaded browser), seeds three projects through `POST /api/v1/import` with the browser's
 * session cookie (views/seed.ts), and measures in the page (views/page/bench-page.ts, bundled and
 * injected before the app's scripts). Each view has its own file (views/measure-*.ts); every
 * figure is the median of several runs, and the machine and its load average are recorded, since
 * other work on a 2-core host moves the numbers (views/report.ts prints the table and writes the
 * docs/performance.md section).
 */
import { loadavg } from 'node:os';
import { benchCalendar } from './views/measure-calendar.js';
import { benchLarge } from './views/measure-large.js';
import { benchTable } from './views/measure-table.js';
import { benchTimeline } from './views/measure-timeline.js';
import { benchZoom } from './views/measure-zoom.js';
import { callPage, pageScript } from './views/page-script.js';
import { report } from './views/report.js';
import { calendarProject, importProject, tableProject, timelineProject } from './views/seed.js';
import { hasBuiltApp, machineText, withSignedInBrowser } from './views/bench-browser.js';
import { ONLY } from './views/settings.js';

async function main(): Promise<void> {
  if (!hasBuiltApp('bench/views.ts')) return;
  const loadAtStart = loadavg()[0] ?? 0;
  await withSignedInBrowser('bench-views', await pageScript(), async ({ base, browser, context, page }) => {
    // The calendar opens on the current month (UTC here): it and the next one hold 2,000 events each.
    const now = new Date();
    const shown = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    const following =
      shown.month === 12 ? { year: shown.year + 1, month: 1 } : { year: shown.year, month: shown.month + 1 };
    console.log('seeding: 10,000 timeline events, 4,000 calendar events, 10,000 table events');
    const timelineId = await importProject(context, base, 'Bench timeline 200x50', timelineProject());
    const calendarId = await importProject(
      context,
      base,
      'Bench calendar 50x40',
      calendarProject([shown, following]),
    );
    const tableId = await importProject(context, base, 'Bench table 100x100', tableProject());

    const hasLongTasks = await callPage(page, 'hasLongTasks');
    if (ONLY.includes('timeline')) await benchTimeline(page, base, timelineId);
    if (ONLY.includes('timeline') || ONLY.includes('zoom')) await benchZoom(page, base, timelineId);
    if (ONLY.includes('calendar')) await benchCalendar(page, base, calendarId, shown);
    if (ONLY.includes('table')) await benchTable(page, base, tableId);
    // The 100,000-event project has its own section; a failure there leaves the views' figures standing.
    if (ONLY.includes('large')) await benchLarge(page, context, base).catch((error: unknown) => console.error('bench:views-100k failed:', error));

    const machine = machineText(browser, loadAtStart, loadavg()[0] ?? 0);
    report(
      machine,
      hasLongTasks ? '' : 'This Chromium reported no long-task entries (PerformanceObserver failed).',
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
