import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Input } from './input';
import { Field, fieldControl, SELECT_CLASS } from './field';

/* The pieces of field.tsx bound by name to the surrounding react-hook-form (docs/decisions.md D29). */

export { Field, fieldControl, fieldErrorId, fieldHintId, FormError, SELECT_CLASS } from './field';

/** A text input bound by name to the surrounding react-hook-form (FormProvider), with its label and error. */
export function TextField({
  name,
  label,
  hint,
  className,
  ...input
}: { name: string; label: ReactNode; hint?: ReactNode; className?: string } & Omit<
  ComponentProps<'input'>,
  'name' | 'id'
>) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Input autoComplete="off" {...input} {...fieldControl(id, error, hint)} {...register(name)} />
    </Field>
  );
}

/** A native select bound by name to the surrounding react-hook-form, with its label and error. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  disabled,
  className,
}: {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A grey line under the select (what the choice means). */
  hint?: ReactNode;
  /** A first, empty choice ('Select an organization'). */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select className={SELECT_CLASS} disabled={disabled} {...fieldControl(id, error, hint)} {...register(name)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
