import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { ADMIN_MESSAGES, INVITE_ORGANIZATION_ROLES } from '@plotline/shared';
import { useInviteUser } from '@/api/admin';
import { useOrganizationsQuery } from '@/api/organization';
import { SelectField, TextField } from '@/components/ui/form-field';
import { InviteDialog } from '@/components/users/invite-dialog';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-errors';
import { humanLabel } from '@/lib/format';
import {
  INVITE_DEFAULTS,
  INVITE_WORDING,
  inviteBody,
  inviteFormSchema,
  type InviteFormValues,
  type OrganizationChoice,
} from '../utils/invite-form';
import { mountedWhileOpen } from '@/components/ui/while-open';

const resolver = formResolver(inviteFormSchema, INVITE_WORDING);

const CHOICES: readonly (readonly [OrganizationChoice, string])[] = [
  ['none', 'No organization'],
  ['existing', 'Existing organization'],
  ['new', 'New organization'],
];

/** The invite's failure text: the server's message first, then ADMIN_MESSAGES' fallbacks (a network failure, a refusal without a message). */
export function inviteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return ADMIN_MESSAGES.networkError;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return ADMIN_MESSAGES.failedToInvite;
}

/** Invite New User (admin): the person, the platform role and their organization. */
const NEW_USER_INVITE = {
  title: 'Invite New User',
  // A non-breaking hyphen (U+2011): the wrapped line never ends in 'sign-' (docs/dialogs.md).
  description: 'They receive an e-mail with a sign\u2011in link.',
  size: 'xl',
  toBody: inviteBody,
  failureMessage: inviteFailureMessage,
} as const;

function InviteUserForm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const invite = useInviteUser();
  const form = useForm({ resolver, defaultValues: INVITE_DEFAULTS });
  return (
    <InviteDialog {...NEW_USER_INVITE} onOpenChange={onOpenChange} form={form} mutation={invite}>
      <OrganizationFields />
    </InviteDialog>
  );
}

/** Mounted per open, so every open starts fresh (docs/decisions.md D29). */
export const InviteUserDialog = mountedWhileOpen(InviteUserForm);

/** No organization, an existing one (with the invitee's role in it) or a new one they will own. */
function OrganizationFields() {
  const { register, control } = useFormContext<InviteFormValues>();
  const choice = useWatch({ control, name: 'organizationChoice' });
  const organizations = useOrganizationsQuery({ enabled: choice === 'existing' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-700">Organization</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
        {CHOICES.map(([value, label]) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-gray-700">
            <input
              type="radio"
              value={value}
              className="h-4 w-4 accent-brand-500"
              {...register('organizationChoice')}
            />
            {label}
          </label>
        ))}
      </div>
      {choice === 'existing' ? (
        <div className="grid gap-4 rounded-lg bg-gray-50 p-3 sm:grid-cols-[1fr_10rem]">
          <SelectField
            name="organizationId"
            label="Organization"
            disabled={organizations.isPending}
            placeholder={organizations.isPending ? 'Loading...' : 'Select an organization'}
            options={(organizations.data ?? []).map((organization) => ({
              value: organization.id,
              label: `${organization.name} (${organization.activeUserCount} active ${organization.activeUserCount === 1 ? 'user' : 'users'})`,
            }))}
          />
          <SelectField
            name="orgRole"
            label="Organization role"
            options={INVITE_ORGANIZATION_ROLES.map((role) => ({ value: role, label: humanLabel(role) }))}
          />
        </div>
      ) : null}
      {choice === 'new' ? (
        <div className="grid gap-4 rounded-lg bg-gray-50 p-3 sm:grid-cols-2">
          <TextField name="newOrganizationName" label="Organization name" />
          <TextField name="newOrganizationDomain" label="Domain (optional)" placeholder="example.com" />
          <p className="text-xs text-gray-500 sm:col-span-2">
            The invited user becomes the owner of the new organization.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
