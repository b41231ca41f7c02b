import { Popover } from '@/components/lazy/lazy-radix';
import { ChevronDown, Filter } from 'lucide-react';
import { countLabel, type TimelineWithEvents } from '@plotline/shared';
import { buttonClassName } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-row';
import { PopoverPanel } from '@/components/ui/popover-panel';
import { toggleTimeline, type TimelineSummary } from '../utils/calendar-events';
import { formatShortDay } from '@/lib/format';

export function TimelineFilter({
  timelines,
  selectedIds,
  onChange,
}: {
  timelines: readonly TimelineWithEvents[];
  selectedIds: string[] | null;
  onChange: (selectedIds: string[]) => void;
}) {
  const allIds = timelines.map((timeline) => timeline.id);
  const checked = new Set(selectedIds ?? allIds);
  const isAllSelected = allIds.every((id) => checked.has(id));
  const shownCount = selectedIds === null || selectedIds.length === 0 ? timelines.length : selectedIds.length;
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClassName('secondary', 'md')} title="Filter timelines">
        <Filter className="h-4 w-4" aria-hidden="true" />
        <span>
          Timelines{' '}
          <span className="text-gray-500">
            ({shownCount}/{timelines.length})
          </span>
        </span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Popover.Trigger>
      <PopoverPanel label="Timeline filter" align="end" className="w-72">
        <div className="flex items-center justify-between px-2 py-1">
          <span className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Timelines</span>
          <button
            type="button"
            className="rounded px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => onChange(isAllSelected ? [] : allIds)}
          >
            {isAllSelected ? 'Clear All' : 'Select All'}
          </button>
        </div>
        <CheckList
          items={timelines}
          isChecked={(id) => checked.has(id)}
          onToggle={(id) => onChange(toggleTimeline(selectedIds, allIds, id))}
          className="max-h-80 overflow-y-auto"
          rowClassName="rounded-md px-2 py-1.5"
          renderRow={(timeline) => (
            <>
              <span className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: timeline.color }} aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-gray-800">{timeline.name}</span>
              <span
                className="shrink-0 rounded-full bg-gray-100 px-2 text-xs text-gray-600"
                aria-label={countLabel(timeline.events.length, 'event')}
              >
                {timeline.events.length}
              </span>
            </>
          )}
        />
      </PopoverPanel>
    </Popover.Root>
  );
}

/** Under the grid when some but not all timelines are selected. */
export function FilterSummary({
  summaries,
  totalCount,
}: {
  summaries: TimelineSummary[];
  totalCount: number;
}) {
  return (
    <section
      aria-label="Filter summary"
      className="mt-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-sm font-semibold text-gray-900">{`Showing ${summaries.length} of ${totalCount} timelines`}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {summaries.map((summary) => (
          <li
            key={summary.id}
            className="rounded-lg border border-gray-100 bg-gray-50 p-3"
            aria-label={summary.name}
          >
            <div className="flex items-center gap-2">
              <span
                className="h-3 w-3 shrink-0 rounded-sm"
                style={{ backgroundColor: summary.color }}
                aria-hidden="true"
              />
              <span className="truncate text-sm font-medium text-gray-900">{summary.name}</span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              <dt className="text-gray-500">Total events</dt>
              <dd className="text-gray-800">{summary.eventCount}</dd>
              <dt className="text-gray-500">Earliest start</dt>
              <dd className="text-gray-800">
                {summary.earliestStart ? formatShortDay(summary.earliestStart) : '—'}
              </dd>
              <dt className="text-gray-500">Latest end</dt>
              <dd className="text-gray-800">{summary.latestEnd ? formatShortDay(summary.latestEnd) : '—'}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
