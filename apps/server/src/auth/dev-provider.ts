import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider, {
  type Adapter,
  type AdapterFactory,
  type AdapterPayload,
  type Configuration,
  type Interaction,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Config } from '../config.js';
import { redirectUriFor } from './oidc-client.js';

/*
 * The embedded development identity provider (docs/decisions.md D5): a real OpenID Connect provider
 * (`oidc-provider`) mounted under /dev-oidc, so development and tests sign in through the very same
 * code path as Google. Anyone may sign in as any email address, so it only runs when no real
 * provider is configured, and config.ts refuses it unless PUBLIC_URL is a loopback address
 * outside NODE_ENV=production, or DEV_OIDC_ENABLED=true (docs/decisions.md D22). It vouches for
 * the address typed (`email_verified: true`), which the sign-in rules require.
 *
 * Everything it keeps (client secret, signing key, grants, sessions, the names people typed) lives
 * in this process's memory: it is per instance and forgets everything on restart. Behind a load
 * balancer with several instances it would not work; configure a real provider there.
 */

export const DEV_OIDC_PREFIX = '/dev-oidc';
const MAX_FORM_BYTES = 16 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DevIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export async function mountDevIdentityProvider(app: FastifyInstance, config: Config): Promise<DevIdentityProvider> {
  const issuer = `${config.publicUrl}${DEV_OIDC_PREFIX}`;
  const clientId = 'plotline-dev';
  const clientSecret = randomBytes(32).toString('base64url');
  /** Account id (the lower-cased email) → the name typed on the sign-in page. */
  const names = new Map<string, string>();

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'dev-1' };

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    // Short lives: a development sign-in needs its artifacts for seconds, not days.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUriFor(config)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Put email/name in the ID token itself, as Google does, rather than only behind userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: names.get(id) ?? '' }),
    }),
    interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PREFIX}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: { session: 'dev_oidc_session', interaction: 'dev_oidc_interaction', resume: 'dev_oidc_resume' },
    },
    jwks: { keys: [signingKey] },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Sign-in error</h1><p class="error">${escapeHtml(String(out.error_description ?? out.error))}</p>` +
          '<p><a href="/">Back to Plotline</a></p>',
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // Koa only knows on/off; any trusted proxy means X-Forwarded-Host/Proto come from it.
  provider.proxy = config.trustProxy !== false;
  // Koa would print errors to stderr; route them into the app log instead (never crash, never leak).
  (provider as unknown as EventEmitter).on('error', (error: Error) => app.log.warn({ err: error }, 'development identity provider error'));
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    app.log.error({ err: error }, 'development identity provider server error'),
  );

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(ctx.path);
    if (!match) return next();
    try {
      await handleInteraction(ctx as KoaContextWithOIDC, provider, names);
    } catch (error) {
      app.log.warn({ err: error }, 'development sign-in interaction failed');
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        '<h1>Sign-in error</h1><p class="error">This sign-in attempt has expired or is invalid.</p>' +
          '<p><a href="/auth/google">Start again</a></p>',
      );
    }
  });

  const callback = provider.callback();
  await app.register(async (instance) => {
    // The provider reads its own request bodies: leave the stream untouched for it.
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    instance.all(`${DEV_OIDC_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      // Mounted like Express would: the provider routes on the path below the prefix and derives
      // its absolute URLs from originalUrl (see oidc-provider's "Mounting oidc-provider").
      req.originalUrl = req.url;
      req.url = (req.url ?? '/').slice(DEV_OIDC_PREFIX.length) || '/';
      await new Promise<void>((resolve) => {
        reply.raw.once('finish', resolve);
        reply.raw.once('close', resolve);
        void callback(req, reply.raw);
      });
    });
  });

  return { issuer, clientId, clientSecret };
}

async function handleInteraction(ctx: KoaContextWithOIDC, provider: Provider, names: Map<string, string>) {
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  const action = `${DEV_OIDC_PREFIX}/interaction/${encodeURIComponent(details.uid)}`;

  if (details.prompt.name !== 'login') {
    // Consent is implied: this provider exists only to sign people into this app.
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent requested without a signed-in account');
    await finish(ctx, provider, details, accountId);
    return;
  }

  if (ctx.method === 'GET') {
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.body = signInPage(action, { email: '', name: '' });
    return;
  }
  if (ctx.method !== 'POST') {
    ctx.status = 405;
    return;
  }

  const form = new URLSearchParams(await readForm(ctx.req));
  if (form.get('action') === 'cancel') {
    await provider.interactionFinished(ctx.req, ctx.res, {
      error: 'access_denied',
      error_description: 'The sign-in was cancelled',
    });
    ctx.respond = false;
    return;
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const name = (form.get('name') ?? '').trim().slice(0, 200);
  if (email.length > 320 || !EMAIL_PATTERN.test(email)) {
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = signInPage(action, { email, name }, 'Enter a valid email address.');
    return;
  }
  names.set(email, name);
  await finish(ctx, provider, details, email);
}

async function finish(ctx: KoaContextWithOIDC, provider: Provider, details: Interaction, accountId: string) {
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId, remember: false }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
  // interactionFinished wrote the redirect on the raw response; Koa must not write again.
  ctx.respond = false;
}

/**
 * This provider's own store (instead of the library's process-wide default): entries expire, a
 * consumed authorization code stays marked as consumed, and revoking a grant drops its tokens.
 */
function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const read = (id: string) => {
      const entry = entries.get(key(id));
      return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
    };
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [entryKey, entry] of entries) {
        if (entryKey.startsWith(`${model}:`) && entry.payload[field] === value && entry.expiresAt > Date.now()) {
          return entry.payload;
        }
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        entries.set(key(id), { payload, expiresAt: Date.now() + (expiresIn ?? 3600) * 1000 });
      },
      find: async (id) => read(id),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      async consume(id) {
        const payload = read(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(entryKey);
      },
    };
  };
}

async function readForm(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('sign-in form too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function signInPage(action: string, values: { email: string; name: string }, error?: string): string {
  return page(
    'Sign in',
    `<h1>Sign in to Plotline</h1>
    <p class="note">Development sign-in: no password, any email address. Not for production use.</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${escapeHtml(action)}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(values.email)}">
      <label for="name">Name</label>
      <input id="name" name="name" type="text" autocomplete="name" maxlength="200" value="${escapeHtml(values.name)}">
      <button type="submit">Sign in</button>
      <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
    </form>`,
  );
}

/** A self-contained page: a <style> block is allowed by the CSP (style-src 'unsafe-inline'), script is not. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Plotline development sign-in</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f5f9; color: #0f172a; }
  main { width: min(24rem, calc(100vw - 2rem)); background: #fff; border-radius: 0.75rem; padding: 2rem;
         box-shadow: 0 10px 30px rgba(15, 23, 42, 0.12); }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  .note { color: #475569; font-size: 0.875rem; margin: 0 0 1.25rem; }
  .error { color: #b91c1c; background: #fef2f2; border-radius: 0.375rem; padding: 0.5rem 0.75rem; }
  form { display: grid; gap: 0.5rem; }
  label { font-weight: 600; font-size: 0.875rem; margin-top: 0.5rem; }
  input { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #cbd5e1; border-radius: 0.375rem; }
  input:focus-visible, button:focus-visible { outline: 2px solid #3b82f6; outline-offset: 2px; }
  button { font: inherit; font-weight: 600; margin-top: 0.75rem; padding: 0.625rem; border: 0; border-radius: 0.375rem;
           background: #3b82f6; color: #fff; cursor: pointer; }
  button:hover { background: #2563eb; }
  button.secondary { margin-top: 0; background: transparent; color: #475569; }
  button.secondary:hover { background: #f1f5f9; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
