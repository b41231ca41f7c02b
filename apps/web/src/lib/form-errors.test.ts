import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameSchema, PLANNING_MESSAGES, userEmailSchema } from '@plotline/shared';
import { formResolver, issueMessages, wordIssue } from './form-errors';

const schema = z
  .object({ firstName: nameSchema, email: userEmailSchema, projectName: nameSchema, choice: z.string() })
  .superRefine((values, ctx) => {
    if (values.choice === '')
      ctx.addIssue({ code: 'custom', path: ['choice'], message: 'Please select an organization' });
  });
type Values = z.input<typeof schema>;
const wording = {
  firstName: { label: 'First name' },
  email: { label: 'Email' },
  projectName: { label: 'Project name', required: PLANNING_MESSAGES.projectNameRequired },
  choice: { label: 'Organization' },
};

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('form wording', () => {
  it('puts the label before the schema fragment and says "is required" for a blank value', () => {
    expect(wordIssue('must not be blank', { label: 'First name' })).toBe('First name is required');
    expect(wordIssue('must be at most 120 characters', { label: 'First name' })).toBe(
      'First name must be at most 120 characters',
    );
  });

  it("uses the spec's sentence for a blank field when the form gives one, and keeps full sentences", () => {
    expect(wordIssue('must not be blank', wording.projectName)).toBe('Please enter a project name');
    expect(wordIssue('Please select an organization', wording.choice)).toBe('Please select an organization');
  });

  it('words every failing field through the zod resolver', async () => {
    const resolver = formResolver(schema, wording);
    const values: Values = { firstName: ' ', email: 'not-an-email', projectName: '', choice: 'x' };
    const result = await resolver(values, undefined, resolverOptions);
    expect(result.errors.firstName?.message).toBe('First name is required');
    expect(result.errors.email?.message).toBe('Email must be a valid email address');
    expect(result.errors.projectName?.message).toBe('Please enter a project name');
  });

  it('returns the parsed (trimmed) values when the form is valid', async () => {
    const resolver = formResolver(schema, wording);
    const result = await resolver(
      { firstName: ' Ada ', email: 'ADA@example.com', projectName: 'Apollo', choice: 'x' },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      projectName: 'Apollo',
      choice: 'x',
    });
  });

  it('maps a ZodError to one message per field for code outside react-hook-form', () => {
    const parsed = schema.safeParse({
      firstName: 'A'.repeat(121),
      email: 'a@b.co',
      projectName: 'P',
      choice: '',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issueMessages(parsed.error, wording)).toEqual({
      firstName: 'First name must be at most 120 characters',
      choice: 'Please select an organization',
    });
  });
});
