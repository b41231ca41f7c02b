import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../src/app.js';

/*
 * The document and the server never drift apart (docs/decisions.md D34): the test harness hooks
 * this into every app it starts, and every answer the suite receives is checked against the
 * served OpenAPI document: its status must be documented for the operation and its body must
 * match the schema documented for that status. Mismatches are collected and fail the test that
 * caused them (harness.ts). Requests no operation describes (unknown paths, hidden routes such as
 * the health checks and the development identity provider) are not checked.
 */

interface MediaType {
  schema?: object;
}
interface Response {
  content?: Record<string, MediaType>;
}
interface Document {
  components?: object;
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
/** One compiled validator per documented answer; the document is the same for every app of a run. */
const validators = new Map<string, ValidateFunction>();

function validatorFor(document: Document, key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // Local `#/components/...` references resolve against the document's components.
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(key, validate);
  }
  return validate;
}

/** `/projects/:id` (Fastify) → `/projects/{id}` (OpenAPI). */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function bodyText(payload: unknown, encoding: string | undefined): string | null {
  let bytes: Buffer;
  if (typeof payload === 'string') bytes = Buffer.from(payload, 'utf8');
  else if (Buffer.isBuffer(payload)) bytes = payload;
  else return null; // a stream (the live updates): its events are the live tests' business
  if (encoding === 'gzip') bytes = gunzipSync(bytes);
  else if (encoding === 'br') bytes = brotliDecompressSync(bytes);
  return bytes.toString('utf8');
}

function check(document: Document, request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const route = request.routeOptions.url;
  if (!route || request.method === 'HEAD') return null;
  const path = openApiPath(route);
  const operation = document.paths[path]?.[request.method.toLowerCase()];
  if (!operation) return null;
  const status = String(reply.statusCode);
  const where = `${request.method} ${path} answered ${status}`;
  const response = operation.responses?.[status] ?? operation.responses?.default;
  if (!response) return `${where}, a status the document does not list (${Object.keys(operation.responses ?? {}).join(', ')})`;
  const text = bodyText(payload, reply.getHeader('content-encoding') as string | undefined);
  if (!response.content) return text ? `${where} with a body; the document says it has none` : null;
  const contentType = String(reply.getHeader('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const media = response.content[contentType];
  if (!media) return `${where} as ${contentType || 'no content type'}; the document lists ${Object.keys(response.content).join(', ')}`;
  if (text === null || !media.schema || contentType !== 'application/json') return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where} with a body that is not JSON`;
  }
  const validate = validatorFor(document, `${request.method} ${path} ${status} ${contentType}`, media.schema);
  if (validate(body)) return null;
  return `${where} with a body the document does not describe: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
}

export interface ResponseContract {
  /** Mismatches seen since the last call (and forgets them). */
  take(): string[];
}

/** Checks every answer of `app` against its own served document; call before `ready`/`listen`. */
export function checkResponsesAgainstDocument(app: App): ResponseContract {
  let mismatches: string[] = [];
  let document: Document | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    document ??= app.swagger() as unknown as Document;
    try {
      const mismatch = check(document, request, reply, payload);
      if (mismatch) mismatches.push(mismatch);
    } catch (error) {
      mismatches.push(`${request.method} ${request.url} could not be checked: ${String(error)}`);
    }
    return payload;
  });
  return {
    take() {
      const found = mismatches;
      mismatches = [];
      return found;
    },
  };
}
