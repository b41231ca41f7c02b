import { expect } from 'vitest';

/*
 * A tiny cookie-jar "browser" for the sign-in tests: it follows redirects only when told to, keeps
 * cookies like Chromium (expired ones dropped) and sends same-origin POSTs with an Origin header.
 */

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const isExpired =
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        attributes.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now());
      if (isExpired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { headers });
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: this.base, ...headers },
    });
  }
}

export const locationOf = (response: Response): string => {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return location;
};

/** Follows redirects while `keepGoing(location)` holds; returns the last response. */
export async function follow(browser: Browser, response: Response, keepGoing: (location: string) => boolean): Promise<Response> {
  let current = response;
  while (current.status >= 300 && current.status < 400 && keepGoing(locationOf(current))) {
    current = await browser.get(locationOf(current));
  }
  return current;
}

export const isProvider = (location: string) => new URL(location, 'http://x').pathname.startsWith('/dev-oidc/');

/** From GET /auth/google to the provider's sign-in page; returns the page's URL and HTML. */
export async function openSignInPage(browser: Browser): Promise<{ url: string; html: string }> {
  const start = await browser.get('/auth/google');
  expect(start.status).toBe(302);
  const page = await follow(browser, start, isProvider);
  expect(page.status).toBe(200);
  return { url: page.url, html: await page.text() };
}

/** Submits the Email/Name form and follows the provider back to (but not through) our callback. */
export async function submitSignIn(browser: Browser, pageUrl: string, form: Record<string, string>): Promise<string> {
  const submitted = await browser.request(pageUrl, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(pageUrl).origin },
  });
  expect(submitted.status).toBeGreaterThanOrEqual(300);
  const atCallback = await follow(browser, submitted, isProvider);
  const callbackUrl = locationOf(atCallback);
  expect(new URL(callbackUrl, 'http://x').pathname).toBe('/auth/google/callback');
  return callbackUrl;
}

/** The whole sign-in: returns where the app finally sends the browser, and the callback URL used. */
export async function signIn(browser: Browser, email: string, name = ''): Promise<{ location: string; callbackUrl: string }> {
  const page = await openSignInPage(browser);
  const callbackUrl = await submitSignIn(browser, page.url, { email, name });
  const done = await browser.get(callbackUrl);
  expect(done.status).toBe(302);
  return { location: locationOf(done), callbackUrl };
}
