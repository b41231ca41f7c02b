import { z } from 'zod';
import { IMPORT_LIMIT_DEFAULTS, type ImportLimits } from '@plotline/shared';
import {
  parseRateRule,
  parseTrustProxy,
  RATE_RULE_FORMAT,
  TRUST_PROXY_FORMAT,
  USER_RATE_LIMIT_DEFAULTS,
  type RateRule,
  type TrustProxy,
  type UserRateLimits,
} from './lib/rate-limits.js';

/**
 * Every setting comes from the environment and is checked once, at start. A bad value stops the
 * process with a message naming the variable, so a misconfigured deployment never half-runs.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);
/** A flag that is on unless set to false. */
const flagOn = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').positive('must be at least 1').default(fallback));
const rateRule = (fallback: RateRule) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback;
        const rule = parseRateRule(value);
        if (!rule) ctx.addIssue({ code: 'custom', message: RATE_RULE_FORMAT });
        return rule ?? fallback;
      }),
  );

/** Open live-update streams (docs/operations.md, "Limits"): per user and per instance. */
const LIVE_STREAM_DEFAULTS = { perUser: 10, perInstance: 500 };
/** Room for an export file of 200,000 events (about 85 MB of JSON with every id and timestamp). */
const IMPORT_MAX_BODY_MB_DEFAULT = 100;

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0, 'must be 0–65535').max(65535, 'must be 0–65535').default(3000),
    ),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('sqlite:./data/plotline.db')
        .refine((value) => /^(sqlite:|postgres(ql)?:\/\/)/.test(value), {
          message: 'must start with sqlite: or postgres://',
        }),
    ),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    DEV_OIDC_ENABLED: flag,
    ADMIN_EMAILS: optionalString,
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => /^smtps?:\/\//.test(value), { message: 'must start with smtp:// or smtps://' })
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Plotline <no-reply@plotline.local>')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SESSION_IDLE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60 * 24 * 7)),
    SESSION_ABSOLUTE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(30)),
    /** Unset: keep all history (docs/operations.md "History"). */
    HISTORY_RETENTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int('must be a whole number of days').positive('must be at least 1').optional(),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          const trust = parseTrustProxy(value);
          if (trust === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
          return trust ?? false;
        }),
    ),
    WEB_DIST_DIR: optionalString,
    COMPRESSION: flagOn,
    IMPORT_MAX_BODY_MB: positiveInt(IMPORT_MAX_BODY_MB_DEFAULT),
    IMPORT_MAX_PROJECTS: positiveInt(IMPORT_LIMIT_DEFAULTS.projects),
    IMPORT_MAX_TIMELINES: positiveInt(IMPORT_LIMIT_DEFAULTS.timelines),
    IMPORT_MAX_EVENTS: positiveInt(IMPORT_LIMIT_DEFAULTS.events),
    LIVE_STREAMS_PER_USER: positiveInt(LIVE_STREAM_DEFAULTS.perUser),
    LIVE_STREAMS_PER_INSTANCE: positiveInt(LIVE_STREAM_DEFAULTS.perInstance),
    RATE_LIMIT_IMPORT: rateRule(USER_RATE_LIMIT_DEFAULTS.import),
    RATE_LIMIT_INVITE: rateRule(USER_RATE_LIMIT_DEFAULTS.invite),
    RATE_LIMIT_SHARE: rateRule(USER_RATE_LIMIT_DEFAULTS.share),
    RATE_LIMIT_API_TOKEN: rateRule(USER_RATE_LIMIT_DEFAULTS.apiToken),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
    if (!env.OIDC_ISSUER && (env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'is required when OIDC_CLIENT_ID is set' });
    }
    const hasRealProvider = Boolean(env.GOOGLE_CLIENT_ID || env.OIDC_ISSUER);
    // The development provider lets anyone sign in as any address, so it runs by itself only on a
    // machine nobody else reaches: a loopback PUBLIC_URL outside production (docs/decisions.md D22).
    const isDevProviderAllowed =
      env.DEV_OIDC_ENABLED || (env.NODE_ENV !== 'production' && isLoopbackUrl(env.PUBLIC_URL ?? 'http://localhost'));
    if (!hasRealProvider && !isDevProviderAllowed) {
      const why =
        env.NODE_ENV === 'production' ? 'with NODE_ENV=production' : `when PUBLIC_URL (${env.PUBLIC_URL}) is not a loopback address`;
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OIDC_ENABLED'],
        message:
          `no sign-in provider is configured and the embedded development identity provider refuses to run ${why}; ` +
          'set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or OIDC_ISSUER/OIDC_CLIENT_ID, ' +
          'or DEV_OIDC_ENABLED=true to run it anyway (anyone could then sign in as anyone)',
      });
    }
  });

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

export type OidcProviderConfig =
  | { kind: 'google'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string | undefined }
  | { kind: 'dev' };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where browsers reach the app; the OIDC redirect URI and Origin checks derive from it. */
  publicUrl: string;
  isHttps: boolean;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  oidc: OidcProviderConfig;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  logLevel: string;
  session: { idleMinutes: number; absoluteDays: number };
  /** Days of history kept (HISTORY_RETENTION_DAYS); null keeps all (docs/decisions.md D46). */
  historyRetentionDays: number | null;
  /** Handed to Fastify as is: which hops may name the client address (lib/rate-limits.ts). */
  trustProxy: TrustProxy;
  webDistDir: string | undefined;
  /** Send the build's compressed assets and compress JSON answers (docs/decisions.md D35). */
  compression: boolean;
  limits: {
    importBodyBytes: number;
    import: ImportLimits;
    liveStreams: { perUser: number; perInstance: number };
    /** Per-user request budgets (429 past them). */
    rate: UserRateLimits;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  let oidc: OidcProviderConfig;
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    oidc = {
      kind: 'google',
      issuer: 'https://accounts.google.com',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
    };
  } else if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID) {
    oidc = { kind: 'oidc', issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET };
  } else {
    oidc = { kind: 'dev' };
  }
  const database = e.DATABASE_URL.startsWith('sqlite:')
    ? ({ kind: 'sqlite', file: e.DATABASE_URL.slice('sqlite:'.length) || ':memory:' } as const)
    : ({ kind: 'postgres', url: e.DATABASE_URL } as const);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    isHttps: publicUrl.startsWith('https://'),
    database,
    oidc,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    historyRetentionDays: e.HISTORY_RETENTION_DAYS ?? null,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    compression: e.COMPRESSION,
    limits: {
      importBodyBytes: e.IMPORT_MAX_BODY_MB * 1024 * 1024,
      import: { projects: e.IMPORT_MAX_PROJECTS, timelines: e.IMPORT_MAX_TIMELINES, events: e.IMPORT_MAX_EVENTS },
      liveStreams: { perUser: e.LIVE_STREAMS_PER_USER, perInstance: e.LIVE_STREAMS_PER_INSTANCE },
      rate: {
        import: e.RATE_LIMIT_IMPORT,
        invite: e.RATE_LIMIT_INVITE,
        share: e.RATE_LIMIT_SHARE,
        apiToken: e.RATE_LIMIT_API_TOKEN,
      },
    },
  };
}
