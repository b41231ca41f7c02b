import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, organizationInviteBodySchema, INVITE_PLATFORM_ROLES, type OrganizationInviteBody, type PlatformRole } from '@plotline/shared';
import { useInviteMember, type OrganizationScope } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverFirst, wasNotified } from '@/lib/failure-toast';
import { humanLabel } from '@/lib/format';
import { Field, FormDialog, FormError, SELECT_CLASS } from './form-dialog';

export interface MemberInviteValues {
  email: string;
  firstName: string;
  lastName: string;
  role: PlatformRole;
}

const LABELS: Record<string, { field: keyof MemberInviteValues; label: string }> = {
  email: { field: 'email', label: 'Email' },
  first_name: { field: 'firstName', label: 'First name' },
  last_name: { field: 'lastName', label: 'Last name' },
  role: { field: 'role', label: 'Role' },
};

const toBody = (values: MemberInviteValues) => ({ email: values.email, first_name: values.firstName, last_name: values.lastName, role: values.role });

export const memberInviteResolver: Resolver<MemberInviteValues> = (values) => {
  const parsed = organizationInviteBodySchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const target = LABELS[String(issue.path[0])];
    if (!target) continue;
    const text = issue.message === 'must not be blank' ? 'is required' : issue.message;
    errors[target.field] ??= { type: 'validate', message: `${target.label} ${text}` };
  }
  return { values: {}, errors };
};

export function InviteMemberDialog({ open, onOpenChange, scope }: { open: boolean; onOpenChange: (open: boolean) => void; scope: OrganizationScope }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Invite User" description="They join this organization and receive an e-mail with a sign-in link.">
      {open ? <InviteMemberForm scope={scope} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

export function InviteMemberForm({ scope, onDone }: { scope: OrganizationScope; onDone: () => void }) {
  const id = useId();
  const invite = useInviteMember(scope);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MemberInviteValues>({ resolver: memberInviteResolver, defaultValues: { email: '', firstName: '', lastName: '', role: 'viewer' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = organizationInviteBodySchema.parse(toBody(values)) as OrganizationInviteBody;
      const { message } = await invite.mutateAsync(body);
      // The server's message says whether the e-mail went out.
      toast.success(message || `Invitation sent to ${body.email}`);
      onDone();
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(serverFirst(ADMIN_MESSAGES.failedToInvite, error));
    }
  });

  const control = (name: keyof MemberInviteValues) => ({
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
      <Field id={`${id}-role`} label="Role">
        <select className={SELECT_CLASS} {...control('role')} {...form.register('role')}>
          {INVITE_PLATFORM_ROLES.map((role) => (
            <option key={role} value={role}>
              {humanLabel(role)}
            </option>
          ))}
        </select>
      </Field>
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
