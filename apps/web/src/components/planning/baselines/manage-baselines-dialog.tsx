import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { countLabel, type BaselineSummary } from '@plotline/shared';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { ItemText, RowAction } from '@/components/ui/list-row';
import { Dialog } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { NameDialog } from '@/components/ui/name-dialog';
import { formatShortDate } from '@/lib/format';
import type { BaselineTools } from './baseline-tools';

/** Manage baselines (admins): each baseline with who saved it when, Rename and Delete. */
export function ManageBaselinesDialog({
  open,
  onOpenChange,
  tools,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tools: BaselineTools;
}) {
  const [renaming, setRenaming] = useState<BaselineSummary | null>(null);
  const [deleting, setDeleting] = useState<BaselineSummary | null>(null);
  const { baselines, isLoading } = tools;

  return (
    <>
      <Dialog
        open={open && !renaming && !deleting}
        onOpenChange={onOpenChange}
        title="Manage baselines"
        size="lg"
      >
        {isLoading ? <LoadingBlock label="Loading baselines" /> : null}
        {!isLoading && baselines.length === 0 ? (
          <p className="text-sm text-gray-600">No baselines yet.</p>
        ) : null}
        <ul className="divide-y divide-gray-100" aria-label="Baselines">
          {baselines.map((baseline) => (
            // The text keeps 12rem at least: on a phone the two actions move under it together.
            <li key={baseline.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2.5">
              <ItemText
                className="min-w-48"
                primary={baseline.name}
                secondary={
                  <>
                    {formatShortDate(baseline.createdAt)}
                    {baseline.createdBy ? ` by ${baseline.createdBy.name}` : ''}{' '}
                    <span className="whitespace-nowrap">· {countLabel(baseline.eventCount, 'event')}</span>
                  </>
                }
              />
              <span className="ml-auto flex shrink-0 gap-2">
                <RowAction label="Rename" itemName={baseline.name} icon={Pencil} onClick={() => setRenaming(baseline)} />
                <RowAction label="Delete" itemName={baseline.name} icon={Trash2} isDanger onClick={() => setDeleting(baseline)} />
              </span>
            </li>
          ))}
        </ul>
      </Dialog>
      <NameDialog
        open={renaming !== null}
        onOpenChange={(isOpen) => !isOpen && setRenaming(null)}
        title={`Rename “${renaming?.name ?? ''}”`}
        label="Baseline name"
        initialName={renaming?.name}
        submitLabel="Rename"
        busyLabel="Saving..."
        requiredMessage="Please enter a baseline name"
        onSubmit={(name) => tools.rename(renaming?.id ?? '', name)}
      />
      <ConfirmFor
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete baseline"
        description={(baseline) => `Delete the baseline “${baseline.name}”? The plan itself does not change.`}
        confirmLabel="Delete"
        isDestructive
        // A failure is told by the tools; nothing else to undo here.
        onConfirm={(baseline) => void tools.remove(baseline.id).catch(() => undefined)}
      />
    </>
  );
}
