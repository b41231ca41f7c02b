import {
  accountSessionSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  revokedAccountItemSchema,
  revokedSessionsSchema,
  type CreateApiTokenBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';

export function fetchAccountSessions(signal?: AbortSignal) {
  return api.get('/api/v1/account/sessions', { schema: accountSessionSchema.array(), signal });
}

export function revokeAccountSession(id: string) {
  return api.delete(`/api/v1/account/sessions/${encodeURIComponent(id)}`, { schema: revokedAccountItemSchema });
}

export function revokeAllAccountSessions() {
  return api.post('/api/v1/account/sessions/revoke-all', undefined, { schema: revokedSessionsSchema });
}

export function fetchApiTokens(signal?: AbortSignal) {
  return api.get('/api/v1/account/api-tokens', { schema: apiTokenSchema.array(), signal });
}

export function createApiToken(body: CreateApiTokenBody) {
  return api.post('/api/v1/account/api-tokens', body, { schema: createdApiTokenSchema });
}

export function revokeApiToken(id: string) {
  return api.delete(`/api/v1/account/api-tokens/${encodeURIComponent(id)}`, { schema: revokedAccountItemSchema });
}
