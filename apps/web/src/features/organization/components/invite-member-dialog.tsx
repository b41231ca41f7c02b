import { useForm } from 'react-hook-form';
import { ADMIN_MESSAGES, organizationInviteBodySchema, type OrganizationInviteBody } from '@plotline/shared';
import { useInviteMember, type OrganizationScope } from '@/api/organization';
import { InviteDialog } from '@/components/users/invite-dialog';
import { USER_FIELD_WORDING, USER_IDENTITY_DEFAULTS, userIdentitySchema } from '@/components/users/user-fields';
import { serverFirst } from '@/lib/failure-toast';
import { formResolver } from '@/lib/form-errors';
import { mountedWhileOpen } from '@/components/ui/while-open';

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

/** The organization's Invite User: the person and their role in this organization. */
const MEMBER_INVITE = {
  title: 'Invite User',
  // A non-breaking hyphen (U+2011): the wrapped line never ends in 'sign-' (docs/dialogs.md).
  description: 'They join this organization and receive an e-mail with a sign\u2011in link.',
  size: 'lg',
  toBody,
  failureMessage: (error: unknown) => serverFirst(ADMIN_MESSAGES.failedToInvite, error),
} as const;

function InviteMemberForm({
  onOpenChange,
  scope,
}: {
  onOpenChange: (open: boolean) => void;
  scope: OrganizationScope;
}) {
  const invite = useInviteMember(scope);
  const form = useForm({ resolver, defaultValues: { ...USER_IDENTITY_DEFAULTS, role: 'viewer' as const } });
  return (
    <InviteDialog {...MEMBER_INVITE} onOpenChange={onOpenChange} form={form} mutation={invite} />
  );
}

/** Mounted per open, so every open starts fresh (docs/decisions.md D29). */
export const InviteMemberDialog = mountedWhileOpen(InviteMemberForm);
