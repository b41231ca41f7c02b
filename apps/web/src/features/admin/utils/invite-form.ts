import { z } from 'zod';
import {
  adminInviteBodySchema,
  INVITE_ORGANIZATION_ROLES,
  nameSchema,
  organizationDomainSchema,
  type AdminInviteBody,
} from '@plotline/shared';
import {
  USER_FIELD_WORDING,
  USER_IDENTITY_DEFAULTS,
  userIdentitySchema,
} from '@/components/users/user-fields';
import type { FormWording } from '@/lib/form-errors';

/** The Invite New User form: the organization choice decides which fields go out. */
export const ORGANIZATION_CHOICES = ['none', 'existing', 'new'] as const;
export type OrganizationChoice = (typeof ORGANIZATION_CHOICES)[number];

export const INVITE_FORM_MESSAGES = {
  organizationRequired: 'Please select an organization',
  organizationNameRequired: 'Organization name is required',
} as const;

/**
 * The shared invite request's rules on the form's fields; the organization fields count only for
 * the choice that shows them (docs/decisions.md D29).
 */
export const inviteFormSchema = userIdentitySchema
  .extend({
    role: adminInviteBodySchema.shape.role,
    organizationChoice: z.enum(ORGANIZATION_CHOICES),
    organizationId: z.string(),
    orgRole: z.enum(INVITE_ORGANIZATION_ROLES),
    newOrganizationName: z.string(),
    newOrganizationDomain: z.string(),
  })
  .superRefine((values, ctx) => {
    const check = (schema: z.ZodType, value: string, field: string) => {
      const result = schema.safeParse(value);
      if (!result.success)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: result.error.issues[0]?.message ?? 'is invalid',
        });
    };
    if (values.organizationChoice === 'existing' && values.organizationId === '') {
      ctx.addIssue({ code: 'custom', path: ['organizationId'], message: 'is required' });
    }
    if (values.organizationChoice === 'new') {
      check(nameSchema, values.newOrganizationName, 'newOrganizationName');
      check(organizationDomainSchema, values.newOrganizationDomain, 'newOrganizationDomain');
    }
  });

export type InviteFormValues = z.input<typeof inviteFormSchema>;
type InviteFormOutput = z.output<typeof inviteFormSchema>;

export const INVITE_WORDING = {
  ...USER_FIELD_WORDING,
  organizationId: { label: 'Organization', required: INVITE_FORM_MESSAGES.organizationRequired },
  orgRole: { label: 'Organization role' },
  newOrganizationName: {
    label: 'Organization name',
    required: INVITE_FORM_MESSAGES.organizationNameRequired,
  },
  newOrganizationDomain: { label: 'Domain' },
} satisfies FormWording<InviteFormValues>;

export const INVITE_DEFAULTS: InviteFormValues = {
  ...USER_IDENTITY_DEFAULTS,
  role: 'viewer',
  organizationChoice: 'none',
  organizationId: '',
  orgRole: 'member',
  newOrganizationName: '',
  newOrganizationDomain: '',
};

/** The request body for checked form values: only the chosen organization's fields go out. */
export function inviteBody(values: InviteFormOutput): AdminInviteBody {
  const raw: Record<string, unknown> = {
    email: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    role: values.role,
  };
  if (values.organizationChoice === 'existing') {
    raw.organization_id = values.organizationId;
    raw.org_role = values.orgRole;
  } else if (values.organizationChoice === 'new') {
    raw.new_organization_name = values.newOrganizationName;
    if (values.newOrganizationDomain.trim()) raw.new_organization_domain = values.newOrganizationDomain;
  }
  return adminInviteBodySchema.parse(raw);
}
