import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLISHING_MESSAGES, publishedSecretParamsSchema } from '@plotline/shared';
import { etagMatches } from '../../lib/etag.js';
import { noBody, noCredentials } from '../../lib/openapi.js';
import { webDistDir } from '../../lib/web-app.js';
import type { ProjectDetailCache } from '../projects/project-detail-cache.js';
import { publicLinkState, readCalendarFeed } from './published-reads.js';

/*
 * The answers people get without signing in (docs/decisions.md D42): the ICS feed and the
 * `/p/{secret}` page. None is indexed (X-Robots-Tag, and the page's robots meta), none is cached by
 * a shared cache, and each address may ask at most PUBLIC_RATE_LIMIT times a minute.
 */

/** Per client address: calendar apps poll a few times an hour, a person opens a page a few times a minute. */
export const PUBLIC_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };

export const NOINDEX = 'noindex, nofollow, noarchive';

export function publicHeaders(reply: FastifyReply): void {
  void reply.header('x-robots-tag', NOINDEX).header('cache-control', 'private, no-cache').header('referrer-policy', 'no-referrer');
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ROBOTS_META = `<meta name="robots" content="${NOINDEX}" />`;

/** A page of its own (no script) for a link that cannot open: what happened and what to do. */
export function linkProblemPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
${ROBOTS_META}
<title>${escapeHtml(title)} · Plotline</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f9fafb;color:#111827">
<main style="max-width:32rem;margin:15vh auto;padding:0 1.5rem;text-align:center">
<p style="font-weight:700;color:#2563eb;margin:0 0 1rem">Plotline</p>
<h1 style="font-size:1.5rem;margin:0 0 .75rem">${escapeHtml(title)}</h1>
<p style="line-height:1.5;color:#374151;margin:0">${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}

/** The web app's page with the robots meta added, or null when the web app is not built. */
async function readOnlyAppPage(distDir: string): Promise<string | null> {
  try {
    const html = await readFile(join(distDir, 'index.html'), 'utf8');
    return html.replace('<head>', `<head>\n    ${ROBOTS_META}`);
  } catch {
    return null;
  }
}

/** `GET /ics/{secret}.ics` and `GET /p/{secret}`, at the root. */
export async function publishedPages(fastify: FastifyInstance, options: { cache: ProjectDetailCache }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const distDir = webDistDir(app.config);

  app.get(
    '/ics/:secret.ics',
    {
      config: PUBLIC_RATE_LIMIT,
      schema: {
        operationId: 'getCalendarFeed',
        tags: ['publishing'],
        summary: 'A calendar feed (RFC 5545): one all-day VEVENT per event; 404 once revoked or its maker lost access',
        ...noCredentials,
        params: publishedSecretParamsSchema,
        response: {
          200: { description: 'text/calendar with an ETag', content: { 'text/calendar': { schema: z.string() } } },
          304: noBody('Not modified: the If-None-Match tag names the current feed'),
        },
      },
      onRequest: async (_request, reply) => void publicHeaders(reply),
    },
    async (request, reply) => {
      const feed = await readCalendarFeed({ db: app.db, secret: request.params.secret, cache: options.cache });
      void reply.header('etag', feed.etag);
      // No body at all on a 304 (the typed reply would serialize null).
      if (etagMatches(request.headers['if-none-match'], feed.etag)) return (reply as FastifyReply).code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(feed.text);
    },
  );

  app.get(
    '/p/:secret',
    {
      config: PUBLIC_RATE_LIMIT,
      // A page, not an API operation: hidden from the OpenAPI document like the web app's other pages.
      schema: { hide: true, params: publishedSecretParamsSchema },
      onRequest: async (_request, reply) => void publicHeaders(reply),
      // A malformed secret is a link that does not exist, said as a page like the others.
      attachValidation: true,
    },
    async (request, reply) => {
      const html = (status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
      const state = request.validationError ? 'unknown' : await publicLinkState(app.db, request.params.secret);
      if (state === 'gone') return html(410, linkProblemPage('This link is no longer available', PUBLISHING_MESSAGES.linkGone));
      if (state === 'unknown') return html(404, linkProblemPage('Link not found', PUBLISHING_MESSAGES.linkUnknown));
      const page = await readOnlyAppPage(distDir);
      return page ? html(200, page) : html(404, linkProblemPage('Not available', 'This server does not serve the web app.'));
    },
  );
}
