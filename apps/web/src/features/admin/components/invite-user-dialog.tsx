import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, INVITE_ORGANIZATION_ROLES, INVITE_PLATFORM_ROLES } from '@plotline/shared';
import { useInviteUser } from '@/api/admin';
import { useOrganizationsQuery } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { wasNotified } from '@/lib/failure-toast';
import { humanLabel } from '@/lib/format';
import { INVITE_DEFAULTS, validateInvite, type InviteFormValues } from '../utils/invite-form';
import { Field, FormDialog, FormError, SELECT_CLASS } from './form-dialog';

const inviteResolver: Resolver<InviteFormValues> = (values) => {
  const result = validateInvite(values);
  if (result.body) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

/** The invite's failure text: the server's message first, then the spec's fallbacks (section 8). */
export function inviteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return ADMIN_MESSAGES.networkError;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return ADMIN_MESSAGES.failedToInvite;
}

export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Invite New User" description="They receive an e-mail with a sign-in link.">
      {open ? <InviteUserForm onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const invite = useInviteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteFormValues>({ resolver: inviteResolver, defaultValues: INVITE_DEFAULTS });
  const { errors } = form.formState;
  const choice = useWatch({ control: form.control, name: 'organizationChoice' });
  const organizations = useOrganizationsQuery({ enabled: choice === 'existing' });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = validateInvite(values);
    if (!result.body) return;
    setFailure(null);
    try {
      const { message } = await invite.mutateAsync(result.body);
      // The server's message says whether the e-mail went out (shown as the success text, docs/decisions.md D13).
      toast.success(message || `Invitation sent to ${result.body.email}`);
      onDone();
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(inviteFailureMessage(error));
    }
  });

  const control = (name: keyof InviteFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...control('email')} {...form.register('email')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-firstName`} label="First name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...control('firstName')} {...form.register('firstName')} />
        </Field>
        <Field id={`${id}-lastName`} label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...control('lastName')} {...form.register('lastName')} />
        </Field>
      </div>
      <Field id={`${id}-role`} label="Role" error={errors.role?.message}>
        <select className={SELECT_CLASS} {...control('role')} {...form.register('role')}>
          {INVITE_PLATFORM_ROLES.map((role) => (
            <option key={role} value={role}>
              {humanLabel(role)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-700">Organization</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
          {(
            [
              ['none', 'No organization'],
              ['existing', 'Existing organization'],
              ['new', 'New organization'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-gray-700">
              <input type="radio" value={value} className="h-4 w-4 accent-brand-500" {...form.register('organizationChoice')} />
              {label}
            </label>
          ))}
        </div>
        {choice === 'existing' ? (
          <div className="grid gap-4 rounded-lg bg-gray-50 p-3 sm:grid-cols-[1fr_10rem]">
            <Field id={`${id}-organizationId`} label="Organization" error={errors.organizationId?.message}>
              <select className={SELECT_CLASS} disabled={organizations.isPending} {...control('organizationId')} {...form.register('organizationId')}>
                <option value="">{organizations.isPending ? 'Loading...' : 'Select an organization'}</option>
                {(organizations.data ?? []).map((organization) => (
                  <option key={organization.id} value={organization.id}>
                    {`${organization.name} (${organization.activeUserCount} active ${organization.activeUserCount === 1 ? 'user' : 'users'})`}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-orgRole`} label="Organization role" error={errors.orgRole?.message}>
              <select className={SELECT_CLASS} {...control('orgRole')} {...form.register('orgRole')}>
                {INVITE_ORGANIZATION_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {humanLabel(role)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : null}
        {choice === 'new' ? (
          <div className="grid gap-4 rounded-lg bg-gray-50 p-3 sm:grid-cols-2">
            <Field id={`${id}-newOrganizationName`} label="Organization name" error={errors.newOrganizationName?.message}>
              <Input autoComplete="off" {...control('newOrganizationName')} {...form.register('newOrganizationName')} />
            </Field>
            <Field id={`${id}-newOrganizationDomain`} label="Domain (optional)" error={errors.newOrganizationDomain?.message}>
              <Input autoComplete="off" placeholder="example.com" {...control('newOrganizationDomain')} {...form.register('newOrganizationDomain')} />
            </Field>
            <p className="text-xs text-gray-500 sm:col-span-2">The invited user becomes the owner of the new organization.</p>
          </div>
        ) : null}
      </fieldset>

      <FormError message={failure} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
