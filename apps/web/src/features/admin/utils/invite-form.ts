import { adminInviteBodySchema, type AdminInviteBody, type PlatformRole } from '@plotline/shared';

/** The Invite New User form: the organization choice decides which fields go out. */
export type OrganizationChoice = 'none' | 'existing' | 'new';

export interface InviteFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: PlatformRole;
  organizationChoice: OrganizationChoice;
  organizationId: string;
  orgRole: 'member' | 'admin' | 'owner';
  newOrganizationName: string;
  newOrganizationDomain: string;
}

export const INVITE_DEFAULTS: InviteFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'viewer',
  organizationChoice: 'none',
  organizationId: '',
  orgRole: 'member',
  newOrganizationName: '',
  newOrganizationDomain: '',
};

export const INVITE_FORM_MESSAGES = {
  organizationRequired: 'Please select an organization',
  organizationNameRequired: 'Organization name is required',
} as const;

export type InviteFieldErrors = Partial<Record<keyof InviteFormValues, string>>;

const FIELD_OF: Record<string, { field: keyof InviteFormValues; label: string }> = {
  email: { field: 'email', label: 'Email' },
  first_name: { field: 'firstName', label: 'First name' },
  last_name: { field: 'lastName', label: 'Last name' },
  role: { field: 'role', label: 'Role' },
  organization_id: { field: 'organizationId', label: 'Organization' },
  org_role: { field: 'orgRole', label: 'Organization role' },
  new_organization_name: { field: 'newOrganizationName', label: 'Organization name' },
  new_organization_domain: { field: 'newOrganizationDomain', label: 'Domain' },
};

/** Builds the request body and checks it with the shared schema, plus the form-only rules. */
export function validateInvite(values: InviteFormValues): { body: AdminInviteBody; errors?: undefined } | { body?: undefined; errors: InviteFieldErrors } {
  const raw: Record<string, unknown> = {
    email: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    role: values.role,
  };
  const errors: InviteFieldErrors = {};
  if (values.organizationChoice === 'existing') {
    if (!values.organizationId) errors.organizationId = INVITE_FORM_MESSAGES.organizationRequired;
    else {
      raw.organization_id = values.organizationId;
      raw.org_role = values.orgRole;
    }
  } else if (values.organizationChoice === 'new') {
    if (!values.newOrganizationName.trim()) errors.newOrganizationName = INVITE_FORM_MESSAGES.organizationNameRequired;
    else raw.new_organization_name = values.newOrganizationName;
    if (values.newOrganizationDomain.trim()) raw.new_organization_domain = values.newOrganizationDomain;
  }
  const parsed = adminInviteBodySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const target = FIELD_OF[String(issue.path[0])];
      if (target && !errors[target.field]) errors[target.field] = `${target.label} ${issue.message === 'must not be blank' ? 'is required' : issue.message}`;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}
