import { useId, useState } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '@plotline/shared';
import { THEME_LABELS, useSaveTheme, useTheme, warnPreferenceFailure } from '@/api/preferences';
import { cn } from '@/lib/cn';
import { AccountSection } from './account-section';

const HINTS = { light: 'Always light', dark: 'Always dark', system: "Follows your device's setting" } as const;

/** Light, Dark or System: the ui.theme preference (docs/decisions.md D41), shown at once on every device. */
export function ThemeCard() {
  const id = useId();
  const saved = useTheme();
  const save = useSaveTheme();
  // Shown in the same event as the click: a controlled radio must not wait for the optimistic cache
  // write, which lands a tick later. A refused save keeps the choice for this device (its local
  // mirror), like every preference save (docs/decisions.md D19).
  const [chosen, setChosen] = useState<ThemeChoice | null>(null);
  const theme = chosen ?? saved;
  const choose = (choice: ThemeChoice) => {
    setChosen(choice);
    save.mutate(choice, { onError: warnPreferenceFailure });
  };
  return (
    <AccountSection labelledBy={`${id}-heading`} title="Appearance" description="How Plotline looks on your screens.">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700">Theme</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {THEME_CHOICES.map((choice) => (
            <label
              key={choice}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                theme === choice ? 'border-brand-500 bg-brand-50' : 'border-gray-200 bg-white hover:bg-gray-50',
              )}
            >
              <input
                type="radio"
                name={`${id}-theme`}
                value={choice}
                checked={theme === choice}
                onChange={() => choose(choice)}
                className="mt-0.5 h-4 w-4 accent-brand-600 focus-visible:outline-none"
              />
              <span>
                <span className="block font-medium text-gray-900">{THEME_LABELS[choice]}</span>
                <span className="block text-gray-500">{HINTS[choice]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </AccountSection>
  );
}
