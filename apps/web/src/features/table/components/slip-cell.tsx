import { slipLabel, type EventSlip } from '@plotline/shared';
import { cn } from '@/lib/cn';

/** Which way the Slip column sorts the rows (within each timeline); 'none' keeps the plan's order. */
export type SlipSort = 'none' | 'ascending' | 'descending';

export const nextSlipSort = (sort: SlipSort): SlipSort =>
  sort === 'none' ? 'ascending' : sort === 'ascending' ? 'descending' : 'none';

/** An event's slip against the compared baseline: "+7" later, "−3" earlier, "0", or "new" (docs/decisions.md D49). */
export function SlipCell({ slip }: { slip: EventSlip | undefined }) {
  if (!slip) return null;
  const text = slipLabel(slip);
  const tone =
    slip.kind === 'new'
      ? 'rounded-full bg-brand-50 px-2 text-xs text-brand-700'
      : slip.days > 0
        ? 'text-red-700'
        : slip.days < 0
          ? 'text-green-700'
          : 'text-gray-500';
  return <span className={cn('font-medium tabular-nums', tone)}>{text}</span>;
}
