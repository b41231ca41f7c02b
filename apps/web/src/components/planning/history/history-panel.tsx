import type { ComponentProps } from 'react';
import type { HistoryOperation } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { FormError, SELECT_CLASS } from '@/components/ui/form-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatShortDateTime } from '@/lib/format';
import { describeChange } from './describe-change';

/*
 * The History panel (docs/decisions.md D47): the project's changes in words, one entry per
 * operation (what one Undo takes back), newest first, filtered by person and by event, a page at a
 * time. A drawer on the right on the one dialog frame (D29); the timeline and the table open it
 * through HistoryTools, with the state of api/planning's useHistoryList.
 */

/** Lines listed under an operation of several changes before "and N more". */
const SHOWN_CHANGES = 8;

const FILTER_CLASS = `${SELECT_CLASS} mt-1 font-normal`;

type Option = ComponentProps<typeof FilterSelect>['options'][number];

export interface HistoryFilterValues {
  actorId?: string | undefined;
  eventId?: string | undefined;
}

export interface HistoryListState {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  filters: HistoryFilterValues;
  setFilters: (filters: HistoryFilterValues) => void;
  /** Newest first, every page loaded so far. */
  entries: HistoryOperation[];
  isLoading: boolean;
  /** Why nothing could be shown. */
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  /** Who to filter by (oneself and everyone seen in the history) and the project's events. */
  people: Option[];
  events: Option[];
}

export function HistoryPanel({ isOpen, setOpen, ...list }: HistoryListState) {
  return (
    <Dialog open={isOpen} onOpenChange={setOpen} title="History" placement="right" closeLabel="Close history">
      <HistoryBody {...list} />
    </Dialog>
  );
}

function HistoryBody(list: Omit<HistoryListState, 'isOpen' | 'setOpen'>) {
  const { filters, setFilters, entries } = list;
  const isFiltered = Boolean(filters.actorId || filters.eventId);
  return (
    <div className="space-y-4 pb-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['actorId', 'Person', 'Everyone', list.people],
            ['eventId', 'Event', 'All events', list.events],
          ] as const
        ).map(([key, label, allLabel, options]) => (
          <LabelledFilter
            key={key}
            label={label}
            allLabel={allLabel}
            value={filters[key] ?? ''}
            options={options}
            onChange={(id) => setFilters({ ...filters, [key]: id || undefined })}
            className={FILTER_CLASS}
          />
        ))}
      </div>
      {list.isLoading ? (
        <LoadingBlock label="Loading history" className="py-6" />
      ) : list.error ? (
        <FormError message={`Failed to load history: ${errorMessage(list.error)}`} />
      ) : entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-500">
          {isFiltered ? 'No changes match these filters.' : 'No changes yet.'}
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Changes, newest first">
          {entries.map((operation) => (
            <OperationItem key={operation.id} operation={operation} />
          ))}
        </ol>
      )}
      {list.hasMore ? (
        <Button variant="secondary" size="sm" className="w-full" onClick={list.loadMore} disabled={list.isLoadingMore}>
          {list.isLoadingMore ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

/** One operation: the server's sentence, who and when, and its parts when it changed several things. */
function OperationItem({ operation }: { operation: HistoryOperation }) {
  // The answer lists the first changes of a large one; changeCount counts them all (D64).
  const parts = operation.changeCount > 1 ? operation.changes : [];
  const isUndone = operation.undoneAt !== null;
  return (
    <li className="rounded-lg border border-gray-200 bg-white px-3 py-2">
      <p className={isUndone ? 'text-sm text-gray-500 line-through' : 'text-sm text-gray-900'}>{operation.summary}</p>
      <p className="mt-0.5 text-xs text-gray-500">
        <time dateTime={operation.at}>{formatShortDateTime(operation.at)}</time>
        {isUndone ? <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 font-medium text-gray-700">Undone</span> : null}
      </p>
      {parts.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-xs text-gray-700">
          {parts.slice(0, SHOWN_CHANGES).map((change, index) => (
            <li key={`${change.entity}:${change.entityId}:${index}`}>{describeChange(change)}</li>
          ))}
          {operation.changeCount > SHOWN_CHANGES ? <li>and {operation.changeCount - SHOWN_CHANGES} more</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

/** A filter with its name shown above it. */
function LabelledFilter({ label, ...select }: ComponentProps<typeof FilterSelect>) {
  return (
    <label className="block text-xs font-medium text-gray-700">
      {label}
      <FilterSelect label={label} {...select} />
    </label>
  );
}
