import { useId } from 'react';
import { toast } from 'sonner';
import type { CurrentUser } from '@plotline/shared';
import {
  DEFAULT_VIEW_LABELS,
  defaultViewChoicesFor,
  readDefaultView,
  readStoredDefaultView,
  useSaveDefaultView,
  type DefaultViewChoice,
} from '@/api/account';
import { useUiPreferencesQuery } from '@/api/preferences';
import { errorMessage } from '@/lib/api-client';
import { AccountSection } from './account-section';

/** The view `/` opens: the ui.default_view preference. */
export function DefaultViewCard({ user }: { user: CurrentUser }) {
  const selectId = useId();
  const preferences = useUiPreferencesQuery();
  const save = useSaveDefaultView();
  const choices = defaultViewChoicesFor(user);
  const current: DefaultViewChoice = readDefaultView(preferences.data) ?? readStoredDefaultView() ?? 'timeline';
  // A saved view the user may no longer open still shows, so the select never lies about the value.
  const options = choices.includes(current) ? choices : [...choices, current];

  return (
    <AccountSection
      labelledBy={`${selectId}-heading`}
      title="Preferences"
      description="Choose the view Plotline opens when you sign in."
    >
      <div className="max-w-xs">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-700">
          Default view
        </label>
        <select
          id={selectId}
          value={current}
          disabled={preferences.isPending || save.isPending}
          onChange={(event) => {
            const view = event.target.value as DefaultViewChoice;
            save.mutate(view, {
              onSuccess: () => toast.success(`Default view set to ${DEFAULT_VIEW_LABELS[view]}`),
              onError: (error) => toast.error(errorMessage(error)),
            });
          }}
          className="mt-1.5 block h-10 w-full cursor-pointer rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none disabled:cursor-wait disabled:opacity-60"
        >
          {options.map((view) => (
            <option key={view} value={view}>
              {DEFAULT_VIEW_LABELS[view]}
            </option>
          ))}
        </select>
      </div>
    </AccountSection>
  );
}
