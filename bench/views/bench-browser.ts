import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { freePort } from '../../scripts/postgres.js';
import { SERVER_ENTRY, startServer, type TestServer } from '../../scripts/server-kit.js';
import { CHROMIUM_ARGS, VIEWPORT, WEB_INDEX } from './settings.js';

/* What the browser benchmarks (bench/views.ts, bench/portfolio-web.ts) share: the built app, Chromium, the sign-in. */

/** False (and a message, and a failing exit code) when the build the benchmark measures is missing. */
export function hasBuiltApp(script: string): boolean {
  if (existsSync(SERVER_ENTRY) && existsSync(WEB_INDEX)) return true;
  console.error(
    `${script} measures the built app, but ${existsSync(SERVER_ENTRY) ? WEB_INDEX : SERVER_ENTRY} is missing. Run \`npm run build\` first.`,
  );
  process.exitCode = 1;
  return false;
}

/** Debian's Chromium (never a downloaded browser) on `base`, `initScript` in every page, signed in as the SysAdmin. */
export async function openSignedIn(
  base: string,
  initScript: string,
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    baseURL: base,
    viewport: VIEWPORT,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await signInAndRegister(page);
  return { browser, context, page };
}

export interface SignedInBrowser {
  base: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * The BUILT server (scripts/server-kit.ts: a free port, a temporary SQLite database, the
 * development OIDC provider) and Chromium signed in on it (`initScript` in every page) for
 * `measure`; both are closed whatever happens.
 */
export async function withSignedInBrowser(
  name: string,
  initScript: string,
  measure: (opened: SignedInBrowser) => Promise<void>,
): Promise<void> {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ name, port: await freePort(), output: 'inherit' });
    const opened = await openSignedIn(server.url, initScript);
    browser = opened.browser;
    await measure({ base: server.url, ...opened });
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

/** The machine and its load, printed with every result (other work on a 2-core host moves the numbers). */
export function machineText(browser: Browser, loadAtStart: number, loadAtEnd: number): string {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}, Chromium ${browser.version()}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end`;
}

/* The first person on the empty installation registers and becomes the SysAdmin. */

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
