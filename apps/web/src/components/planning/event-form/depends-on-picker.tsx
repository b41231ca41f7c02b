import { useId, useState } from 'react';
import { countLabel, formatUsDate } from '@plotline/shared';
import { SearchBox } from '@/components/ui/list-row';
import { CheckList } from '@/components/ui/check-row';
import { visibleDependsOn, type DependsOnOption } from './depends-on';

export interface DependsOnPickerProps {
  options: readonly DependsOnOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * The event form's "Depends on": a search box over the project's events and a list of check boxes,
 * the chosen ones first. Keyboard-usable as it is: Tab to the search, type, Tab into the list, Space
 * ticks (docs/decisions.md D38).
 */
export function DependsOnPicker({ options, value, onChange }: DependsOnPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const { shown, hidden } = visibleDependsOn(options, value, search);
  const chosen = new Set(value);
  const toggle = (optionId: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, optionId] : value.filter((existing) => existing !== optionId));

  return (
    <fieldset className="space-y-1.5 sm:col-span-2" aria-describedby={`${id}-count`}>
      <legend className="block text-sm font-medium text-gray-700">Depends on</legend>
      <SearchBox label="Search events to depend on" placeholder="Search events by title" value={search} onChange={setSearch} />
      <p id={`${id}-count`} className="text-xs text-gray-500">
        {value.length === 0 ? 'No predecessors: this event can start any time.' : `Depends on ${countLabel(value.length, 'event')}.`}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-gray-500">{options.length === 0 ? 'No other events in this project.' : 'No event matches.'}</p>
      ) : (
        <CheckList
          items={shown}
          isChecked={(optionId) => chosen.has(optionId)}
          onToggle={toggle}
          label="Events to depend on"
          className="max-h-40 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200"
          rowClassName="px-3 py-1.5 text-gray-800"
          renderRow={(option) => (
            <>
              <span className="min-w-0 flex-1 truncate">{option.title}</span>
              <span className="shrink-0 text-xs text-gray-500">{formatUsDate(option.date)}</span>
            </>
          )}
        />
      )}
      {hidden > 0 ? <p className="text-xs text-gray-500">{hidden} more not shown; type to narrow the list.</p> : null}
    </fieldset>
  );
}
