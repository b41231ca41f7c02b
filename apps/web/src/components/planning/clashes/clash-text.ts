import { formatUsDate, type Clash, type ClashEvent } from '@plotline/shared';

/** What each kind of clash means, as the panel says it. */
export const CLASH_KIND_LABELS: Record<Clash['kind'], string> = {
  freeze: 'Deployment during a freeze',
  deployment: 'Deployments on the same days',
  overload: 'Too many events at once',
};

/** "08/04/2025" or "08/04/2025 – 08/08/2025". */
export function clashDaysText(days: Clash['days']): string {
  return days.from === days.to ? formatUsDate(days.from) : `${formatUsDate(days.from)} – ${formatUsDate(days.to)}`;
}

/** "Cutover (Payments)"; an event of a project the user cannot read has neither id nor project. */
export const clashEventText = (event: ClashEvent): string =>
  event.projectName ? `${event.title} (${event.projectName})` : event.title;

/** The ids of a clash's events the user can see. */
export const clashEventIds = (clash: Clash): string[] =>
  clash.events.flatMap((event) => (event.eventId ? [event.eventId] : []));
