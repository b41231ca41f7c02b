import {
  SESSION_CHECK_PATH,
  type CompleteRegistrationBody,
  type CompleteRegistrationResult,
  type CurrentUser,
  type PendingRegistration,
} from '@plotline/shared';
import { apiRequest, ApiError } from '@/lib/api-client';
import { discardEarlyReads } from '@/lib/early-reads';
import { takeEarlySessionCheck } from './early-session';
import { lazySchema } from '@/api/response-schemas';

const currentUserParser = lazySchema((schemas) => schemas.currentUserSchema);
const pendingRegistrationParser = lazySchema((schemas) => schemas.pendingRegistrationSchema);
const completeRegistrationResultParser = lazySchema((schemas) => schemas.completeRegistrationResultSchema);

/**
 * The signed-in user, or null when there is no session (a 401 here is an answer, not a failure).
 * The first call reads the check index.html started (docs/decisions.md D81).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest(SESSION_CHECK_PATH, {
      schema: currentUserParser,
      signal,
      skipSessionHandling: true,
      sent: takeEarlySessionCheck(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) return null;
    throw error;
  }
}

export function fetchPendingRegistration(tempToken: string, signal?: AbortSignal): Promise<PendingRegistration> {
  return apiRequest('/auth/pending-registration', {
    query: { temp_token: tempToken },
    schema: pendingRegistrationParser,
    signal,
    skipSessionHandling: true,
  });
}

export function completeRegistration(body: CompleteRegistrationBody): Promise<CompleteRegistrationResult> {
  return apiRequest('/auth/complete-registration', {
    method: 'POST',
    body,
    schema: completeRegistrationResultParser,
    skipSessionHandling: true,
  });
}

export async function clearPendingRegistration(tempToken: string): Promise<void> {
  await apiRequest('/auth/clear-pending-registration', { method: 'POST', body: { tempToken }, skipSessionHandling: true });
}

export async function logout(): Promise<void> {
  // What the page read early was the signed-in user's (docs/decisions.md D83).
  discardEarlyReads();
  await apiRequest('/auth/logout', { method: 'POST', skipSessionHandling: true });
}
