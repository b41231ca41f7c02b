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
