import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { problemsOf } from './config-problems.js';

describe('loadConfig', () => {
  it('has working defaults: SQLite, port 3000, the development provider', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      isHttps: false,
      database: { kind: 'sqlite', file: './data/plotline.db' },
      oidc: { kind: 'dev' },
      adminEmails: [],
      smtpUrl: undefined,
      dataDir: './data',
      session: { idleMinutes: 60 * 24 * 7, absoluteDays: 30 },
      trustProxy: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' })).toMatchObject({
      port: 3000,
      oidc: { kind: 'dev' },
    });
  });

  it('derives HTTPS from PUBLIC_URL and strips its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://plan.example.com/', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(config.publicUrl).toBe('https://plan.example.com');
    expect(config.isHttps).toBe(true);
  });

  it('keeps all history unless HISTORY_RETENTION_DAYS says how many days', () => {
    expect(loadConfig({}).historyRetentionDays).toBeNull();
    expect(loadConfig({ HISTORY_RETENTION_DAYS: '90' }).historyRetentionDays).toBe(90);
    expect(problemsOf({ HISTORY_RETENTION_DAYS: '0' })).toEqual(['HISTORY_RETENTION_DAYS: must be at least 1']);
  });

  it('names PORT when it is not a port number', () => {
    for (const port of ['abc', '70000', '-1', '3.5']) {
      const problems = problemsOf({ PORT: port });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PORT: /);
    }
  });

  it('names DATABASE_URL when it is neither sqlite: nor postgres://', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/db' })).toEqual([
      'DATABASE_URL: must start with sqlite: or postgres://',
    ]);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/plotline' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/plotline',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/plotline' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/plotline.db' }).database).toEqual({
      kind: 'sqlite',
      file: '/var/lib/plotline.db',
    });
  });

  it('names the missing half of a Google client', () => {
    const withoutSecret = problemsOf({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' });
    expect(withoutSecret).toHaveLength(1);
    expect(withoutSecret[0]).toMatch(/^GOOGLE_CLIENT_SECRET: /);
    const withoutId = problemsOf({ GOOGLE_CLIENT_SECRET: 'secret' });
    expect(withoutId[0]).toMatch(/^GOOGLE_CLIENT_ID: /);
  });

  it('configures Google or another OIDC issuer', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).oidc).toEqual({
      kind: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example.com/realms/x', OIDC_CLIENT_ID: 'plotline' }).oidc).toEqual({
      kind: 'oidc',
      issuer: 'https://id.example.com/realms/x',
      clientId: 'plotline',
      clientSecret: undefined,
    });
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example.com' })[0]).toMatch(/^OIDC_CLIENT_ID: /);
    expect(problemsOf({ OIDC_CLIENT_ID: 'plotline' })[0]).toMatch(/^OIDC_ISSUER: /);
    expect(problemsOf({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })[0]).toMatch(/^OIDC_ISSUER: /);
  });

  it('refuses production without a sign-in provider, naming DEV_OIDC_ENABLED', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DEV_OIDC_ENABLED: /);
    expect(problems[0]).toContain('DEV_OIDC_ENABLED=true');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DEV_OIDC_ENABLED/);

    expect(loadConfig({ NODE_ENV: 'production', DEV_OIDC_ENABLED: 'true' }).oidc).toEqual({ kind: 'dev' });
    expect(loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).oidc.kind).toBe(
      'google',
    );
    expect(problemsOf({ NODE_ENV: 'production', DEV_OIDC_ENABLED: 'false' })[0]).toMatch(/^DEV_OIDC_ENABLED: /);
    expect(problemsOf({ DEV_OIDC_ENABLED: 'maybe' })).toEqual(['DEV_OIDC_ENABLED: must be true or false']);
  });

  it('mounts the development provider by itself only on a loopback PUBLIC_URL, naming the variables otherwise', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: url }).oidc).toEqual({ kind: 'dev' });
    }
    for (const url of ['https://plan.example.com', 'http://192.168.1.20:3000', 'http://10.0.0.5', 'http://128.0.0.1', 'http://localhost.example.com']) {
      const problems = problemsOf({ PUBLIC_URL: url });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^DEV_OIDC_ENABLED: /);
      expect(problems[0]).toContain('PUBLIC_URL');
      expect(problems[0]).toContain('loopback');
      expect(problems[0]).toContain('GOOGLE_CLIENT_ID');
      expect(problems[0]).toContain('OIDC_ISSUER');
      expect(problems[0]).toContain('DEV_OIDC_ENABLED=true');
    }
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000', DEV_OIDC_ENABLED: 'true' }).oidc).toEqual({ kind: 'dev' });
    expect(loadConfig({ PUBLIC_URL: 'https://plan.example.com', OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'p' }).oidc.kind).toBe('oidc');
    // Production refuses it even on a loopback address unless it is explicitly enabled.
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })[0]).toMatch(/^DEV_OIDC_ENABLED: .*NODE_ENV=production/);
  });

  it('compresses unless COMPRESSION is false, and names it when it is neither (docs/decisions.md D35)', () => {
    expect(loadConfig({}).compression).toBe(true);
    expect(loadConfig({ COMPRESSION: '' }).compression).toBe(true);
    expect(loadConfig({ COMPRESSION: 'true' }).compression).toBe(true);
    expect(loadConfig({ COMPRESSION: 'false' }).compression).toBe(false);
    expect(loadConfig({ COMPRESSION: '0' }).compression).toBe(false);
    expect(problemsOf({ COMPRESSION: 'brotli' })).toEqual(['COMPRESSION: must be true or false']);
  });

  it('parses ADMIN_EMAILS: comma-separated, trimmed, lower-cased, blanks dropped', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com,, ' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'x', DATABASE_URL: 'oracle:', LOG_LEVEL: 'loud' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });
});
