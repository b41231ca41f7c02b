import { EARLY_SESSION_GLOBAL } from '@plotline/shared';

/*
 * The session check index.html started before the app's script had loaded (docs/decisions.md
 * D81, packages/shared/src/early-session.ts). The first session check takes its answer, so the
 * request is sent once; every later check (a refetch, after signing out) asks the server again.
 */

type EarlyCheck = Promise<Response | null>;

const holder = window as unknown as Record<string, EarlyCheck | undefined>;

/** The early check without taking it: whether it came back signed in (undefined without one, or on a network failure). */
export function peekEarlySessionCheck(): Promise<boolean | undefined> | undefined {
  return holder[EARLY_SESSION_GLOBAL]?.then((response) => response?.ok);
}

/** Whether the early check has answered "no session" (401): false without one, on a network failure or any other answer. */
export async function earlyCheckSaysSignedOut(): Promise<boolean> {
  const response = await holder[EARLY_SESSION_GLOBAL];
  return response?.status === 401;
}

/** The early check's answer, once; undefined afterwards or when index.html did not start one. */
export function takeEarlySessionCheck(): EarlyCheck | undefined {
  const check = holder[EARLY_SESSION_GLOBAL];
  delete holder[EARLY_SESSION_GLOBAL];
  return check;
}
