import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ADMIN_MESSAGES,
  adminUpdateUserBodySchema,
  EDITABLE_USER_STATUSES,
  PLATFORM_ROLES,
  SYS_ROLES,
  type AdminUpdateUserBody,
  type AdminUser,
} from '@plotline/shared';
import { useUpdateUser } from '@/api/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverFirst, wasNotified } from '@/lib/failure-toast';
import { humanLabel } from '@/lib/format';
import { Field, FormDialog, FormError, SELECT_CLASS } from './form-dialog';

interface EditValues {
  email: string;
  firstName: string;
  lastName: string;
  role: AdminUser['role'];
  sysRole: AdminUser['sysRole'];
  status: AdminUser['status'];
}

const LABELS: Record<string, { field: keyof EditValues; label: string }> = {
  email: { field: 'email', label: 'Email' },
  first_name: { field: 'firstName', label: 'First name' },
  last_name: { field: 'lastName', label: 'Last name' },
};

function toBody(values: EditValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    role: values.role,
    sys_role: values.sysRole,
  };
  // A deactivated user keeps that status unless the admin picks one of the editable four.
  if ((EDITABLE_USER_STATUSES as readonly string[]).includes(values.status)) body.is_active = values.status;
  return body;
}

export function EditUserDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={user !== null} onOpenChange={onOpenChange} title="Edit User">
      {user ? <EditUserForm user={user} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const id = useId();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver: Resolver<EditValues> = (values) => {
    const parsed = adminUpdateUserBodySchema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const target = LABELS[String(issue.path[0])];
      const key = target?.field ?? 'root';
      const text = issue.message === 'must not be blank' ? 'is required' : issue.message;
      errors[key] ??= { type: 'validate', message: target ? `${target.label} ${text}` : text };
    }
    return { values: {}, errors };
  };
  const form = useForm<EditValues>({
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
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: user.id, body: adminUpdateUserBodySchema.parse(toBody(values)) as AdminUpdateUserBody });
      toast.success('User updated');
      onDone();
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(serverFirst(ADMIN_MESSAGES.failedToUpdateDetails, error));
    }
  });

  const control = (name: keyof EditValues) => ({
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
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-role`} label="Role">
          <select className={SELECT_CLASS} {...control('role')} {...form.register('role')}>
            {PLATFORM_ROLES.map((role) => (
              <option key={role} value={role}>
                {humanLabel(role)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-sysRole`} label="System role">
          <select className={SELECT_CLASS} {...control('sysRole')} {...form.register('sysRole')}>
            {SYS_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-status`} label="Status">
          <select className={SELECT_CLASS} {...control('status')} {...form.register('status')}>
            {user.status === 'deactivated' ? <option value="deactivated">Deactivated</option> : null}
            {EDITABLE_USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanLabel(status)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormError message={failure ?? errors.root?.message ?? null} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
