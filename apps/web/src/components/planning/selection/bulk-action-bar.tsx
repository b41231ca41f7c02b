import { useEffect, useMemo, useState } from 'react';
import { ArrowRightLeft, CalendarClock, CheckSquare, Tag, Trash2, X } from 'lucide-react';
import { countLabel, type BulkEventsBody, type ObjectiveMap, type ProjectDetail } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { lazyWhenOpen } from '@/components/lazy/lazy-when-open';
import { toastChangeFailure } from '@/lib/failure-toast';
import type { BulkDialogProps, BulkValueAction } from './bulk-dialog';
import type { EventSelection } from './selection-store';
import { SelectTimelineMenu } from './select-timeline-menu';
import { NO_TIMELINES } from '../no-timelines';

/*
 * The bulk actions over the selected events (docs/decisions.md D48): "N selected", Shift by days,
 * Move to timeline, Set objective, Delete (asking with the count), Select all, Select all in
 * timeline (D64) and Clear. Escape clears the selection. Nothing selected, it offers the two
 * selects and says how to select.
 */

// The dialogs load when first opened (docs/decisions.md D59).
const BulkDialog = lazyWhenOpen(
  () => import('./bulk-dialog').then((m) => m.BulkDialog),
  (props: BulkDialogProps) => props.action !== null,
);
const ConfirmDialog = lazyWhenOpen(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

export const bulkDeleteQuestion = (count: number) => `Are you sure you want to delete ${countLabel(count, 'event')}?`;

export interface BulkActionBarProps {
  /** Not yet while the project loads: the bar keeps its place, its selects disabled (docs/decisions.md D97). */
  project: ProjectDetail | undefined;
  objectives: ObjectiveMap;
  selection: EventSelection;
  canEdit: boolean;
  canDelete: boolean;
  /** How to select in this view (shown while nothing is). */
  hint: string;
  /** Sends the change (the page's useBulkChangeEvents); the cache shows it at once. */
  onApply: (body: BulkEventsBody) => Promise<unknown>;
}

export function BulkActionBar({ project, objectives, selection, canEdit, canDelete, hint, onApply }: BulkActionBarProps) {
  const [dialog, setDialog] = useState<BulkValueAction | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const timelines = project?.timelines ?? NO_TIMELINES;
  const total = useMemo(() => timelines.reduce((sum, timeline) => sum + timeline.events.length, 0), [timelines]);
  const selectAll = () => selection.select(timelines.flatMap((timeline) => timeline.events.map((event) => event.id)), 'replace');
  // Events deleted meanwhile (here or by someone else) drop out of the count and the requests; with
  // nothing selected nothing is walked (a project of 100,000 events pages in, D67).
  const selectedIds = useMemo(
    () =>
      selection.ids.size === 0
        ? []
        : timelines.flatMap((timeline) =>
            timeline.events.flatMap((event) => (selection.ids.has(event.id) && !event.id.startsWith('temp-') ? [event.id] : [])),
          ),
    [timelines, selection.ids],
  );
  const count = selectedIds.length;
  const { clear } = selection;

  useEffect(() => {
    if (count === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog's or a menu's Escape is theirs.
      if (event.key !== 'Escape' || document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, clear]);

  const selectTimeline = (eventIds: string[]) => selection.select(eventIds, 'add');

  function run(fields: Omit<BulkEventsBody, 'eventIds'>) {
    onApply({ eventIds: selectedIds, ...fields } as BulkEventsBody).then(
      () => {
        if (fields.action === 'delete') clear();
      },
      (error: unknown) => toastChangeFailure('Failed to change the selected events', error),
    );
  }

  if (count === 0) {
    return (
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500 print:hidden">
        <Button variant="ghost" size="sm" onClick={selectAll} disabled={total === 0}>
          <CheckSquare className="h-4 w-4" aria-hidden="true" /> Select all
        </Button>
        <SelectTimelineMenu timelines={timelines} onSelect={selectTimeline} />
        <span>{hint}</span>
      </div>
    );
  }

  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="sticky top-0 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 shadow-sm print:hidden"
    >
      <span role="status" className="mr-1 text-sm font-semibold text-brand-800">
        {count} selected
      </span>
      {canEdit ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setDialog('shift')}>
            <CalendarClock className="h-4 w-4" aria-hidden="true" /> Shift by days
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog('move')}>
            <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> Move to timeline
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog('objective')}>
            <Tag className="h-4 w-4" aria-hidden="true" /> Set objective
          </Button>
        </>
      ) : null}
      {canDelete ? (
        <Button variant="ghost-danger" size="sm" onClick={() => setIsConfirmingDelete(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
        </Button>
      ) : null}
      <span className="ml-auto flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={selectAll} disabled={count === total}>
          <CheckSquare className="h-4 w-4" aria-hidden="true" /> Select all
        </Button>
        <SelectTimelineMenu timelines={timelines} onSelect={selectTimeline} />
        <Button variant="ghost" size="sm" onClick={clear} aria-keyshortcuts="Escape">
          <X className="h-4 w-4" aria-hidden="true" /> Clear
        </Button>
      </span>
      <BulkDialog
        action={dialog}
        count={count}
        timelines={timelines}
        objectives={objectives}
        onClose={() => setDialog(null)}
        onSubmit={run}
      />
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={`Delete ${countLabel(count, 'event')}`}
        description={bulkDeleteQuestion(count)}
        confirmLabel="Delete"
        isDestructive
        onConfirm={() => run({ action: 'delete' })}
      />
    </div>
  );
}
