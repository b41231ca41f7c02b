import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * The pieces every dialog form is built from (docs/decisions.md D29): a labelled control with its
 * error line, the aria wiring between them, the native select's look and the red failure box.
 * Without the form library, so a view's first paint can use them (D59); form-field.tsx binds
 * them to react-hook-form.
 */

/** A labelled control with its error line; the id ties label, control and message together. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** A grey line under the control (what the field is for), hidden while an error shows. */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldHintId(id)} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * Spread on the control inside a Field: its id, aria-invalid while it has an error, and
 * aria-describedby pointing at the error, or else at the hint when the Field shows one.
 */
export function fieldControl(id: string, error: string | undefined, hint?: unknown) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : hint ? fieldHintId(id) : undefined,
  } as const;
}

export const SELECT_CLASS =
  'block h-10 w-full cursor-pointer rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-50 aria-invalid:border-red-500';

/** The red box inside a dialog, for a failure that belongs to no one field (the server's answer). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </div>
  );
}
