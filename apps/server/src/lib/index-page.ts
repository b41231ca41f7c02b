import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFERRED_SCRIPTS_ATTRIBUTE,
  DEFERRED_SCRIPTS_LOADER,
  EARLY_READS_ATTRIBUTE,
  EARLY_SCRIPT_TAG,
  earlyReadsFor,
  hasLandingParams,
  STATIC_LOGIN_SCREEN,
  STATIC_SCREEN_ATTRIBUTE,
} from '@plotline/shared';
import { sessionCookieName } from '../auth/sessions.js';
import type { Config } from '../config.js';
import { preferredEncoding, varyOnAcceptEncoding, type ContentEncoding } from './compression.js';

/*
 * index.html with the script chunks its first screen needs as `modulepreload` links (docs/decisions.md
 * D81): the build lists them in dist/preloads.json (apps/web/session-preloads.ts) — the login
 * screen's without a session cookie, the shell's and the address's view's with one — so they load
 * beside the entry script instead of after it. A cookie that turns out to be stale costs the shell's
 * chunks, never correctness: the app still decides by the session check. With a session cookie the
 * page also names, on <html data-early-reads>, the reads that screen's first paint needs
 * (earlyReadsFor, docs/decisions.md D83), which index.html's inline script sends beside the
 * session check; a stale cookie costs those GETs their 401s. Without a session cookie the page
 * carries the login screen as static HTML in #root (dist/login-screen.html, docs/decisions.md D89),
 * marked so the app keeps it until React draws the same screen, and loads the app's script after
 * that page has painted — but not on a sign-in landing, which may open another panel (a public
 * link's page is not this page: publishing/public-answers.ts).
 * Each variant is built and compressed once, on first use.
 */

/** #root's content in index.html, up to the comment that closes it (apps/web/index.html). */
const ROOT_CONTENT = /(<div id="root")>[\s\S]*?(<\/div>\s*<!-- end #root -->)/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const lowPriorityScript = (tag: string) => tag.replace('></script>', ' fetchpriority="low"></script>');

/**
 * index.html with the chunks `urls` as modulepreload links, asked for as the page is parsed, every
 * script at low priority (docs/decisions.md D95): the early reads the inline script sends at high
 * priority (D83) then get a connection before the 40-odd script files, so the project's window is
 * asked for sooner, and the loading screen paints without waiting for script it does not need.
 */
function withPreloadLinks(html: string, urls: string[]): string {
  const links = urls.map((url) => `    <link rel="modulepreload" crossorigin href="${url}">\n`).join('');
  return html
    .replace('</head>', `${links}  </head>`)
    .replace(MODULE_PRELOAD, (match) => match.replace(/>$/, ' fetchpriority="low">'))
    .replace(ENTRY_SCRIPT, lowPriorityScript)
    .replace(EARLY_SCRIPT_TAG, lowPriorityScript);
}

/**
 * The static login page (docs/decisions.md D89): the login markup in #root instead of the loading
 * screen, and the app's script (the entry, the early project read's script, the build's modulepreload
 * links and `urls`) taken out of <head> and listed on #root, for DEFERRED_SCRIPTS_LOADER to add
 * after the first paint.
 */
function staticLoginPage(html: string, markup: string, urls: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const early = EARLY_SCRIPT_TAG.exec(html)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const scripts = [...new Set([...(entry ? [entry] : []), ...(early ? [early] : []), ...preloads, ...urls])].join(' ');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(EARLY_SCRIPT_TAG, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      ROOT_CONTENT,
      (_match, open: string, close: string) =>
        `${open} ${STATIC_SCREEN_ATTRIBUTE}="${STATIC_LOGIN_SCREEN}" ${DEFERRED_SCRIPTS_ATTRIBUTE}="${scripts}">${markup}${close}`,
    )
    .replace('</body>', () => `<script>${DEFERRED_SCRIPTS_LOADER}</script></body>`);
}

interface SessionPreloads {
  signedOut: string[];
  signedIn: string[];
  views: Record<string, string[]>;
}

interface Variant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type IndexPageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The sender of index.html's variants (the caller sets Cache-Control), or undefined when the build wrote no preloads.json (index.html is then sent as it is). */
export function indexPageSender(dist: string, config: Config): IndexPageSender | undefined {
  const preloadsPath = join(dist, 'preloads.json');
  if (!existsSync(preloadsPath)) return undefined;
  const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8')) as SessionPreloads;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const loginPath = join(dist, 'login-screen.html');
  const staticLogin = existsSync(loginPath) ? readFileSync(loginPath, 'utf8') : undefined;
  const cookieName = sessionCookieName(config);
  const variants = new Map<string, Variant>();

  const variantFor = (urls: string[], reads: string[], loginMarkup: string | undefined): Variant => {
    const key = `${urls.join(' ')}\n${reads.join(' ')}\n${loginMarkup !== undefined}`;
    let variant = variants.get(key);
    if (!variant) {
      const withReads = reads.length ? html.replace(/<html\b/, `<html ${EARLY_READS_ATTRIBUTE}="${reads.join(' ')}"`) : html;
      const page = loginMarkup === undefined ? withPreloadLinks(withReads, urls) : staticLoginPage(withReads, loginMarkup, urls);
      const identity = Buffer.from(page);
      variant = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      variants.set(key, variant);
    }
    return variant;
  };

  return (request, reply) => {
    const [path = '/', query = ''] = request.url.split('?');
    const signedIn = Boolean(request.cookies[cookieName]);
    const urls = signedIn ? [...new Set([...preloads.signedIn, ...(preloads.views[path] ?? [])])] : preloads.signedOut;
    const login = !signedIn && !hasLandingParams(query);
    const variant = variantFor(urls, signedIn ? earlyReadsFor(path) : [], login ? staticLogin : undefined);
    const encoding: ContentEncoding | null = config.compression ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (config.compression) varyOnAcceptEncoding(reply);
    void reply.header('vary', [reply.getHeader('vary'), 'Cookie'].filter(Boolean).join(', '));
    void reply.header('content-type', 'text/html; charset=utf-8');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(encoding ? variant[encoding] : variant.identity);
  };
}
