import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import {
  API_TOKEN_COPY_WARNING,
  API_TOKEN_DEFAULT_EXPIRY_DAYS,
  API_TOKEN_DEFAULT_SCOPE,
  API_TOKEN_MAX_EXPIRY_DAYS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiTokenScopeSchema,
  createApiTokenBodySchema,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@plotline/shared';
import { useApiTokensQuery, useCreateApiToken, useRevokeApiToken } from '@/api/account';
import { Button } from '@/components/ui/button';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { Field, fieldControl, SELECT_CLASS } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ItemText, LabelledOptions, RowAction } from '@/components/ui/list-row';
import { OnceShownSecret } from '@/components/ui/once-shown-secret';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toastFailure, toastOutcome } from '@/lib/failure-toast';
import { formatShortDate } from '@/lib/format';
import { formatExpiry, formatRelative } from '../utils/format';
import { AccountSection } from './account-section';
import { SectionQuery } from './section-query';

type Field = 'name' | 'scope' | 'expiresInDays';
type FieldErrors = Partial<Record<Field, string>>;
type TokenBody = { name: string; scope: ApiTokenScope; expiresInDays: number };

const FIELD_LABELS: Record<Field, string> = { name: 'Name', scope: 'Access', expiresInDays: 'Expires in (days)' };
const isField = (value: unknown): value is Field => value === 'name' || value === 'scope' || value === 'expiresInDays';

/** Validates with the shared schema; messages are prefixed with the field label. Every token expires (docs/decisions.md D21). */
function validate(name: string, scope: string, days: string): { body?: TokenBody; errors: FieldErrors } {
  // An empty number field is no number, so the schema names it rather than picking a default silently.
  const candidate = { name, scope, expiresInDays: days.trim() === '' ? undefined : Number(days) };
  const parsed = createApiTokenBodySchema.safeParse(candidate);
  if (parsed.success && parsed.data.expiresInDays !== undefined) {
    return { body: { name: parsed.data.name, scope: parsed.data.scope, expiresInDays: parsed.data.expiresInDays }, errors: {} };
  }
  const errors: FieldErrors = {};
  if (parsed.success) errors.expiresInDays = `${FIELD_LABELS.expiresInDays} is required`;
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = `${FIELD_LABELS[field]} ${issue.message}`;
  }
  return { errors };
}

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
  const nameId = useId();
  const scopeId = useId();
  const daysId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>(API_TOKEN_DEFAULT_SCOPE);
  const [days, setDays] = useState(String(API_TOKEN_DEFAULT_EXPIRY_DAYS));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateApiToken();
  const scopeHint = scope === 'read' ? 'Can only read' : 'Can read and change';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(name, scope, days);
    setErrors(result.errors);
    if (!result.body) return;
    try {
      const created = await create.mutateAsync(result.body);
      setName('');
      setScope(API_TOKEN_DEFAULT_SCOPE);
      setDays(String(API_TOKEN_DEFAULT_EXPIRY_DAYS));
      onCreated(created);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        // The server names the field first ("expiresInDays: …"); the name is the likeliest otherwise.
        const named = error.message.split(':')[0];
        setErrors({ [isField(named) ? named : 'name']: error.message });
      } else {
        toastFailure(errorMessage(error), error);
      }
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Create API token"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem] sm:items-start lg:grid-cols-[minmax(0,1fr)_10rem_9rem_auto]"
    >
      <Field id={nameId} label="Name" error={errors.name}>
        <Input
          {...fieldControl(nameId, errors.name)}
          value={name}
          maxLength={120}
          placeholder="e.g. CI export script"
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field id={scopeId} label="Access" error={errors.scope} hint={scopeHint}>
        <select
          {...fieldControl(scopeId, errors.scope, scopeHint)}
          value={scope}
          onChange={(event) => {
            const picked = apiTokenScopeSchema.safeParse(event.target.value);
            if (picked.success) setScope(picked.data);
          }}
          className={SELECT_CLASS}
        >
          <LabelledOptions values={API_TOKEN_SCOPES} labels={API_TOKEN_SCOPE_LABELS} />
        </select>
      </Field>
      <Field id={daysId} label="Expires in (days)" error={errors.expiresInDays} hint={DAYS_HINT}>
        <Input
          {...fieldControl(daysId, errors.expiresInDays, DAYS_HINT)}
          type="number"
          inputMode="numeric"
          min={1}
          max={API_TOKEN_MAX_EXPIRY_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </Field>
      <Button type="submit" className="sm:col-span-3 sm:justify-self-end lg:col-span-1 lg:mt-7" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create token'}
      </Button>
    </form>
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
