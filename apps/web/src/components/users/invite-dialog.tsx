import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { INVITE_PLATFORM_ROLES } from '@plotline/shared';
import { FormDialog, type DialogSize } from '@/components/ui/dialog';
import { wasNotified } from '@/lib/failure-toast';
import { PlatformRoleField, UserIdentityFields } from './user-fields';

const INVITE_SUBMIT = { submitLabel: 'Send Invitation', busyLabel: 'Sending...' } as const;

export interface InviteDialogProps<TValues extends FieldValues, TOutput, TBody extends { email: string }> {
  title: string;
  description: string;
  size: DialogSize;
  onOpenChange: (open: boolean) => void;
  /** The dialog's react-hook-form form (the person fields, 'role' and any fields of its own). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The request body built from the checked values. */
  toBody: (values: TOutput) => TBody;
  /** The invite mutation; the message it answers with is the success toast. */
  mutation: { mutateAsync: (body: TBody) => Promise<{ message?: string }>; isPending: boolean };
  /** The failure line's text for an error no toast has reported yet. */
  failureMessage: (error: unknown) => string;
  /** Fields shown after the platform role. */
  children?: ReactNode;
}

/**
 * The Invite New User (admin) and Invite User (organization) dialogs: the person fields and the
 * platform role, Send Invitation, the server's message as the success toast (it says whether the
 * e-mail went out, docs/decisions.md D13), the dialog closing on success and the failure line otherwise.
 */
export function InviteDialog<TValues extends FieldValues, TOutput, TBody extends { email: string }>({
  form,
  toBody,
  mutation,
  failureMessage,
  children,
  ...frame
}: InviteDialogProps<TValues, TOutput, TBody>) {
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toBody(values);
    try {
      const { message } = await mutation.mutateAsync(body);
      toast.success(message || `Invitation sent to ${body.email}`);
      frame.onOpenChange(false);
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(failureMessage(error));
    }
  });

  return (
    <FormDialog open {...frame} onSubmit={onSubmit} {...INVITE_SUBMIT} isBusy={mutation.isPending} error={failure}>
      <FormProvider {...form}>
        <UserIdentityFields />
        <PlatformRoleField roles={INVITE_PLATFORM_ROLES} />
        {children}
      </FormProvider>
    </FormDialog>
  );
}
