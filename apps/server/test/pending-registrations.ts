import { insertPendingRegistration as insertRow } from './fixtures.js';
import type { TestContext } from './harness.js';

/**
 * A pending registration as the sign-in callback leaves it (docs/decisions.md D2): the row, and the
 * temp token only the browser that started the sign-in holds.
 */
export async function insertPendingRegistration(
  ctx: TestContext,
  email: string,
  options: { expiresInMinutes?: number; isInvited?: boolean } = {},
): Promise<string> {
  const token = `temp-${email}-${crypto.randomUUID()}`;
  await insertRow(ctx.db, { email, token, ...options });
  return token;
}
