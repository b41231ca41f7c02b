import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { z } from 'zod';
import {
  API_TOKEN_COPY_WARNING,
  API_TOKEN_DEFAULT_EXPIRY_DAYS,
  API_TOKEN_DEFAULT_SCOPE,
  API_TOKEN_MAX_EXPIRY_DAYS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiTokenScopeSchema,
  createApiTokenBodySchema,
  expiresInDaysSchema,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@plotline/shared';
import { useApiTokensQuery, useCreateApiToken, useRevokeApiToken } from '@/api/account';
import { Button } from '@/components/ui/button';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ItemText, RowAction } from '@/components/ui/list-row';
import { OnceShownSecret } from '@/components/ui/once-shown-secret';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toastFailure, toastOutcome } from '@/lib/failure-toast';
import { formatShortDate } from '@/lib/format';
import { formResolver, typedNumber } from '@/lib/form-errors';
import { formatExpiry, formatRelative } from '../utils/format';
import { AccountSection } from './account-section';
import { SectionQuery } from './section-query';

/** The form's fields as typed; the days as a string, so an emptied field is named rather than defaulted. */
type TokenValues = { name: string; scope: ApiTokenScope; expiresInDays: string };
const TOKEN_FIELDS = ['name', 'scope', 'expiresInDays'] as const;
const isTokenField = (value: string): value is (typeof TOKEN_FIELDS)[number] => (TOKEN_FIELDS as readonly string[]).includes(value);

/** The shared request's rules; every token expires (docs/decisions.md D21), so the days are required here. */
const tokenFormSchema = z.object({
  name: createApiTokenBodySchema.shape.name,
  scope: apiTokenScopeSchema,
  expiresInDays: typedNumber(expiresInDaysSchema),
});
const tokenResolver = formResolver(tokenFormSchema, {
  name: { label: 'Name' },
  scope: { label: 'Access' },
  expiresInDays: { label: 'Expires in (days)' },
});
const BLANK_TOKEN: TokenValues = { name: '', scope: API_TOKEN_DEFAULT_SCOPE, expiresInDays: String(API_TOKEN_DEFAULT_EXPIRY_DAYS) };
const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((value) => ({ value, label: API_TOKEN_SCOPE_LABELS[value] }));

/** The new token, shown once: a read-only field, a copy button and the warning. */
function NewTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  return (
    <OnceShownSecret
      region="New API token"
      label={`Token “${created.name}”`}
      value={created.token}
      warning={API_TOKEN_COPY_WARNING}
      copyLabel="Copy token"
      copiedMessage="Token copied"
      onDone={onDone}
    />
  );
}

const DAYS_HINT = `1–${API_TOKEN_MAX_EXPIRY_DAYS} days`;

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const form = useForm({ resolver: tokenResolver, defaultValues: BLANK_TOKEN });
  const scopeHint = useWatch({ control: form.control, name: 'scope' }) === 'read' ? 'Can only read' : 'Can read and change';

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      form.reset(BLANK_TOKEN);
      onCreated(created);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        // The server names the field first ("expiresInDays: …"); the name is the likeliest otherwise.
        const named = error.message.split(':')[0] ?? '';
        form.setError(isTokenField(named) ? named : 'name', { message: error.message });
      } else {
        toastFailure(errorMessage(error), error);
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Create API token"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem] sm:items-start lg:grid-cols-[minmax(0,1fr)_10rem_9rem_auto]"
      >
        <TextField name="name" label="Name" maxLength={120} placeholder="e.g. CI export script" />
        <SelectField name="scope" label="Access" options={SCOPE_OPTIONS} hint={scopeHint} />
        <TextField
          name="expiresInDays"
          label="Expires in (days)"
          hint={DAYS_HINT}
          type="number"
          inputMode="numeric"
          min={1}
          max={API_TOKEN_MAX_EXPIRY_DAYS}
        />
        <Button type="submit" className="sm:col-span-3 sm:justify-self-end lg:col-span-1 lg:mt-7" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </form>
    </FormProvider>
  );
}

/** Personal API tokens for scripts: create (secret shown once), list, revoke. */
export function ApiTokensCard() {
  const headingId = useId();
  const tokens = useApiTokensQuery();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [pendingToken, setPendingToken] = useState<ApiToken | null>(null);

  return (
    <AccountSection
      labelledBy={headingId}
      title="API tokens"
      description={
        <>
          Tokens let scripts call the Plotline API as you: send <code className="rounded bg-gray-100 px-1 py-0.5 text-xs">Authorization: Bearer &lt;token&gt;</code>.
          Treat them like passwords.
        </>
      }
    >
      <div className="space-y-5">
        {created ? <NewTokenNotice created={created} onDone={() => setCreated(null)} /> : null}
        <CreateTokenForm onCreated={setCreated} />
        <SectionQuery query={tokens} what="API tokens">
          {(list) =>
            list.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-gray-500">
                <KeyRound className="h-4 w-4" aria-hidden="true" />
                You have no API tokens yet.
              </p>
            ) : (
              <ul aria-label="Your API tokens" className="divide-y divide-gray-100 rounded-lg border border-gray-200">
                {list.map((token) => {
                  const expiry = formatExpiry(token.expiresAt);
                  return (
                    <li key={token.id} className="flex flex-wrap items-center gap-3 px-3 py-3 sm:px-4">
                      <KeyRound className="h-5 w-5 shrink-0 text-gray-400" aria-hidden="true" />
                      <ItemText
                        as="div"
                        primary={token.name}
                        secondary={
                          <dl className="flex flex-wrap gap-x-3 gap-y-0.5">
                            <TokenFact term="Created">{formatShortDate(token.createdAt)}</TokenFact>
                            <TokenFact term="Last used">{token.lastUsedAt ? formatRelative(token.lastUsedAt) : 'Never'}</TokenFact>
                            <TokenFact term="Access">{API_TOKEN_SCOPE_LABELS[token.scope]}</TokenFact>
                            <TokenFact term="Expires" isAlert={expiry.isExpired}>
                              {expiry.text}
                            </TokenFact>
                          </dl>
                        }
                      />
                      <RowAction label="Revoke" itemName={token.name} isDanger onClick={() => setPendingToken(token)} />
                    </li>
                  );
                })}
          </ul>
            )
          }
        </SectionQuery>
      </div>
      <ConfirmFor
        item={pendingToken}
        onClose={() => setPendingToken(null)}
        title="Revoke API token?"
        description={(token) => `Scripts using “${token.name}” will stop working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        isDestructive
        onConfirm={(token) =>
          toastOutcome(
            revoke.mutateAsync(token.id).then(() => {
              if (created?.id === token.id) setCreated(null);
            }),
            'API token revoked',
          )
        }
      />
    </AccountSection>
  );
}

function TokenFact({ term, isAlert = false, children }: { term: string; isAlert?: boolean; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{term}</dt>
      <dd className={isAlert ? 'font-medium text-red-600' : undefined}>{children}</dd>
    </div>
  );
}
