import { ShieldAlert } from 'lucide-react';
import { countLabel, type Clash } from '@plotline/shared';
import { AlertListPopover } from '@/components/ui/alert-list-popover';
import { CLASH_KIND_LABELS, clashDaysText, clashEventText } from './clash-text';

export interface ClashesButtonProps {
  clashes: readonly Clash[];
  /** Still loading: the count is not known yet. */
  isLoading?: boolean;
  /** A clash was chosen: bring its events into view and highlight them. */
  onFocusClash: (clash: Clash) => void;
}

/**
 * "Clashes (N)" (docs/decisions.md D45): a freeze broken by a deployment, deployments on the same days,
 * too much at once, across projects. The portfolio lists them all; the timeline view those involving
 * its project. Each names both events, their projects and the days; choosing one focuses them.
 */
export function ClashesButton({ clashes, isLoading = false, onFocusClash }: ClashesButtonProps) {
  return (
    <AlertListPopover
      label="Clashes"
      icon={ShieldAlert}
      items={clashes}
      isLoading={isLoading}
      summary={clashes.length > 0 ? `${countLabel(clashes.length, 'clash', 'clashes')} in this range.` : 'No clashes in this range.'}
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
          <span className="text-xs text-gray-600">{clash.events.map(clashEventText).join(' · ')}</span>
        </>
      )}
    />
  );
}
