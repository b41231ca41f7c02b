import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link2 } from 'lucide-react';
import { z } from 'zod';
import {
  createPublicLinkBodySchema,
  PUBLIC_LINK_DEFAULT_DAYS,
  PUBLIC_LINK_MAX_DAYS,
  PUBLISHING_MESSAGES,
  type CreatedPublicLink,
  type PublicLink,
} from '@plotline/shared';
import { usePublicLinks } from '@/api/publishing';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { copyText, OnceShownSecret } from '@/components/ui/once-shown-secret';
import { errorMessage } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { formResolver, typedNumber } from '@/lib/form-errors';
import { PublishedList, type PublishedItem, type PublishingDialogKind } from './published-list';

/** The days field as typed (a string), checked by the server's own rule (1–365 whole days). */
const linkFormSchema = z.object({
  expiresInDays: typedNumber(createPublicLinkBodySchema.shape.expiresInDays),
});
const resolver = formResolver(linkFormSchema, { expiresInDays: { label: 'Expires in (days)' } });

/**
 * "Public links" (owners and admins; docs/decisions.md D42): make a read-only link that expires in
 * 1–365 days, shown and copied once, and revoke the project's links.
 */
export const PUBLIC_LINKS_DIALOG: PublishingDialogKind = { title: 'Public links', Content: LinksContent, icon: <Link2 className="h-5 w-5" aria-hidden="true" />, describe: ({ name }) => `Anyone with a link sees ${name} read-only (timeline, calendar and table) without signing in, but none of the people in it.` };

/** A link as its row says it: when made, and when it stops (or stopped) working. */
const linkItem = (link: PublicLink, now: number): PublishedItem => ({
  id: link.id,
  label: `Created ${formatShortDate(link.createdAt)}`,
  detail: `${Date.parse(link.expiresAt) <= now ? 'Expired' : 'Expires'} ${formatShortDate(link.expiresAt)}`,
});

function LinksContent({ projectId }: { projectId: string }) {
  const { list: links, create: createLink, revoke: revokeLink } = usePublicLinks(projectId);
  const [created, setCreated] = useState<{ link: CreatedPublicLink; isCopied: boolean } | null>(null);
  const form = useForm({ resolver, defaultValues: { expiresInDays: String(PUBLIC_LINK_DEFAULT_DAYS) } });
  // "Expired" is judged as of opening the dialog.
  const [now] = useState(() => Date.now());

  const submit = form.handleSubmit((body) =>
    createLink.mutateAsync(body).then(
      async (link) => setCreated({ link, isCopied: await copyText(link.url) }),
      () => undefined, // said by the FormError below
    ),
  );

  return (
    <div className="space-y-4">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
          <TextField
            name="expiresInDays"
            label="Expires in (days)"
            type="number"
            min={1}
            max={PUBLIC_LINK_MAX_DAYS}
            inputMode="numeric"
            hint={`1–${PUBLIC_LINK_MAX_DAYS} days`}
            className="w-40"
          />
          <Button type="submit" disabled={createLink.isPending} className="mb-5">
            {createLink.isPending ? 'Creating...' : 'Create link'}
          </Button>
        </form>
      </FormProvider>
      <FormError message={createLink.isError ? `Failed to create the link: ${errorMessage(createLink.error)}` : null} />
      {created ? (
        <OnceShownSecret
          region="New public link"
          label={`Read-only link, expires ${formatShortDate(created.link.expiresAt)}${created.isCopied ? ' (copied)' : ''}`}
          value={created.link.url}
          warning={PUBLISHING_MESSAGES.copyOnce}
          copyLabel="Copy public link"
          copiedMessage="Public link copied"
          isInitiallyCopied={created.isCopied}
        />
      ) : null}
      <PublishedList heading="Links to this project" what="public link" emptyText="No public links yet." query={links} toItem={(link) => linkItem(link, now)} revoke={revokeLink}
        onRevoked={(linkId) => created?.link.id === linkId && setCreated(null)}
      />
    </div>
  );
}
