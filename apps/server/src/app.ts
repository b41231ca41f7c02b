import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { registerCompression } from './lib/compression.js';
import { registerErrorHandler } from './lib/errors.js';
import { swaggerOptions } from './lib/openapi.js';
import { fastifyTrustProxy } from './lib/rate-limits.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { registerSecurity } from './lib/security.js';
import { serializerCompiler } from './lib/serializer.js';
import { registerWebApp } from './lib/web-app.js';
import { registerAuth, type AuthOptions } from './auth/index.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMemoryBus, createPostgresBus, type ChangeBus } from './modules/live/change-bus.js';
import { createLiveHub, type LiveHub, type LiveOptions } from './modules/live/live-hub.js';
import { registerTokenScope } from './modules/account/token-scope.js';
import { publishingRoutes } from './modules/publishing/publishing.routes.js';
import { startHistoryRetention } from './modules/history/history-retention.js';
import { apiModules } from './modules/index.js';

export interface BuildAppOptions {
  config: Config;
  /** An already-open database (tests share one); otherwise opened from config and closed with the app. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Run migrations on start (default true). */
  migrate?: boolean;
  /** Live updates: heartbeat, presence refresh and resume buffer sizes (tests shorten them). */
  live?: LiveOptions;
  /** Sign-in settings beyond the configuration (tests: smaller limits, their own provider's trust). */
  auth?: AuthOptions;
}

export type App = FastifyInstance;

/** Body limit for ordinary calls; import has its own larger limit (it is answered with 413 past it). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Registers every plugin and module; never listens (main.ts does, tests use inject or listen). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Client-visible errors come from our handler; request ids help correlate logs.
    requestIdHeader: 'x-request-id',
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Clients that send `Content-Type: application/json` on every call (the spec's did) send it on
  // bodiless DELETEs and approvals too: an empty JSON body means no body, not a 400. Everything
  // else goes to Fastify's own parser (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  const database = options.database ?? openDatabase(config.database);
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (options.migrate !== false) await migrateToLatest(database.db);

  const mailer = options.mailer ?? createMailer(config, app.log);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);

  // Live updates: services get `app.changeBus` in their options and publish committed changes
  // to it; the hub fans them out to the streams open on this instance (modules/live).
  const changeBus =
    config.database.kind === 'postgres'
      ? createPostgresBus({ url: config.database.url, db: database.db, log: app.log })
      : createMemoryBus(app.log);
  const liveHub = createLiveHub(changeBus, app.log, { streamLimits: config.limits.liveStreams, ...options.live });
  app.decorate('changeBus', changeBus);
  app.decorate('liveHub', liveHub);
  await liveHub.start();
  // Open streams never end by themselves: end them first so a graceful shutdown does not wait on them.
  app.addHook('preClose', async () => liveHub.close());
  app.addHook('onClose', async () => changeBus.close());

  registerErrorHandler(app);
  registerCompression(app, config.compression);
  await registerSecurity(app, config);
  await app.register(cookie);
  // Rate limits are opt-in per route (auth routes); counters are per instance (docs/operations.md).
  await app.register(rateLimit, { global: false });

  // The OpenAPI document is a contract (docs/decisions.md D34): lib/openapi.ts holds its shared parts.
  await app.register(swagger, swaggerOptions(config));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { database });
  await registerAuth(app, options.auth);
  registerTokenScope(app);
  for (const module of apiModules) await app.register(module, { prefix: '/api/v1' });
  // Feeds and public links answer people who never sign in, partly outside /api/v1 (docs/decisions.md D42).
  await app.register(publishingRoutes);
  startHistoryRetention(app, config.historyRetentionDays);

  registerWebApp(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
    mailer: Mailer;
    changeBus: ChangeBus;
    liveHub: LiveHub;
  }
}
