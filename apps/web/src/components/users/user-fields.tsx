import { z } from 'zod';
import { adminInviteBodySchema, type PlatformRole } from '@plotline/shared';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { FormWording } from '@/lib/form-errors';
import { humanLabel } from '@/lib/format';

/*
 * The person fields the Edit User, Invite New User and organization Invite User dialogs share
 * (docs/decisions.md D29): email, first and last name, the platform role. The rules are the shared
 * invite request's; the form spells the fields camelCase and the dialogs map them to the body.
 */

const inviteShape = adminInviteBodySchema.shape;

/** Email, first and last name, as the shared request schema checks them (trimmed, email lower-cased). */
export const userIdentitySchema = z.object({
  email: inviteShape.email,
  firstName: inviteShape.first_name,
  lastName: inviteShape.last_name,
});

export interface UserIdentityValues {
  email: string;
  firstName: string;
  lastName: string;
}

export const USER_IDENTITY_DEFAULTS: UserIdentityValues = { email: '', firstName: '', lastName: '' };

export const USER_FIELD_WORDING = {
  email: { label: 'Email' },
  firstName: { label: 'First name' },
  lastName: { label: 'Last name' },
  role: { label: 'Role' },
} satisfies FormWording<UserIdentityValues & { role: string }>;

/** Email on its own row, then first and last name side by side from sm up; inside a FormProvider. */
export function UserIdentityFields() {
  return (
    <>
      <TextField name="email" label="Email" type="email" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" />
        <TextField name="lastName" label="Last name" />
      </div>
    </>
  );
}

/** The platform role select ('role' in the form), with the roles in the order given. */
export function PlatformRoleField({
  roles,
  className,
}: {
  roles: readonly PlatformRole[];
  className?: string;
}) {
  return (
    <SelectField
      name="role"
      label="Role"
      className={className}
      options={roles.map((role) => ({ value: role, label: humanLabel(role) }))}
    />
  );
}
