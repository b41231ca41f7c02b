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
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort } from '../scripts/postgres.js';
import { SERVER_ENTRY, startServer, type TestServer } from '../scripts/server-kit.js';
import { benchCalendar } from './views/measure-calendar.js';
import { benchTable } from './views/measure-table.js';
import { benchTimeline } from './views/measure-timeline.js';
import { benchZoom } from './views/measure-zoom.js';
import { callPage, pageScript } from './views/page-script.js';
import { report } from './views/report.js';
import { calendarProject, importProject, tableProject, timelineProject } from './views/seed.js';
import { CHROMIUM_ARGS, ONLY, VIEWPORT, WEB_INDEX } from './views/settings.js';

const ADMIN = { email: 'bench.admin@plotline.test', name: 'Bench Admin', first: 'Bench', last: 'Admin' };

async function signInAndRegister(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('link', { name: 'Continue with Google' })
    .or(page.getByRole('button', { name: 'Continue with Google' }))
    .first()
    .click();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first person on the empty installation registers (and becomes SysAdmin).
  await page.getByRole('heading', { name: 'Complete Your Registration' }).waitFor();
  await page.getByLabel(/first name/i).fill(ADMIN.first);
  await page.getByLabel(/last name/i).fill(ADMIN.last);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await page
    .getByRole('navigation', { name: 'Views' })
    .or(page.getByRole('tab', { name: 'Table View' }))
    .first()
    .waitFor();
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    console.error(
      `bench/views.ts measures the built app, but ${existsSync(SERVER_ENTRY) ? WEB_INDEX : SERVER_ENTRY} is missing. Run \`npm run build\` first.`,
    );
    process.exitCode = 1;
    return;
  }
  const loadAtStart = loadavg()[0] ?? 0;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ name: 'bench-views', port: await freePort(), output: 'inherit' });
    const base = server.url;
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORT,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    await context.addInitScript({ content: await pageScript() });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInAndRegister(page);

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
    if (ONLY.includes('timeline')) await benchZoom(page, base, timelineId);
    if (ONLY.includes('calendar')) await benchCalendar(page, base, calendarId, shown);
    if (ONLY.includes('table')) await benchTable(page, base, tableId);

    const cpu = cpus();
    const loadAtEnd = loadavg()[0] ?? 0;
    const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}, Chromium ${browser.version()}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end`;
    report(
      machine,
      hasLongTasks ? '' : 'This Chromium reported no long-task entries (PerformanceObserver failed).',
    );
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
