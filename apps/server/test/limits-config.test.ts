import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { problemsOf } from './config-problems.js';
import { fastifyTrustProxy } from '../src/lib/rate-limits.js';

/* The limit variables of issue 14 (docs/decisions.md D21): their forms, defaults and refusals. */

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8', ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%s is %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', 'example.com'])('refuses %s, naming the variable', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      'TRUST_PROXY: must be true, false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs',
    ]);
  });

  it('hands a hop count to Fastify as the function Fastify makes of one', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([trust('127.0.0.1', 0), trust('203.0.113.7', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });
});

describe('limit variables', () => {
  it('have defaults sized for real use and 200,000-event imports', () => {
    expect(loadConfig({}).limits).toEqual({
      importBodyBytes: 100 * 1024 * 1024,
      import: { projects: 1000, timelines: 20_000, events: 200_000 },
      liveStreams: { perUser: 10, perInstance: 500 },
      rate: {
        import: { max: 60, timeWindow: 3_600_000 },
        invite: { max: 100, timeWindow: 3_600_000 },
        share: { max: 600, timeWindow: 3_600_000 },
        apiToken: { max: 20, timeWindow: 3_600_000 },
      },
    });
  });

  it('read their variables', () => {
    const limits = loadConfig({
      IMPORT_MAX_BODY_MB: '5',
      IMPORT_MAX_EVENTS: '10',
      LIVE_STREAMS_PER_USER: '3',
      LIVE_STREAMS_PER_INSTANCE: '40',
      RATE_LIMIT_SHARE: '5 / minute',
      RATE_LIMIT_IMPORT: '2/day',
    }).limits;
    expect(limits.importBodyBytes).toBe(5 * 1024 * 1024);
    expect(limits.import.events).toBe(10);
    expect(limits.liveStreams).toEqual({ perUser: 3, perInstance: 40 });
    expect(limits.rate.share).toEqual({ max: 5, timeWindow: 60_000 });
    expect(limits.rate.import).toEqual({ max: 2, timeWindow: 86_400_000 });
  });

  it('refuse bad values, naming each variable', () => {
    expect(
      problemsOf({ IMPORT_MAX_EVENTS: '0', LIVE_STREAMS_PER_USER: 'many', RATE_LIMIT_INVITE: '10 per hour', RATE_LIMIT_API_TOKEN: '0/hour' }),
    ).toEqual([
      'IMPORT_MAX_EVENTS: must be at least 1',
      expect.stringMatching(/^LIVE_STREAMS_PER_USER: /),
      'RATE_LIMIT_INVITE: must be <count>/<second|minute|hour|day>, e.g. 60/hour',
      'RATE_LIMIT_API_TOKEN: must be <count>/<second|minute|hour|day>, e.g. 60/hour',
    ]);
  });
});
