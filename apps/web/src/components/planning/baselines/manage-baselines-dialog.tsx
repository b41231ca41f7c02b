import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { countLabel, type BaselineSummary } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
            <li key={baseline.id} className="flex flex-wrap items-center gap-2 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">{baseline.name}</p>
                <p className="text-xs text-gray-500">
                  {formatShortDate(baseline.createdAt)}
                  {baseline.createdBy ? ` by ${baseline.createdBy.name}` : ''} ·{' '}
                  {countLabel(baseline.eventCount, 'event')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Rename ${baseline.name}`}
                onClick={() => setRenaming(baseline)}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" /> Rename
              </Button>
              <Button
                variant="ghost-danger"
                size="sm"
                aria-label={`Delete ${baseline.name}`}
                onClick={() => setDeleting(baseline)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
      <NameDialog
        open={renaming !== null}
        onOpenChange={(isOpen) => !isOpen && setRenaming(null)}
        title={`Rename “${renaming?.name ?? ''}”`}
        label="Baseline name"
        submitLabel="Rename"
        busyLabel="Saving..."
        requiredMessage="Please enter a baseline name"
        onSubmit={(name) => tools.rename(renaming?.id ?? '', name)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete baseline"
        description={`Delete the baseline “${deleting?.name ?? ''}”? The plan itself does not change.`}
        confirmLabel="Delete"
        isDestructive
        onConfirm={() => {
          // A failure is told by the tools; nothing else to undo here.
          if (deleting) tools.remove(deleting.id).catch(() => undefined);
        }}
      />
    </>
  );
}
