import { DropdownMenu } from '@/components/lazy/lazy-radix';
import { ChevronDown, ListChecks, Rows3 } from 'lucide-react';
import { countLabel, type TimelineWithEvents } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { MenuContent, MenuItem } from '@/components/ui/menu-item';

/**
 * "Select all in timeline" (issue 21, docs/decisions.md D64): a menu of the project's timelines;
 * choosing one adds every event of it to the selection, so several timelines can be taken in turn.
 * Timelines without events are listed but off.
 */
export function SelectTimelineMenu({ timelines, onSelect }: { timelines: readonly TimelineWithEvents[]; onSelect: (eventIds: string[]) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={timelines.length === 0}>
          <ListChecks className="h-4 w-4" aria-hidden="true" /> Select all in timeline
          <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent align="start" sideOffset={6} className="max-h-80 min-w-52 overflow-y-auto">
        {timelines.map((timeline) =>
          timeline.events.length === 0 ? (
            <DropdownMenu.Item key={timeline.id} disabled className="flex items-center gap-2.5 px-2.5 py-2 text-sm text-gray-500">
              <Rows3 className="h-4 w-4" aria-hidden="true" />
              {timeline.name} (no events)
            </DropdownMenu.Item>
          ) : (
            <MenuItem key={timeline.id} icon={Rows3} onSelect={() => onSelect(timeline.events.map((event) => event.id))}>
              {timeline.name} ({countLabel(timeline.events.length, 'event')})
            </MenuItem>
          ),
        )}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
