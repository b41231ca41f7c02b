import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ADMIN_MESSAGES,
  INVITE_PLATFORM_ROLES,
  organizationInviteBodySchema,
  type OrganizationInviteBody,
} from '@plotline/shared';
import { useInviteMember, type OrganizationScope } from '@/api/organization';
import { FormDialog } from '@/components/ui/dialog';
import {
  INVITE_SUBMIT,
  PlatformRoleField,
  USER_FIELD_WORDING,
  USER_IDENTITY_DEFAULTS,
  UserIdentityFields,
  userIdentitySchema,
} from '@/components/users/user-fields';
import { serverFirst, wasNotified } from '@/lib/failure-toast';
import { formResolver } from '@/lib/form-errors';

/** The organization's Invite User form: the shared person fields and the role of the request schema. */
const memberInviteSchema = userIdentitySchema.extend({ role: organizationInviteBodySchema.shape.role });
const resolver = formResolver(memberInviteSchema, USER_FIELD_WORDING);

const toBody = (values: {
  email: string;
  firstName: string;
  lastName: string;
  role: OrganizationInviteBody['role'];
}): OrganizationInviteBody => ({
  email: values.email,
  first_name: values.firstName,
  last_name: values.lastName,
  role: values.role,
});

/** Remounted on every open, so the fields start empty (docs/decisions.md D29). */
export function InviteMemberDialog({
  open,
  onOpenChange,
  scope,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: OrganizationScope;
}) {
  return open ? <InviteMemberForm onOpenChange={onOpenChange} scope={scope} /> : null;
}

function InviteMemberForm({
  onOpenChange,
  scope,
}: {
  onOpenChange: (open: boolean) => void;
  scope: OrganizationScope;
}) {
  const invite = useInviteMember(scope);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver, defaultValues: { ...USER_IDENTITY_DEFAULTS, role: 'viewer' as const } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = toBody(values);
      const { message } = await invite.mutateAsync(body);
      // The server's message says whether the e-mail went out.
      toast.success(message || `Invitation sent to ${body.email}`);
      onOpenChange(false);
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(serverFirst(ADMIN_MESSAGES.failedToInvite, error));
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Invite User"
      description="They join this organization and receive an e-mail with a sign-in link."
      size="lg"
      onSubmit={onSubmit}
      {...INVITE_SUBMIT}
      isBusy={invite.isPending}
      error={failure}
    >
      <FormProvider {...form}>
        <UserIdentityFields />
        <PlatformRoleField roles={INVITE_PLATFORM_ROLES} />
      </FormProvider>
    </FormDialog>
  );
}
