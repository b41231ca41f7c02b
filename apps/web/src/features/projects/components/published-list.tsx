import type { ComponentType, ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { ProjectSummary } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';

/*
 * What the "Subscribe in calendar" and "Public links" dialogs share (docs/decisions.md D42): the
 * frame, and the list of what exists with a quiet Revoke per row. Addresses are never shown again
 * after their creation, so a row says when it was made and how it is used.
 */

/** One row: what it is and when. */
export interface PublishedItem {
  id: string;
  label: string;
  detail: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PublishedList<T>({
  heading,
  what,
  query,
  toItem,
  emptyText,
  revoke,
  onRevoked,
}: {
  heading: string;
  /** 'calendar feed', 'public link': names the buttons and the toasts. */
  what: string;
  query: { data?: T[] | undefined; isPending: boolean; error: unknown };
  toItem: (row: T) => PublishedItem;
  emptyText: string;
  revoke: UseMutationResult<unknown, unknown, string>;
  /** After a revoke (the dialogs drop the address they were showing when it was that one). */
  onRevoked?: (id: string) => unknown;
}) {
  const items = (query.data ?? []).map(toItem);
  const revokingId = revoke.isPending ? (revoke.variables ?? null) : null;
  const onRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        onRevoked?.(id);
        toast.success(`${capitalized(what)} revoked`);
      },
      onError: (error) => toastFailure(`Failed to revoke the ${what}`, error),
    });

  let body: ReactNode;
  if (query.isPending) body = <LoadingBlock size="sm" className="py-4" label={`Loading ${heading.toLowerCase()}`} />;
  else if (query.error) body = <p role="alert" className="text-sm text-red-700">{errorMessage(query.error)}</p>;
  else if (items.length === 0) body = <p className="text-sm text-gray-500">{emptyText}</p>;
  else {
    body = (
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-gray-900">{item.label}</p>
              <p className="text-xs text-gray-500">{item.detail}</p>
            </div>
            <Button
              variant="ghost-danger"
              size="sm"
              aria-label={`Revoke ${what}: ${item.label}`}
              disabled={revokingId === item.id}
              onClick={() => onRevoke(item.id)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={heading}>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{heading}</h3>
      {body}
    </section>
  );
}

/** One of the two dialogs, as data: its texts and the content mounted per open. */
export interface PublishingDialogKind {
  title: string;
  describe: (project: ProjectSummary) => string;
  icon: ReactNode;
  Content: ComponentType<{ projectId: string }>;
}

/** The frame of both dialogs: open while a project is chosen. */
export function PublishingDialog({
  project,
  onOpenChange,
  kind,
}: {
  project: ProjectSummary | null;
  onOpenChange: (open: boolean) => void;
  kind: PublishingDialogKind;
}) {
  const { Content } = kind;
  return (
    <Dialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title={kind.title}
      description={project ? kind.describe(project) : undefined}
      icon={kind.icon}
      size="lg"
    >
      {project ? <Content projectId={project.id} /> : null}
    </Dialog>
  );
}
