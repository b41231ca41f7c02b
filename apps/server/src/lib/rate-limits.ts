import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/*
 * Rate limits and the client address they key on (docs/decisions.md D10 and D21). Counters live in
 * each instance's memory (@fastify/rate-limit's local store), so with N instances a budget is up
 * to N times larger; the limits are brakes on abuse, not quotas.
 */

/** A budget: at most `max` requests per `timeWindow` milliseconds. */
export interface RateRule {
  max: number;
  timeWindow: number;
}

const WINDOWS_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/**
 * Per-user budgets of the calls that write much or reach other people. Generous for real use (and
 * for the test suites, which import and share many times); operators tune them with RATE_LIMIT_*.
 */
export const USER_RATE_LIMIT_DEFAULTS = {
  import: { max: 60, timeWindow: WINDOWS_MS.hour },
  invite: { max: 100, timeWindow: WINDOWS_MS.hour },
  share: { max: 600, timeWindow: WINDOWS_MS.hour },
  apiToken: { max: 20, timeWindow: WINDOWS_MS.hour },
} satisfies Record<string, RateRule>;

export type UserRateLimits = Record<keyof typeof USER_RATE_LIMIT_DEFAULTS, RateRule>;

/** Parses `<max>/<second|minute|hour|day>`, e.g. `60/hour`; undefined when it is not that form. */
export function parseRateRule(text: string): RateRule | undefined {
  const match = /^\s*(\d{1,9})\s*\/\s*(second|minute|hour|day)\s*$/.exec(text);
  if (!match) return undefined;
  const max = Number(match[1]);
  if (max < 1) return undefined;
  return { max, timeWindow: WINDOWS_MS[match[2] as keyof typeof WINDOWS_MS] };
}

export const RATE_RULE_FORMAT = 'must be <count>/<second|minute|hour|day>, e.g. 60/hour';

/**
 * Fastify's `trustProxy`: false (the default: X-Forwarded-For is ignored), true (every hop is
 * trusted: only right when the proxy overwrites the header), a hop count (the last N hops are
 * proxies), or the proxies' addresses/CIDRs (proxy-addr's names loopback, linklocal and
 * uniquelocal included). Only trusted hops can name the client, so a client that sends its own
 * X-Forwarded-For values cannot pose as many clients.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; undefined when the value is none of the accepted forms. */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') return true;
  if (/^\d{1,3}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isAddressOrCidr) ? list : undefined;
}

export const TRUST_PROXY_FORMAT = 'must be true, false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs';

/** Signed-in callers are counted per user wherever they come from; anyone else per client address. */
export const userOrAddressKey = (request: FastifyRequest): string =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`;

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;
const describeWait = (seconds: number): string =>
  seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');

/**
 * Route config of a per-user limit: `{ config: userRateLimit(rule, 'imports') }`. The answer past it
 * is 429 `RATE_LIMITED` with Retry-After and a message naming what was limited. The counting runs
 * in the route's onRequest, after the caller is known and before the body is read.
 */
export function userRateLimit(rule: RateRule, what: string) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.timeWindow,
      keyGenerator: userOrAddressKey,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new AppError(
          'RATE_LIMITED',
          `Too many ${what}: at most ${rule.max} per ${describeWindow(rule.timeWindow)}. Try again in ${describeWait(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
        ),
    },
  };
}

function describeWindow(ms: number): string {
  const entry = Object.entries(WINDOWS_MS).find(([, value]) => value === ms);
  return entry ? entry[0] : `${Math.round(ms / 1000)} seconds`;
}

/**
 * TRUST_PROXY as Fastify's option. Fastify treats a hop count exactly like this function (hop i is
 * trusted when i < count); its types only lack the number form.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
