import type { FastifySchema, RouteOptions } from 'fastify';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@plotline/shared';
import type { Config } from '../config.js';
import { sessionCookieName } from '../auth/sessions.js';

/*
 * The OpenAPI document is a contract (docs/decisions.md D34): every operation names itself
 * (`operationId`), its tag, the credentials it accepts and every error it can answer, all with the
 * one error schema below. The shared parts live here only; a route declares its `operationId`,
 * summary and the errors only it can answer (`errors(403, 409)`), and `documentErrors` adds the
 * ones that follow from the route's shape (sign-in, input, path ids, body, rate limit).
 */

/** One field that was wrong: `field` is a dotted path (`endDate`, `params.id`, `querystring.from`). */
const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });

/** The one error answer: `{ success: false, message, code, details? }` (lib/errors.ts sends it). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string().describe('What went wrong, for people'),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).describe('What went wrong, for programs'),
  details: z
    .union([z.array(fieldIssueSchema), z.record(z.string(), z.unknown())])
    .optional()
    .describe('Bad input (400): each field and what is wrong with it. Otherwise facts about the refusal (409 OWNS_PROJECTS: projectCount)'),
});

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 421 | 429 | 500;

declare module 'fastify' {
  interface FastifySchema {
    /** Error answers only this route gives (403 for a role it needs, 409 for a stale version, …). */
    errors?: readonly ErrorStatus[];
  }
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad input: `details` names each field and what is wrong with it',
  401: 'Not signed in: no valid session cookie or Bearer token',
  403: 'Not allowed: a role or right is missing, a read-only token tried to write, or a cross-site request',
  404: 'Not found, or not visible to the caller',
  409: 'Conflict with the current state: a stale `version`, a name or address already taken, a rule that keeps the data whole',
  410: 'Gone: the public link was revoked or has expired',
  413: 'The request body is too large (the message names the limit)',
  421: 'Called at another address than the public one (PUBLIC_URL): use the address in `servers`',
  429: 'Too many requests: Retry-After says when to try again',
  500: 'Unexpected failure (the server log has the details)',
};

/** An answer without a body (a redirect, 304 Not Modified): `response: { 302: noBody('To the start page') }`. */
export const noBody = (description: string) => z.null().describe(description);

/** A route anyone may call: no credentials (the document's default is session cookie or Bearer token). */
export const noCredentials: { security: [] } = { security: [] };

/** The errors every route of its shape can answer, besides the ones it declares. */
function impliedErrors(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const statuses: ErrorStatus[] = [];
  const api = route.url.startsWith('/api/');
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
  // A write may carry a body, even one the route does not read: malformed JSON is 400, too much of it 413.
  if (writes || schema.querystring || schema.params) statuses.push(400);
  // Every /api/v1 module signs in first (auth/context.ts requireSignInFirst).
  if (api) statuses.push(401);
  // A read-only API token or a cross-site Origin is refused on every write (modules/account/token-scope.ts, lib/security.ts).
  if (api && writes) statuses.push(403);
  if (schema.params) statuses.push(404);
  if (writes) statuses.push(413);
  // One public address (docs/decisions.md D22): calls at another host get 421; only the sign-in
  // navigations (documented as 302 redirects) are redirected to it instead.
  const redirects = Object.keys(schema.response ?? {}).includes('302');
  if (!redirects) statuses.push(421);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) statuses.push(429);
  statuses.push(500);
  return statuses;
}

/*
 * Zod to JSON Schema as Zod writes it. The provider's own override drops union members that are
 * still empty when it runs, before Zod has filled in references: an event's `endDate` ('' | null |
 * a date) was documented as '' | null only. Nullable unions are simplified by @fastify/swagger.
 */
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: () => undefined } });

const ERRORS_KEY = 'x-plotline-errors';

/** Per route: Zod to JSON Schema, and the route's error statuses noted for `addErrorAnswers`. */
const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const { route } = document;
  if (!transformed.schema || transformed.schema.hide) return transformed;
  const { errors: declared = [], ...schema } = transformed.schema;
  const statuses = [...new Set([...impliedErrors(route), ...declared])].sort();
  return { ...transformed, schema: { ...schema, [ERRORS_KEY]: statuses } as FastifySchema };
};

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[] };

const SUCCESS_DESCRIPTIONS: Record<string, string> = { 200: 'Done', 201: 'Created' };

/**
 * The route's own answers: `noBody` ones carry no content at all (Zod's null would read as a JSON
 * `null` body), and a success without a description of its own says what it is.
 */
function ownAnswers(responses: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const { content, description, ...rest } = response as {
        content?: Record<string, { schema?: { enum?: unknown[] } }>;
        description?: string;
      };
      const isNull = Object.values(content ?? {}).some((media) => media.schema?.enum?.length === 1 && media.schema.enum[0] === null);
      const named = description === 'Default Response' ? (SUCCESS_DESCRIPTIONS[status] ?? description) : description;
      return [status, { description: named, ...rest, ...(isNull ? {} : { content }) }];
    }),
  );
}

/**
 * OpenAPI 3.0's `nullable` does not widen an `enum`: a nullable enum lists `null` among its values,
 * or validators (and the suite's response check) refuse the `null` the server sends.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable && schema.enum && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(node).forEach(nullInNullableEnums);
}

/** The whole document: the one Error schema, and every operation's error answers pointing at it. */
const addErrorAnswers: SwaggerTransformObject = (documentObject) => {
  const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
  const openapi = document as { components?: { schemas?: Record<string, unknown> }; paths?: Record<string, Record<string, Operation>> };
  openapi.components = { ...openapi.components, schemas: { ...openapi.components?.schemas, Error: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) } };
  for (const operations of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const statuses = operation[ERRORS_KEY] ?? [];
      delete operation[ERRORS_KEY];
      const answers = Object.fromEntries(
        statuses.map((status) => [
          status,
          { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      );
      operation.responses = { ...ownAnswers(operation.responses), ...answers };
    }
  }
  nullInNullableEnums(openapi.paths);
  return document;
};

const TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'Sign-in through OpenID Connect, registration and the signed-in user' },
  { name: 'projects', description: 'Projects: the plan as a whole, with its timelines and events' },
  { name: 'timelines', description: 'Timelines (swimlanes) of a project' },
  { name: 'events', description: 'Dated events on a timeline' },
  { name: 'dependencies', description: 'Dependencies between two events of a project (finish-to-start and the other three types, with a lag)' },
  { name: 'baselines', description: "Named snapshots of a project's event dates, to compare the plan with later" },
  { name: 'dragdrop', description: 'Reordering timelines and events, and moving an event to other dates or another timeline' },
  { name: 'objectives', description: 'The fixed objectives an event is tagged with' },
  { name: 'sharing', description: 'Sharing a project with people in the organization' },
  { name: 'preferences', description: 'Per-user settings' },
  { name: 'import and export', description: 'Everything the caller owns as one JSON file, and importing it back' },
  { name: 'admin', description: 'User administration (SysAdmin, organization owners and admins)' },
  { name: 'organizations', description: 'Organizations by id (SysAdmin, or their own owner or admin)' },
  { name: 'organization', description: "The caller's own organization" },
  { name: 'account', description: "The caller's sessions, API tokens and organization invitations" },
  { name: 'live', description: 'Live updates of a project (Server-Sent Events)' },
  { name: 'portfolio', description: 'Every project the caller can read in one window, and the clashes between them (freezes, deployments, overloaded timelines)' },
  { name: 'publishing', description: 'Calendar feeds (ICS) and read-only public links: the plan for people who never sign in' },
  { name: 'history', description: "A project's change history, and undo/redo of one's own changes" },
];

/** @fastify/swagger's options: the document's frame (servers from PUBLIC_URL, credentials, tags). */
export function swaggerOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Plotline API',
        description:
          'Plan, track and visualize your projects. Programs call it with a personal API token (`Authorization: Bearer …`); docs/api.md, "Build on the API", shows how.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl, description: 'This installation (PUBLIC_URL)' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config), description: 'The browser session (set by sign-in)' },
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token (Account → API tokens), `Authorization: Bearer <token>`' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform,
    transformObject: addErrorAnswers,
  };
}
