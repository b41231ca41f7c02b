import { ShieldAlert } from 'lucide-react';
import { countLabel, type Clash } from '@plotline/shared';
import { AlertListPopover } from '@/components/ui/alert-list-popover';
import { CLASH_KIND_LABELS, clashDaysText, clashFreezeText, clashMembersText } from './clash-text';

export interface ClashesButtonProps {
  /** The clashes listed (the server's first ones when there are many). */
  clashes: readonly Clash[];
  /** How many clashes there are, listed or not (default: those listed). */
  total?: number;
  /** Still loading: the count is not known yet. */
  isLoading?: boolean;
  /** A clash was chosen: bring its events into view and highlight them. */
  onFocusClash: (clash: Clash) => void;
}

const summaryOf = (listed: number, total: number) =>
  total === 0
    ? 'No clashes in this range.'
    : listed < total
      ? `The first ${listed} of ${total} clashes in this range.`
      : `${countLabel(total, 'clash', 'clashes')} in this range.`;

/**
 * "Clashes (N)" (docs/decisions.md D45): a freeze broken by a deployment, deployments on the same days,
 * too much at once, across projects. The portfolio lists them all; the timeline view those involving
 * its project. Each is a group (D55): a freeze with the deployments on it, deployments sharing days,
 * an overloaded timeline's run of days; it names its events, their projects and the days, and
 * choosing one focuses them.
 */
export function ClashesButton({ clashes, total = clashes.length, isLoading = false, onFocusClash }: ClashesButtonProps) {
  return (
    <AlertListPopover
      label="Clashes"
      icon={ShieldAlert}
      items={clashes}
      count={total}
      isLoading={isLoading}
      summary={summaryOf(clashes.length, total)}
      listLabel="Clashes"
      itemKey={(clash) => `${clash.kind}-${clash.days.from}-${clash.events.map((event) => event.eventId ?? event.title).join('-')}`}
      onChoose={onFocusClash}
      panelClassName="w-[min(26rem,calc(100vw-1rem))]"
      itemClassName="flex-col gap-0.5"
      renderItem={(clash) => (
        <>
          <span className="flex items-center justify-between gap-2 font-medium text-gray-900">
            <span>{CLASH_KIND_LABELS[clash.kind]}</span>
            <span className="shrink-0 text-xs font-normal text-gray-500">{clashDaysText(clash.days)}</span>
          </span>
          {clash.kind === 'freeze' ? <span className="text-xs text-gray-700">{clashFreezeText(clash)}</span> : null}
          <span className="text-xs text-gray-600">{clashMembersText(clash)}</span>
        </>
      )}
    />
  );
}
