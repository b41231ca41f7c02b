import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminUpdateUserBodySchema,
  EDITABLE_USER_STATUSES,
  PLATFORM_ROLES,
  SYS_ROLES,
  USER_STATUSES,
  type AdminUpdateUserBody,
  type AdminUser,
} from '@plotline/shared';
import { useUpdateUser } from '@/api/admin';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import {
  PlatformRoleField,
  USER_FIELD_WORDING,
  UserIdentityFields,
  userIdentitySchema,
} from '@/components/users/user-fields';
import { serverFirst, wasNotified } from '@/lib/failure-toast';
import { formResolver } from '@/lib/form-errors';
import { humanLabel } from '@/lib/format';

const shape = adminUpdateUserBodySchema.shape;
/** The shared person fields plus the update request's roles; any current status may stand (a deactivated user keeps it). */
const editUserSchema = userIdentitySchema.extend({
  role: shape.role.unwrap(),
  sysRole: shape.sys_role.unwrap(),
  status: z.enum(USER_STATUSES),
});
type EditValues = z.output<typeof editUserSchema>;
const resolver = formResolver(editUserSchema, USER_FIELD_WORDING);

function toBody(values: EditValues): AdminUpdateUserBody {
  const body: AdminUpdateUserBody = {
    email: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    role: values.role,
    sys_role: values.sysRole,
  };
  // A deactivated user keeps that status unless the admin picks one of the editable four.
  const status = EDITABLE_USER_STATUSES.find((editable) => editable === values.status);
  if (status) body.is_active = status;
  return body;
}

/** Remounted for every user, so the fields start from their details (docs/decisions.md D29). */
export function EditUserDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  return user ? <EditUserForm key={user.id} user={user} onOpenChange={onOpenChange} /> : null;
}

function EditUserForm({ user, onOpenChange }: { user: AdminUser; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver,
    defaultValues: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      sysRole: user.sysRole,
      status: user.status,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: user.id, body: toBody(values) });
      toast.success('User updated');
      onOpenChange(false);
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(serverFirst(ADMIN_MESSAGES.failedToUpdateDetails, error));
    }
  });

  const statuses =
    user.status === 'deactivated'
      ? ['deactivated' as const, ...EDITABLE_USER_STATUSES]
      : EDITABLE_USER_STATUSES;
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Edit User"
      size="xl"
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      isBusy={update.isPending}
      error={failure}
    >
      <FormProvider {...form}>
        <UserIdentityFields />
        <div className="grid gap-4 sm:grid-cols-3">
          <PlatformRoleField roles={PLATFORM_ROLES} />
          <SelectField
            name="sysRole"
            label="System role"
            options={SYS_ROLES.map((role) => ({ value: role, label: role }))}
          />
          <SelectField
            name="status"
            label="Status"
            options={statuses.map((status) => ({ value: status, label: humanLabel(status) }))}
          />
        </div>
      </FormProvider>
    </FormDialog>
  );
}
