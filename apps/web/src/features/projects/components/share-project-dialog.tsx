import { useId, useState } from 'react';
import {
  countLabel,
  DEFAULT_SHARE_LEVEL,
  SHARE_LEVELS,
  type OrganizationRole,
  type ProjectSummary,
  type ShareLevel,
} from '@plotline/shared';
import {
  useProjectPermissionsQuery,
  useRevokeProjectShare,
  useShareableUsersQuery,
  useShareProject,
} from '@/api/projects';
import { Button } from '@/components/ui/button';
import { CheckList, CHECKBOX_CLASS } from '@/components/ui/check-row';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { ItemText, LabelledOptions, RowAction, SearchBox } from '@/components/ui/list-row';
import { LoadingBlock } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { AccessBadge, ACCESS_LEVEL_LABELS, effectiveLevelText } from '@/components/ui/access-badge';
import { shareOutcome } from '../utils/project-text';

export const SHARE_MESSAGES = {
  loadFailed: 'Failed to load sharing data',
  removeFailed: 'Failed to remove user access',
  shareFailed: 'Failed to share project',
  noneSelected: 'Please select at least one user to share with.',
} as const;

/** What each level lets the people shared with do (under the Permission level select). */
const LEVEL_HINTS: Record<ShareLevel, string> = {
  read: 'See the project and its timelines.',
  write: 'Change timelines and events.',
  admin: 'Create and delete timelines and events.',
};

/** 'Share with N user(s)', pluralised like every count. */
export const shareButtonLabel = (count: number) => `Share with ${countLabel(count, 'user')}`;

export interface ShareProjectDialogProps {
  project: ProjectSummary | null;
  onOpenChange: (open: boolean) => void;
  onShared?: (message: string) => void;
}

/** Who has access, and sharing with more people of the organization. */
export function ShareProjectDialog({ project, onOpenChange, onShared }: ShareProjectDialogProps) {
  return project ? (
    <ShareProjectContent key={project.id} project={project} onOpenChange={onOpenChange} onShared={onShared} />
  ) : null;
}

function ShareProjectContent({
  project,
  onOpenChange,
  onShared,
}: {
  project: ProjectSummary;
  onOpenChange: (open: boolean) => void;
  onShared?: ((message: string) => void) | undefined;
}) {
  const permissionsQuery = useProjectPermissionsQuery(project.id);
  const shareableQuery = useShareableUsersQuery(project.id);
  const shareMutation = useShareProject(project.id);
  const revokeMutation = useRevokeProjectShare(project.id);
  const [level, setLevel] = useState<ShareLevel>(DEFAULT_SHARE_LEVEL);
  const [term, setTerm] = useState('');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const levelId = useId();

  const permissions = permissionsQuery.data?.permissions ?? [];
  const sharedIds = new Set(permissions.map((entry) => entry.userId));
  const needle = term.trim().toLowerCase();
  // People who already have access are managed under Current Access, not offered again.
  const candidates = (shareableQuery.data ?? [])
    .filter((user) => !sharedIds.has(user.id) && user.id !== permissionsQuery.data?.owner.id)
    .filter(
      (user) =>
        !needle || user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle),
    );
  const isAllSelected = candidates.length > 0 && candidates.every((user) => selectedIds.has(user.id));
  const isLoading = permissionsQuery.isPending || shareableQuery.isPending;
  const isLoadFailed = permissionsQuery.isError || shareableQuery.isError;

  function toggle(userId: string, isChecked: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isChecked) next.add(userId);
      else next.delete(userId);
      return next;
    });
  }

  async function handleShare() {
    setError(null);
    const userIds = [...selectedIds].filter((id) => !sharedIds.has(id));
    if (userIds.length === 0) {
      setError(SHARE_MESSAGES.noneSelected);
      return;
    }
    try {
      await shareMutation.mutateAsync({ userIds, permissionLevel: level });
      setSelectedIds(new Set());
      onShared?.(`Project "${project.name}" shared with ${countLabel(userIds.length, 'user')}.`);
    } catch {
      setError(SHARE_MESSAGES.shareFailed);
    }
  }

  async function handleChangeLevel(userId: string, permissionLevel: ShareLevel) {
    setError(null);
    try {
      await shareMutation.mutateAsync({ userIds: [userId], permissionLevel });
    } catch {
      setError(SHARE_MESSAGES.shareFailed);
    }
  }

  async function handleRemove(userId: string) {
    setError(null);
    try {
      await revokeMutation.mutateAsync(userId);
    } catch {
      setError(SHARE_MESSAGES.removeFailed);
    }
  }

  const isBusy = shareMutation.isPending || revokeMutation.isPending;

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Share Project"
      description={project.name}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => void handleShare()} disabled={isBusy || isLoading || isLoadFailed}>
            {shareMutation.isPending ? 'Sharing...' : shareButtonLabel(selectedIds.size)}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <FormError message={error} />
        {isLoading ? (
          <LoadingBlock label="Loading sharing data" className="py-8" />
        ) : isLoadFailed ? (
          <FormError message={SHARE_MESSAGES.loadFailed} />
        ) : (
          <>
            <section aria-labelledby={`${levelId}-current`}>
              <h3 id={`${levelId}-current`} className="text-sm font-semibold text-gray-900">
                Current Access
              </h3>
              <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
                {permissionsQuery.data ? (
                  <li className="flex items-center gap-3 px-3 py-2">
                    <ItemText primary={permissionsQuery.data.owner.name} secondary={permissionsQuery.data.owner.email} secondaryClassName="truncate"
                    />
                    <AccessBadge level="owner" />
                  </li>
                ) : null}
                {permissions.map((entry) => (
                  <li
                    key={entry.userId}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
                    aria-label={entry.userName}
                  >
                    {/* On phones the name takes its own line so the controls do not squeeze it. */}
                    <ItemText primary={entry.userName} secondary={entry.userEmail} secondaryClassName="truncate"
                      className="basis-full sm:basis-0"
                    />
                    <EntryBadge level={entry.permissionLevel} organizationRole={entry.organizationRole} />
                    <select
                      aria-label={`Access level for ${entry.userName}`}
                      className="h-8 rounded-md border border-gray-300 bg-white px-2 text-sm"
                      value={entry.permissionLevel}
                      disabled={isBusy}
                      onChange={(event) =>
                        void handleChangeLevel(entry.userId, event.target.value as ShareLevel)
                      }
                    >
                      <LabelledOptions values={SHARE_LEVELS} labels={ACCESS_LEVEL_LABELS} />
                    </select>
                    <RowAction
                      label="Remove"
                      itemName={entry.userName}
                      isDanger
                      disabled={isBusy}
                      onClick={() => void handleRemove(entry.userId)}
                    />
                  </li>
                ))}
              </ul>
            </section>

            <section className="space-y-3">
              <h3 className="text-sm font-semibold text-gray-900">Share with more people</h3>
              <div>
                <label htmlFor={levelId} className="block text-sm font-medium text-gray-700">
                  Permission level
                </label>
                {/* The level's name in the select, what it allows under it: a phone shows both whole. */}
                <select
                  id={levelId}
                  className="mt-1 h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm"
                  value={level}
                  aria-describedby={`${levelId}-hint`}
                  onChange={(event) => setLevel(event.target.value as ShareLevel)}
                >
                  <LabelledOptions values={SHARE_LEVELS} labels={ACCESS_LEVEL_LABELS} />
                </select>
                <p id={`${levelId}-hint`} className="mt-1 text-xs text-gray-500">
                  {LEVEL_HINTS[level]}
                </p>
              </div>
              <SearchBox label="Search users" placeholder="Search users..." value={term} onChange={setTerm} />
              <label className="flex items-center gap-2 text-sm text-gray-700">
                <input
                  type="checkbox"
                  className={CHECKBOX_CLASS}
                  checked={isAllSelected}
                  disabled={candidates.length === 0}
                  onChange={(event) => {
                    for (const user of candidates) toggle(user.id, event.target.checked);
                  }}
                />
                Select all
              </label>
              <div className="max-h-60 overflow-y-auto rounded-lg border border-gray-200">
                {candidates.length === 0 ? (
                  <p className="px-3 py-4 text-center text-sm text-gray-500">
                    {needle ? 'No users match your search' : 'No users to share with'}
                  </p>
                ) : (
                  <CheckList
                    items={candidates}
                    isChecked={(id) => selectedIds.has(id)}
                    onToggle={toggle}
                    className="divide-y divide-gray-100"
                    rowClassName="px-3 py-2"
                    renderRow={(user) => (
                      <span className="min-w-0 flex-1">
                        <ItemText primary={user.name} secondary={user.email} secondaryClassName="truncate" className="block" />
                        {selectedIds.has(user.id) ? (
                          <ShareOutcome level={level} organizationRole={user.organizationRole} />
                        ) : null}
                      </span>
                    )}
                  />
                )}
              </div>
            </section>
          </>
        )}
      </div>
    </Dialog>
  );
}

/** A current entry: what it is worth, with the reason when the organization role lowers it (docs/decisions.md D18). */
function EntryBadge({
  level,
  organizationRole,
}: {
  level: ShareLevel;
  organizationRole: OrganizationRole | null;
}) {
  const outcome = shareOutcome(level, organizationRole);
  return <AccessBadge level={outcome.level} limitedBy={outcome.limitedBy} className="max-w-full" />;
}

/** Before sharing: what the chosen level will let this person do (the rule the server enforces). */
function ShareOutcome({
  level,
  organizationRole,
}: {
  level: ShareLevel;
  organizationRole: OrganizationRole | null;
}) {
  const outcome = shareOutcome(level, organizationRole);
  return (
    <span className={cn('mt-0.5 block text-xs', outcome.limitedBy ? 'text-amber-700' : 'text-gray-500')}>
      Will be able to: {effectiveLevelText(outcome.level, outcome.limitedBy)}
    </span>
  );
}
