import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/*
 * One mapping of Zod issues to the words a form shows (docs/decisions.md D29).
 *
 * The shared request schemas say what is wrong in a fragment that follows the field's name
 * ('must not be blank', 'must be at most 120 characters', 'must be a valid email address'), so the
 * server can answer "first_name must not be blank". A form puts its own label first instead:
 * "First name must be at most 120 characters". A blank or missing value reads "{Label} is
 * required" unless the spec prescribes a sentence for that field ('Please enter a project name'),
 * given as `required`. A message that already is a sentence (it starts with a capital letter, as
 * the form-only rules' messages do) is shown as it is.
 *
 * Every form validates with `formResolver(schema, wording)`: react-hook-form's zodResolver over a
 * schema derived from the shared request schema, with the messages worded here.
 */

export interface FieldWording {
  /** The field's visible label, put before the schema's fragment. */
  label: string;
  /** The spec's sentence for a blank or missing value, instead of "{label} is required". */
  required?: string;
}

/** Wording per form field; a field left out keeps the schema's message. */
export type FormWording<Values> = Partial<Record<keyof Values & string, FieldWording>>;

/** The schemas' fragments for "nothing there" (common.ts nameSchema/titleSchema, admin.ts userEmailSchema). */
const BLANK_MESSAGES = new Set(['must not be blank', 'is required']);

/** The text a form shows for one issue on a field with this wording. */
export function wordIssue(message: string, wording: FieldWording | undefined): string {
  if (BLANK_MESSAGES.has(message))
    return wording?.required ?? (wording ? `${wording.label} is required` : 'This field is required');
  if (!wording || /^[A-Z]/.test(message)) return message;
  return `${wording.label} ${message}`;
}

/**
 * Field → message for the first issue on each top-level field, worded as above; for code that checks
 * a body outside react-hook-form (an import row, a quick inline form).
 */
export function issueMessages<Values>(
  error: z.ZodError,
  wording: FormWording<Values>,
): Partial<Record<keyof Values & string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'root');
    messages[field] ??= wordIssue(
      issue.message,
      (wording as Record<string, FieldWording | undefined>)[field],
    );
  }
  return messages as Partial<Record<keyof Values & string, string>>;
}

/**
 * A number typed into a field (a string) checked by the shared rule: an emptied field is "{Label} is
 * required", not the rule's minimum; text that is no number fails the rule's own type message.
 */
export function typedNumber<Output>(rule: z.ZodType<Output, number>) {
  return z.string().trim().min(1, 'is required').transform(Number).pipe(rule);
}

/** react-hook-form's zodResolver with the messages worded for the form (see above). */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  wording: FormWording<Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: wordErrors(result.errors, wording) } as Awaited<
      ReturnType<Resolver<Input, unknown, Output>>
    >;
  };
}

function wordErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  wording: FormWording<Values>,
): FieldErrors<Values> {
  const worded: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    const fieldError = error as FieldError | undefined;
    worded[field] =
      fieldError && typeof fieldError.message === 'string'
        ? {
            ...fieldError,
            message: wordIssue(
              fieldError.message,
              (wording as Record<string, FieldWording | undefined>)[field],
            ),
          }
        : error;
  }
  return worded as FieldErrors<Values>;
}
