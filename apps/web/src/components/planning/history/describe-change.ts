import { changedFields, historyDate, type HistoryChange, type HistorySnapshot } from '@plotline/shared';
import { humanLabel } from '@/lib/format';

/*
 * One change of an operation in words, listed under an operation that changed more than one thing
 * (a bulk shift, an import, an auto-schedule push; docs/decisions.md D47). The operation's own
 * sentence is the server's `summary` (packages/shared/src/history/describe.ts); these lines name its
 * parts, from the stored fields history keeps (an event's title, startDate, endDate, …).
 */

/** Fields a person changed, as the panel names them; anything else (ids, order, times) is left out. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  name: 'name',
  objective: 'objective',
  description: 'description',
  timelineId: 'timeline',
  isMilestone: 'milestone',
  isFreeze: 'freeze',
  color: 'color',
  type: 'type',
  lagDays: 'lag',
  permissionLevel: 'access',
  autoSchedule: 'auto-schedule',
};

/** Fields whose values are worth showing (short, and meaningful without a lookup). */
const SHOWN_VALUES = new Set(['title', 'name', 'objective', 'isMilestone', 'lagDays', 'permissionLevel']);

const DATE_FIELDS = new Set(['startDate', 'endDate']);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** What the thing is called: a title or a name when it has one. */
function nameOf(change: HistoryChange): string | null {
  for (const side of [change.after, change.before]) {
    const name = text(side?.title) ?? text(side?.name) ?? text(side?.userName);
    if (name) return name;
  }
  return null;
}

/** 08/04/2025, or 08/04/2025–08/08/2025 for several days. */
function daysText(side: HistorySnapshot): string {
  const start = historyDate(side.startDate);
  return typeof side.endDate === 'string' && side.endDate !== side.startDate ? `${start}–${historyDate(side.endDate)}` : start;
}

function valueText(field: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'objective' || field === 'permissionLevel') return typeof value === 'string' ? humanLabel(value) : '—';
  if (typeof value === 'string') return `'${value}'`;
  return value === null || value === undefined ? '—' : String(value);
}

/** The changed fields of an update in words: "dates 08/04/2025 → 08/11/2025, title 'A' → 'B'". */
function fieldChanges(before: HistorySnapshot, after: HistorySnapshot): string[] {
  const fields = changedFields({ before, after });
  const parts = fields.some((field) => DATE_FIELDS.has(field)) ? [`dates ${daysText(before)} → ${daysText(after)}`] : [];
  for (const field of fields) {
    const label = FIELD_NAMES[field];
    if (!label) continue;
    parts.push(SHOWN_VALUES.has(field) ? `${label} ${valueText(field, before[field])} → ${valueText(field, after[field])}` : label);
  }
  return parts;
}

export function describeChange(change: HistoryChange): string {
  const name = nameOf(change);
  const subject = name ? `${change.entity} '${name}'` : `${/^[aeiou]/.test(change.entity) ? 'an' : 'a'} ${change.entity}`;
  if (!change.before) return `Added ${subject}`;
  if (!change.after) return `Deleted ${subject}`;
  const parts = fieldChanges(change.before, change.after);
  return parts.length > 0 ? `Changed ${subject}: ${parts.join(', ')}` : `Changed ${subject}`;
}
