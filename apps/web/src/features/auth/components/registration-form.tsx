import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { completeRegistrationBodySchema, REGISTRATION_MESSAGES } from '@plotline/shared';
import { useClearPendingRegistration, useCompleteRegistration, usePendingRegistrationQuery } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { splitName } from '../utils/split-name';

export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTRATION_NETWORK_FAILED = 'Registration failed. Please try again.';

/** The form's part of the shared request schema: the token is not a field. */
const namesSchema = completeRegistrationBodySchema.pick({ firstName: true, lastName: true });
type NamesInput = { firstName: string; lastName: string };

/** First and last name, side by side; the form's one message line describes both. */
const NAME_FIELDS = [
  { name: 'firstName', id: 'registration-first-name', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', id: 'registration-last-name', label: 'Last name', autoComplete: 'family-name' },
] as const;

export interface RegistrationFormProps {
  tempToken: string | null;
  /** From the landing URL (`invited=true`); the pending registration may also say so. */
  isInvited: boolean;
  /** Back to the login panel (after the pending registration was cleared or could not be read). */
  onCancel: () => void;
  /** Registered but not signed in: the thank-you panel takes over. */
  onRegistered: () => void;
}

export function RegistrationForm({ tempToken, isInvited: isInvitedParam, onCancel, onRegistered }: RegistrationFormProps) {
  const pending = usePendingRegistrationQuery(tempToken);
  const completeRegistration = useCompleteRegistration();
  const clearPending = useClearPendingRegistration();
  const [tokenError, setTokenError] = useState<string | null>(null);
  const errorId = useId();
  const isInvited = isInvitedParam || pending.data?.isInvited === true;

  const form = useForm<NamesInput, unknown, NamesInput>({
    resolver: zodResolver(namesSchema),
    defaultValues: { firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  // Prefill once the pending registration arrives, without overwriting anything typed meanwhile,
  // nor writing into the field the person is in: their next key would be added to the name written.
  const pendingName = pending.data?.name;
  useEffect(() => {
    if (pendingName === undefined) return;
    const names = splitName(pendingName);
    for (const field of NAME_FIELDS) {
      const isBeingEdited = document.activeElement?.id === field.id;
      if (!form.getValues(field.name) && !isBeingEdited) form.setValue(field.name, names[field.name]);
    }
  }, [pendingName, form]);

  const pendingError = pending.error;
  useEffect(() => {
    if (!pendingError) return;
    toast.error(errorMessage(pendingError), { id: 'pending-registration' });
    onCancel();
  }, [pendingError, onCancel]);

  const onSubmit = form.handleSubmit(async (names) => {
    if (!tempToken) {
      setTokenError(REGISTRATION_MESSAGES.tokenMissing);
      return;
    }
    setTokenError(null);
    try {
      const result = await completeRegistration.mutateAsync({ ...names, tempToken });
      // The response set the session cookie: a fresh load at the root starts the signed-in app.
      if (result.isSignedIn) browser.replaceLocation('/');
      else onRegistered();
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError) toast.error(error.serverMessage ?? REGISTRATION_FAILED);
      else toast.error(REGISTRATION_NETWORK_FAILED);
    }
  });

  function handleCancel() {
    // Best effort: the pending state also expires on the server by itself.
    if (tempToken) clearPending.mutate(tempToken);
    form.reset();
    setTokenError(null);
    onCancel();
  }

  // One message for both names, as the spec words it; other rules (length) name their field.
  const rawNameError = errors.firstName?.message ?? errors.lastName?.message;
  const nameError =
    rawNameError === undefined || rawNameError === REGISTRATION_MESSAGES.namesRequired
      ? rawNameError
      : `${errors.firstName ? 'First name' : 'Last name'} ${rawNameError}`;
  const formError = nameError ?? tokenError;
  const isSubmitting = form.formState.isSubmitting || completeRegistration.isPending;
  // The arriving details re-lay the form out (heading, subtitle, names), and a press whose release
  // lands after that move is no click at all: the button waits for them (docs/decisions.md D24).
  const isLoadingDetails = pending.isLoading;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="text-center">
        <h2 className="text-xl font-semibold text-gray-900">{isInvited ? 'Complete Your Invitation' : 'Complete Your Registration'}</h2>
        <p className="mt-1 text-sm text-gray-500">
          {isLoadingDetails ? (
            // In the subtitle's line, not a row of its own, so the fields do not jump when it goes.
            <span role="status" className="inline-flex items-center gap-2">
              <Spinner className="h-4 w-4" />
              Loading your details…
            </span>
          ) : pending.data?.email ? (
            <>
              Signed in as <span className="font-medium text-gray-700">{pending.data.email}</span>
            </>
          ) : (
            'Tell us your name to finish setting up your account.'
          )}
        </p>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {NAME_FIELDS.map(({ name, id, label, autoComplete }) => (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={id}>{label}</Label>
            <Input
              id={id}
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={formError ? errorId : undefined}
              disabled={isSubmitting}
              {...form.register(name)}
            />
          </div>
        ))}
      </div>

      {formError ? (
        <p id={errorId} role="alert" className="-mt-2 text-sm text-red-600">
          {formError}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || isLoadingDetails} aria-busy={isLoadingDetails || undefined}>
        {isSubmitting ? 'Submitting...' : isInvited ? 'Activate Account' : 'Complete Registration'}
      </Button>
      <div className="text-center">
        <Button variant="link" onClick={handleCancel} disabled={isSubmitting} className="text-sm text-gray-500 hover:text-gray-700">
          Cancel
        </Button>
      </div>
    </form>
  );
}
