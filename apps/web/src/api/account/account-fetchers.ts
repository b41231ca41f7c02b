import {
  type CreateApiTokenBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';

const accountSessionListParser = lazySchema((schemas) => schemas.accountSessionSchema.array());
const revokedAccountItemParser = lazySchema((schemas) => schemas.revokedAccountItemSchema);
const revokedSessionsParser = lazySchema((schemas) => schemas.revokedSessionsSchema);
const apiTokenListParser = lazySchema((schemas) => schemas.apiTokenSchema.array());
const createdApiTokenParser = lazySchema((schemas) => schemas.createdApiTokenSchema);

export function fetchAccountSessions(signal?: AbortSignal) {
  return api.get('/api/v1/account/sessions', { schema: accountSessionListParser, signal });
}

export function revokeAccountSession(id: string) {
  return api.delete(`/api/v1/account/sessions/${encodeURIComponent(id)}`, { schema: revokedAccountItemParser });
}

export function revokeAllAccountSessions() {
  return api.post('/api/v1/account/sessions/revoke-all', undefined, { schema: revokedSessionsParser });
}

export function fetchApiTokens(signal?: AbortSignal) {
  return api.get('/api/v1/account/api-tokens', { schema: apiTokenListParser, signal });
}

export function createApiToken(body: CreateApiTokenBody) {
  return api.post('/api/v1/account/api-tokens', body, { schema: createdApiTokenParser });
}

export function revokeApiToken(id: string) {
  return api.delete(`/api/v1/account/api-tokens/${encodeURIComponent(id)}`, { schema: revokedAccountItemParser });
}
