import { hashSecret } from '../src/lib/ids.js';
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
  const now = Date.now();
  await ctx.db
    .insertInto('pendingRegistrations')
    .values({
      id: crypto.randomUUID(),
      tokenHash: hashSecret(token),
      email,
      name: '',
      picture: null,
      oidcSubject: `https://issuer.example|${email}`,
      isInvited: options.isInvited ? 1 : 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (options.expiresInMinutes ?? 30) * 60_000).toISOString(),
    })
    .execute();
  return token;
}
