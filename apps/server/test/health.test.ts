import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_LOADER, EARLY_SESSION_SCRIPT, THEME_INIT_SCRIPT } from '@plotline/shared';
import { describeEachDatabase } from './harness.js';

describeEachDatabase('health and security headers', (ctx) => {
  it('answers /healthz and /readyz with the database kind', async () => {
    const health = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await ctx().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database).toBe(ctx().kind);
  });

  it("sends a strict Content-Security-Policy: no inline script but index.html's theme and session check and the static login page's script loader, by their hashes", async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(THEME_INIT_SCRIPT)} ${hash(EARLY_SESSION_SCRIPT)} ${hash(DEFERRED_SCRIPTS_LOADER)};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('answers unknown API routes with a JSON 404, never a stack trace', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('seeds the six built-in objectives', async () => {
    const rows = await ctx().db.selectFrom('objectives').select(['id']).orderBy('displayOrder').execute();
    expect(rows.map((row) => row.id)).toEqual([
      'preparation',
      'development',
      'testing',
      'deployment',
      'maintenance',
      'business',
    ]);
  });
});
