import { useId } from 'react';
import { toast } from '@/lib/toast';
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
import { Field, SELECT_CLASS } from '@/components/ui/form-field';
import { LabelledOptions } from '@/components/ui/list-row';
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
      <Field id={selectId} label="Default view" className="max-w-xs">
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
          className={SELECT_CLASS}
        >
          <LabelledOptions values={options} labels={DEFAULT_VIEW_LABELS} />
        </select>
      </Field>
    </AccountSection>
  );
}
