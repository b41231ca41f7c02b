import type { Db } from '../db/index.js';

/*
 * A suspended organization suspends its members (docs/decisions.md D20): none of them signs in
 * (`user_status_deactivated`) and no session or API token of theirs acts, until a SysAdmin makes
 * the organization active again. Their own status stays as it was, so reactivating the
 * organization restores exactly who was active.
 */
export async function isInSuspendedOrganization(db: Db, user: { organizationId: string | null }): Promise<boolean> {
  if (!user.organizationId) return false;
  const organization = await db
    .selectFrom('organizations')
    .select('status')
    .where('id', '=', user.organizationId)
    .executeTakeFirst();
  return organization?.status === 'suspended';
}
