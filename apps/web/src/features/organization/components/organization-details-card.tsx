import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  descriptionSchema,
  organizationDomainSchema,
  ownOrganizationUpdateBodySchema,
  type Organization,
  type OwnOrganizationUpdateBody,
} from '@plotline/shared';
import { useUpdateScopedOrganization, type OrganizationScope } from '@/api/organization';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverFirst, wasNotified } from '@/lib/failure-toast';
import { cn } from '@/lib/cn';
import { formResolver } from '@/lib/form-errors';
import { humanLabel } from '@/lib/format';
import { formatLimit } from '../utils/members';
import { Field, FormError } from '@/components/ui/form-field';

interface DetailsValues {
  name: string;
  domain: string;
  description: string;
}

const shape = ownOrganizationUpdateBodySchema.shape;
/** The shared update request's rules on the form's fields; an empty domain clears it (docs/decisions.md D29). */
const detailsSchema = z.object({ name: shape.name, domain: organizationDomainSchema, description: descriptionSchema });
const detailsResolver = formResolver(detailsSchema, { name: { label: 'Name' }, domain: { label: 'Domain' }, description: { label: 'Description' } });

const toBody = (values: DetailsValues): OwnOrganizationUpdateBody => ({
  name: values.name,
  description: values.description,
  domain: values.domain === '' ? null : values.domain,
});

/** Organization Details with its Edit toggle. */
export function OrganizationDetailsCard({ organization, scope }: { organization: Organization; scope: OrganizationScope }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section aria-labelledby="organization-details-heading" className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 id="organization-details-heading" className="text-base font-semibold text-gray-900">
          Organization Details
        </h2>
        {isEditing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            Edit
          </Button>
        )}
      </div>
      {isEditing ? (
        <DetailsForm organization={organization} scope={scope} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact term="Name">{organization.name}</Fact>
          <Fact term="Subscription">{humanLabel(organization.subscription)}</Fact>
          <Fact term="Domain">{organization.domain || ADMIN_MESSAGES.domainNotSet}</Fact>
          <Fact term="Status">{humanLabel(organization.status)}</Fact>
          <Fact term="User limit">{`${organization.totalUserCount} of ${formatLimit(organization.maxUserCount)}`}</Fact>
          <Fact term="Active seats">{seatsText(organization)}</Fact>
          {/* One wrapper per pair: a <dl> may hold <div>s of <dt>/<dd>, never a <div> in a <div>. */}
          <Fact term="Description" className="sm:col-span-2">
            {organization.description || <span className="text-gray-500">No description</span>}
          </Fact>
        </dl>
      )}
    </section>
  );
}

/** Seats as max_active_seats counts them: active members plus open invitations (docs/decisions.md D13). */
export function seatsText(organization: Pick<Organization, 'usedSeatCount' | 'activeUserCount' | 'maxActiveSeats'>): string {
  const invited = organization.usedSeatCount - organization.activeUserCount;
  const used = `${organization.usedSeatCount} of ${formatLimit(organization.maxActiveSeats)}`;
  return invited > 0 ? `${used} (${invited} invited)` : used;
}

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-gray-500">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

function DetailsForm({ organization, scope, onDone }: { organization: Organization; scope: OrganizationScope; onDone: () => void }) {
  const id = useId();
  const update = useUpdateScopedOrganization(scope);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: detailsResolver,
    defaultValues: { name: organization.name, domain: organization.domain ?? '', description: organization.description },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(toBody(values));
      toast.success('Organization updated');
      onDone();
    } catch (error) {
      if (wasNotified(error)) return;
      setFailure(serverFirst(ADMIN_MESSAGES.failedToUpdateOrganization, error));
    }
  });

  const control = (name: keyof DetailsValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input {...control('name')} {...form.register('name')} />
        </Field>
        <Field id={`${id}-domain`} label="Domain" error={errors.domain?.message}>
          <Input placeholder="example.com" {...control('domain')} {...form.register('domain')} />
        </Field>
      </div>
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        <textarea
          rows={3}
          className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
          {...control('description')}
          {...form.register('description')}
        />
      </Field>
      <FormError message={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
