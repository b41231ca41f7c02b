import { toast } from '@/lib/toast';
import { ApiError, errorMessage } from './api-client';

/*
 * The one way a failed action is told to the user. Every view says it once, never again after the
 * api client's 403 handler already showed the server's message (docs/decisions.md D25.2).
 */

export const CONFLICT_MESSAGE = 'Someone else changed this in the meantime; the latest version is shown.';

/** True once the api client's 403 handler has told the user: callers need not toast again. */
export const wasNotified = (error: unknown): boolean => error instanceof ApiError && error.isNotified;

/** A failed versioned change: 'Prefix: reason', or the conflict note for a stale version (409). */
export function failureMessage(prefix: string, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return CONFLICT_MESSAGE;
  return `${prefix}: ${errorMessage(error)}`;
}

/**
 * How the screen's text and the server's reason combine:
 * - `as-is`: the text alone (it already holds the reason, e.g. from failureMessage);
 * - `server-first`: the server's own message when it sent one (it names the reason: no room,
 *   already a member), else the text; a network failure keeps the text;
 * - `reason-below`: the text as the title, the server's reason underneath when it differs.
 */
export type FailureWording = 'as-is' | 'server-first' | 'reason-below';

/** The server's own message when it sent one, else `text`; also for failures shown inside a form. */
export function serverFirst(text: string, error: unknown): string {
  return (error instanceof ApiError && !error.isNetworkError && error.serverMessage) || text;
}

export function toastFailure(text: string, error: unknown, wording: FailureWording = 'as-is'): void {
  if (wasNotified(error)) return;
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  if (wording === 'server-first') {
    toast.error(serverFirst(text, error));
  } else if (wording === 'reason-below' && reason && reason !== text) {
    toast.error(text, { description: reason });
  } else {
    toast.error(text);
  }
}

/** A failed change in a planning view: 'Failed to …: reason', or the conflict note. */
export const toastChangeFailure = (prefix: string, error: unknown): void => toastFailure(failureMessage(prefix, error), error);

/**
 * A confirmed action's outcome: the success toast when it worked; otherwise the failure told and the
 * error thrown again, so the confirmation stays open (components/ui/confirm-dialog.tsx).
 */
export async function toastOutcome(
  action: Promise<unknown>,
  success: string | null,
  failure: { text?: string; wording?: FailureWording } = {},
): Promise<void> {
  try {
    await action;
  } catch (error) {
    toastFailure(failure.text ?? errorMessage(error), error, failure.wording);
    throw error;
  }
  if (success) toast.success(success);
}
