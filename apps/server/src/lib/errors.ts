import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode } from '@plotline/shared';

/**
 * The one error type. Services throw it; the handler below turns it into the wire shape
 * `{ success: false, message, code, details? }` with the status its code maps to.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError('VALIDATION_ERROR', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', message, details);

interface FieldIssue {
  field: string;
  message: string;
}

function describeIssues(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  return first.field ? `${first.field}: ${first.message}` : first.message;
}

const describeBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field: path, message: issue.message ?? 'is invalid' };
      });
      const where = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
      const prefixed = issues.map((issue) => ({ ...issue, field: issue.field ? `${where}${issue.field}` : where.replace(/\.$/, '') }));
      return reply
        .status(400)
        .send({ success: false, message: describeIssues(prefixed), code: 'VALIDATION_ERROR', details: prefixed });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Name the limit, so the caller (or the operator, IMPORT_MAX_BODY_MB) knows what would fit.
      const limit = request.routeOptions.bodyLimit;
      const atMost = limit ? ` (at most ${describeBytes(limit)})` : '';
      return reply
        .status(413)
        .send({ success: false, message: `The request body is too large${atMost}`, code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 429) {
      return reply.status(429).send({
        success: false,
        message: 'Too many requests, please slow down and try again shortly',
        code: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, unsupported media type, …): say what it was, not how.
      return reply.status(status).send({
        success: false,
        message: error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.message,
        code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'An unexpected error occurred', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
}
