import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { deleteUserQuerySchema, type AdminUser } from '@plotline/shared';
import { useAdminUsersQuery, useDeleteUser } from '@/api/admin';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-errors';

/** How many active users the picker lists at a time; the search narrows it down. */
const CANDIDATES = 50;

const transferSchema = z.object({
  search: z.string(),
  /** The delete request's transferProjectsTo, required here. */
  heirId: z.string().min(1, 'is required').pipe(deleteUserQuerySchema.shape.transferProjectsTo.unwrap()),
});
const resolver = formResolver(transferSchema, {
  heirId: { label: 'New owner', required: 'Choose who takes the projects over.' },
});

/**
 * Deleting a user who owns projects (the server answered OWNS_PROJECTS): the admin names an active
 * user who takes every one of them over, and the deletion goes ahead with that (docs/decisions.md
 * D17). Nothing happens until they confirm.
 */
export function TransferProjectsDialog({
  user,
  reason,
  onOpenChange,
}: {
  /** The user being deleted; null closes the dialog. */
  user: AdminUser | null;
  /** The server's words ('This user owns N projects; …'). */
  reason: string;
  onOpenChange: (open: boolean) => void;
}) {
  return user ? <TransferForm key={user.id} user={user} reason={reason} onOpenChange={onOpenChange} /> : null;
}

function TransferForm({
  user,
  reason,
  onOpenChange,
}: {
  user: AdminUser;
  reason: string;
  onOpenChange: (open: boolean) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver, defaultValues: { search: '', heirId: '' } });
  const search = useWatch({ control: form.control, name: 'search' });
  const candidates = useAdminUsersQuery({
    q: search.trim(),
    page: 1,
    pageSize: CANDIDATES,
    status: 'active',
  });
  const deleteUser = useDeleteUser();
  const options = (candidates.data?.users ?? []).filter((candidate) => candidate.id !== user.id);

  const onSubmit = form.handleSubmit(async ({ heirId }) => {
    setFailure(null);
    try {
      await deleteUser.mutateAsync({ id: user.id, transferProjectsTo: heirId });
      const heir = options.find((candidate) => candidate.id === heirId);
      toast.success(
        `${user.name || user.email} was deleted; their projects now belong to ${heir?.name || heir?.email || 'the chosen user'}`,
      );
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Transfer Projects"
      description={`${reason}. Choose who takes over their projects; then ${user.name || user.email || 'the user'} is deleted.`}
      onSubmit={onSubmit}
      submitLabel="Transfer and Delete"
      busyLabel="Processing..."
      submitVariant="destructive"
      isBusy={deleteUser.isPending}
      dismissible={!deleteUser.isPending}
      error={failure}
    >
      <FormProvider {...form}>
        <TextField name="search" label="Find a user" type="search" placeholder="Name or email" />
        <SelectField
          name="heirId"
          label="New owner"
          placeholder={
            candidates.isPending
              ? 'Loading users…'
              : options.length === 0
                ? 'No active users found'
                : 'Select a user…'
          }
          options={options.map((candidate) => ({
            value: candidate.id,
            label: candidate.name ? `${candidate.name} (${candidate.email})` : candidate.email,
          }))}
        />
      </FormProvider>
    </FormDialog>
  );
}
