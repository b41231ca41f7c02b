import { useState } from 'react';
import { DropdownMenu } from '@/components/lazy/lazy-radix';
import { Check, GitCompareArrows, Save, Settings2, X } from 'lucide-react';
import { MAX_BASELINES_PER_PROJECT } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { MenuContent, MenuItem, MenuSeparator } from '@/components/ui/menu-item';
import { lazyWhenOpen } from '@/components/lazy/lazy-when-open';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import type { BaselineCompare, BaselineTools } from './baseline-tools';

// The dialogs load when first opened (docs/decisions.md D59).
const NameDialog = lazyWhenOpen(() => import('@/components/ui/name-dialog').then((m) => m.NameDialog));
const ManageBaselinesDialog = lazyWhenOpen(() =>
  import('./manage-baselines-dialog').then((m) => m.ManageBaselinesDialog),
);

const ITEM_CLASS =
  'flex max-w-80 cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[disabled]:cursor-default';

/**
 * The "Baseline" menu of the timeline and table toolbars (docs/decisions.md D49): Save baseline…
 * and Manage baselines… for project admins, and for everyone who reads the project, under "Compare
 * with", its baselines (newest first, the one compared ticked) and Stop comparing while comparing.
 * The list is in the menu itself rather than a submenu: at most 20, and one tap on a phone.
 */
export function BaselineMenu({
  tools,
  canAdmin,
  compare,
}: {
  tools: BaselineTools;
  canAdmin: boolean;
  compare: BaselineCompare;
}) {
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { baselines } = tools;

  return (
    <>
      <DropdownMenu.Root
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          // The list is read when the menu first opens, not with every view.
          if (open) tools.load();
        }}
      >
        <DropdownMenu.Trigger asChild>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Baseline"
            className={cn(compare.baselineId && 'border-brand-400')}
          >
            <GitCompareArrows className="h-4 w-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Baseline</span>
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent sideOffset={6} className="min-w-52">
          {canAdmin ? (
            <MenuItem icon={Save} onSelect={() => setDialog('save')}>
              Save baseline…
            </MenuItem>
          ) : null}
          {canAdmin ? <MenuSeparator /> : null}
          <DropdownMenu.Group aria-label="Compare with" className="max-h-72 overflow-y-auto">
            <DropdownMenu.Label className="px-2.5 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              Compare with
            </DropdownMenu.Label>
            {tools.isLoading ? (
              <DropdownMenu.Item disabled className={ITEM_CLASS}>
                Loading…
              </DropdownMenu.Item>
            ) : baselines.length === 0 ? (
              <DropdownMenu.Item disabled className={cn(ITEM_CLASS, 'text-gray-500')}>
                No baselines yet
              </DropdownMenu.Item>
            ) : (
              baselines.map((baseline) => (
                <DropdownMenu.CheckboxItem
                  key={baseline.id}
                  checked={baseline.id === compare.baselineId}
                  onSelect={() => compare.setBaselineId(baseline.id)}
                  className={ITEM_CLASS}
                >
                  <span className="flex w-4 justify-center">
                    <DropdownMenu.ItemIndicator>
                      <Check className="h-4 w-4 text-brand-600" aria-hidden="true" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span className="min-w-0 flex-1 truncate">{baseline.name}</span>
                  <span className="shrink-0 text-xs text-gray-500">
                    {formatShortDate(baseline.createdAt)}
                  </span>
                </DropdownMenu.CheckboxItem>
              ))
            )}
          </DropdownMenu.Group>
          {compare.baselineId ? (
            <MenuItem icon={X} onSelect={() => compare.setBaselineId(null)}>
              Stop comparing
            </MenuItem>
          ) : null}
          {canAdmin ? (
            <>
              <MenuSeparator />
              <MenuItem icon={Settings2} onSelect={() => setDialog('manage')}>
                Manage baselines…
              </MenuItem>
            </>
          ) : null}
        </MenuContent>
      </DropdownMenu.Root>
      <NameDialog
        open={dialog === 'save'}
        onOpenChange={(open) => setDialog(open ? 'save' : null)}
        title="Save baseline"
        description={`Saves every event's dates under this name, to compare the plan with later. A project keeps up to ${MAX_BASELINES_PER_PROJECT}.`}
        label="Baseline name"
        submitLabel="Save baseline"
        busyLabel="Saving..."
        requiredMessage="Please enter a baseline name"
        onSubmit={tools.save}
      />
      <ManageBaselinesDialog
        open={dialog === 'manage'}
        onOpenChange={(open) => setDialog(open ? 'manage' : null)}
        tools={tools}
      />
    </>
  );
}
