import { countLabel, formatUsDate, type Clash, type ClashEvent } from '@plotline/shared';

/** What each kind of clash means, as the panel says it. */
export const CLASH_KIND_LABELS: Record<Clash['kind'], string> = {
  freeze: 'Deployment during a freeze',
  deployment: 'Deployments on the same days',
  overload: 'Too many events at once',
};

/** How many events a clash's line names before "and N more". */
export const CLASH_NAMES_SHOWN = 4;

/** "08/04/2025" or "08/04/2025 – 08/08/2025". */
export function clashDaysText(days: Clash['days']): string {
  return days.from === days.to ? formatUsDate(days.from) : `${formatUsDate(days.from)} – ${formatUsDate(days.to)}`;
}

/** "Cutover (Payments)"; an event of a project the user cannot read has neither id nor project. */
export const clashEventText = (event: ClashEvent): string =>
  event.projectName ? `${event.title} (${event.projectName})` : event.title;

/** A freeze clash's freeze ("Freeze: Year-end (Payments)"); null for the other kinds. */
export const clashFreezeText = (clash: Clash): string | null =>
  clash.kind === 'freeze' && clash.events[0] ? `Freeze: ${clashEventText(clash.events[0])}` : null;

/**
 * The clash's group (docs/decisions.md D55) in a line: "3 deployments: Release (Web) · Hotfix
 * (Ops) · Patch (API) and 1 more" — the deployments on a freeze, the deployments sharing days, or
 * the events of an overloaded timeline, counting those the server did not list.
 */
export function clashMembersText(clash: Clash): string {
  const members = clash.kind === 'freeze' ? clash.events.slice(1) : clash.events;
  const count = clash.eventCount - (clash.kind === 'freeze' ? 1 : 0);
  const named = members.slice(0, CLASH_NAMES_SHOWN).map(clashEventText).join(' · ');
  const more = count - Math.min(members.length, CLASH_NAMES_SHOWN);
  const noun = clash.kind === 'overload' ? countLabel(count, 'event', 'events') : countLabel(count, 'deployment', 'deployments');
  return `${noun}: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The ids of a clash's events the user can see, what to move first (a freeze's deployments before the freeze). */
export function clashEventIds(clash: Clash): string[] {
  const events = clash.kind === 'freeze' ? [...clash.events.slice(1), ...clash.events.slice(0, 1)] : clash.events;
  return events.flatMap((event) => (event.eventId ? [event.eventId] : []));
}
