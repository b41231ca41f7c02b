import { useId } from 'react';
import { toast } from 'sonner';
import {
  DEFAULT_VIEW_LABELS,
  isSavedBackView,
  readDefaultView,
  readStoredDefaultView,
  SAVED_BACK_VIEWS,
  useSaveDefaultView,
  useUiPreferencesQuery,
  warnPreferenceFailure,
  type DefaultViewChoice,
} from '@/api/preferences';
import { AccountSection } from './account-section';

/**
 * The view `/` opens: the ui.default_view preference. Only the views that are saved back may be
 * chosen; switching views saves it too.
 */
export function DefaultViewCard() {
  const selectId = useId();
  const preferences = useUiPreferencesQuery();
  const save = useSaveDefaultView();
  const current: DefaultViewChoice = readDefaultView(preferences.data) ?? readStoredDefaultView() ?? 'timeline';
  // A saved Admin or Organization default (set through the API) still shows, so the select never lies.
  const options: readonly DefaultViewChoice[] = isSavedBackView(current) ? SAVED_BACK_VIEWS : [...SAVED_BACK_VIEWS, current];

  return (
    <AccountSection
      labelledBy={`${selectId}-heading`}
      title="Preferences"
      description="Plotline opens the view you used last. Choose the one it opens next time you sign in."
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
            const view = event.target.value;
            if (!isSavedBackView(view)) return;
            save.mutate(view, {
              onSuccess: () => toast.success(`Default view set to ${DEFAULT_VIEW_LABELS[view]}`),
              // Like every preference save (docs/decisions.md D19); the select returns to the saved view.
              onError: warnPreferenceFailure,
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
