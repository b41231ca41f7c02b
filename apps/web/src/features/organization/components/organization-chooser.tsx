import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@/lib/router';
import { Building2, ChevronRight } from 'lucide-react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { countLabel, nameSchema } from '@plotline/shared';
import { useCreateOrganization, useOrganizationsQuery } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { serverFirst, wasNotified } from '@/lib/failure-toast';
import { VIEW_PATHS } from '@/lib/routes';
import { Field, FormError } from '@/components/ui/form-field';

/** The organization view of one organization a SysAdmin picked (docs/decisions.md D27). */
export const organizationLink = (organizationId: string): string => `${VIEW_PATHS.organization}?org=${organizationId}`;

const createSchema = z.object({ name: nameSchema });
type CreateValues = z.infer<typeof createSchema>;

/**
 * What a SysAdmin without an organization sees on Organization: every organization to manage, and
 * a form to create one (docs/decisions.md D27).
 */
export function OrganizationChooser() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <OrganizationList />
      <CreateOrganizationForm />
    </div>
  );
}

function OrganizationList() {
  const organizations = useOrganizationsQuery();
  return (
    <section aria-labelledby="choose-organization-heading" className="space-y-3">
      <div>
        <h2 id="choose-organization-heading" className="text-base font-semibold text-gray-900">
          Choose an organization to manage
        </h2>
        <p className="mt-1 text-sm text-gray-500">You do not belong to an organization; as a SysAdmin you can manage any of them.</p>
      </div>
      {organizations.isPending ? (
        <LoadingBlock label="Loading organizations" className="py-10" size="md" />
      ) : organizations.isError ? (
        <FormError message={serverFirst('Failed to fetch organizations', organizations.error)} />
      ) : organizations.data.length === 0 ? (
        <EmptyState icon={<Building2 className="h-6 w-6" aria-hidden="true" />} title="No organizations yet" description="Create the first one." />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" aria-label="Organizations">
          {organizations.data.map((organization) => (
            <li key={organization.id}>
              <Link
                to={organizationLink(organization.id)}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-gray-900">{organization.name}</span>
                  <span className="block text-gray-500">{countLabel(organization.activeUserCount, 'active user')}</span>
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateOrganizationForm() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateValues>({ resolver: zodResolver(createSchema), defaultValues: { name: '' } });
  const nameError = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const organization = await create.mutateAsync(values);
      toast.success(`Organization ${organization.name} created`);
      navigate(organizationLink(organization.id));
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(serverFirst('Failed to create organization', error));
    }
  });

  return (
    <section aria-labelledby="create-organization-heading" className="h-fit rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="create-organization-heading" className="text-base font-semibold text-gray-900">
        Create an organization
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <Field id={`${id}-name`} label="Name" error={nameError ? `Name ${nameError === 'must not be blank' ? 'is required' : nameError}` : undefined}>
          <Input id={`${id}-name`} aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? `${id}-name-error` : undefined} {...form.register('name')} />
        </Field>
        <FormError message={failure} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Organization'}
        </Button>
      </form>
    </section>
  );
}
