import { countLabel } from '../plural.js';
import type { HistoryChange, HistoryEntity, HistorySnapshot } from './schemas.js';

/*
 * The words of a history entry (docs/decisions.md D46), one pure function the server stores and the
 * web can reuse: `describeOperation` says what an operation did without its actor ("moved
 * 'Cutover rehearsal' from 08/04/2025 to 08/11/2025"); `historySummary` puts the actor in front.
 */

/** Operation kinds beyond the live change kinds (packages/shared/src/schemas/live.ts). */
export const HISTORY_KINDS = [
  'event.moved',
  'timeline.renamed',
  'import',
  'bulk.shift',
  'bulk.move',
  'bulk.objective',
  'bulk.delete',
  'undo',
  'redo',
] as const;

/** 'YYYY-MM-DD' as 08/04/2025 (month/day/year, as the spec writes dates). */
export function historyDate(date: unknown): string {
  if (typeof date !== 'string') return 'no date';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date;
}

const quoted = (value: unknown): string => `'${typeof value === 'string' ? value : ''}'`;
const field = (snapshot: HistorySnapshot | null, name: string): unknown => snapshot?.[name];

/** The fields whose values differ between before and after (both present). */
export function changedFields(change: Pick<HistoryChange, 'before' | 'after'>): string[] {
  const { before, after } = change;
  if (!before || !after) return [];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => name !== 'version' && name !== 'updatedAt' && JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}

const of = (changes: readonly HistoryChange[], entity: HistoryEntity) => changes.filter((change) => change.entity === entity);
const isOnly = (fields: readonly string[], allowed: readonly string[]) =>
  fields.length > 0 && fields.every((name) => allowed.includes(name));

/**
 * The operation's kind from the first live change kind it published and what it changed: an event
 * update that changed only dates or its timeline is 'event.moved', a timeline update that changed
 * only the name 'timeline.renamed', an import 'import'.
 */
export function classifyOperation(liveKind: string, changes: readonly HistoryChange[]): string {
  if (liveKind === 'project.imported') return 'import';
  if (liveKind === 'event.updated') {
    const main = of(changes, 'event')[0];
    if (main && isOnly(changedFields(main), ['startDate', 'endDate', 'timelineId', 'displayOrder'])) return 'event.moved';
  }
  if (liveKind === 'timeline.updated') {
    const main = of(changes, 'timeline')[0];
    if (main && isOnly(changedFields(main), ['name'])) return 'timeline.renamed';
  }
  return liveKind;
}

function describeEventChange(kind: string, changes: readonly HistoryChange[]): string {
  const events = of(changes, 'event');
  const main = events[0];
  const title = quoted(field(main?.after ?? main?.before ?? null, 'title'));
  const more = events.length - 1;
  const pushed = more > 0 ? ` (auto-schedule moved ${countLabel(more, 'more event')})` : '';
  if (!main) return 'changed an event';
  const fields = changedFields(main);
  if (kind === 'event.created') return `added ${title}`;
  if (kind === 'event.deleted') return `deleted ${title}`;
  if (fields.includes('startDate')) {
    return `moved ${title} from ${historyDate(main.before?.startDate)} to ${historyDate(main.after?.startDate)}${pushed}`;
  }
  if (fields.includes('endDate')) {
    return `changed the end of ${title} from ${historyDate(main.before?.endDate)} to ${historyDate(main.after?.endDate)}${pushed}`;
  }
  if (fields.includes('timelineId')) return `moved ${title} to another timeline`;
  if (isOnly(fields, ['title'])) return `renamed ${quoted(main.before?.title)} to ${quoted(main.after?.title)}`;
  if (isOnly(fields, ['objective'])) return `changed the objective of ${title} to ${String(main.after?.objective)}`;
  return `edited ${title}`;
}

function describeTimelineChange(kind: string, changes: readonly HistoryChange[]): string {
  const main = of(changes, 'timeline')[0];
  const name = quoted(field(main?.after ?? main?.before ?? null, 'name'));
  const eventCount = of(changes, 'event').length;
  if (kind === 'timeline.created') return `added timeline ${name}`;
  if (kind === 'timeline.deleted') return `deleted timeline ${name}${eventCount > 0 ? ` and its ${countLabel(eventCount, 'event')}` : ''}`;
  if (kind === 'timeline.renamed') return `renamed timeline ${quoted(main?.before?.name)} to ${quoted(main?.after?.name)}`;
  return `edited timeline ${name}`;
}

function describeProjectChange(changes: readonly HistoryChange[]): string {
  const main = of(changes, 'project')[0];
  const fields = main ? changedFields(main) : [];
  if (isOnly(fields, ['name'])) return `renamed the project ${quoted(main?.before?.name)} to ${quoted(main?.after?.name)}`;
  if (isOnly(fields, ['autoSchedule'])) return `turned auto-schedule ${main?.after?.autoSchedule ? 'on' : 'off'}`;
  return 'changed the project settings';
}

function describeBulk(kind: string, changes: readonly HistoryChange[]): string {
  const events = of(changes, 'event');
  const count = countLabel(events.length, 'event');
  if (kind === 'bulk.delete') return `deleted ${count}`;
  if (kind === 'bulk.move') return `moved ${count} to another timeline`;
  if (kind === 'bulk.objective') return `changed the objective of ${count}`;
  const first = events.find((change) => change.before && change.after);
  const from = String(first?.before?.startDate ?? '');
  const to = String(first?.after?.startDate ?? '');
  const days = from && to ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) : 0;
  return `shifted ${count} by ${countLabel(days, 'day')}`;
}

function describeBaselineChange(kind: string, changes: readonly HistoryChange[]): string {
  const main = of(changes, 'baseline')[0];
  const name = quoted(field(main?.after ?? main?.before ?? null, 'name'));
  if (kind === 'baseline.created') return `saved baseline ${name}`;
  if (kind === 'baseline.deleted') return `deleted baseline ${name}`;
  return `renamed baseline ${quoted(main?.before?.name)} to ${quoted(main?.after?.name)}`;
}

/** What an operation did, without the actor. `target` is the undone or redone operation's own words. */
export function describeOperation(kind: string, changes: readonly HistoryChange[], target?: string): string {
  if (kind === 'undo') return `undid: ${target ?? 'a change'}`;
  if (kind === 'redo') return `redid: ${target ?? 'a change'}`;
  if (kind.startsWith('bulk.')) return describeBulk(kind, changes);
  if (kind === 'import') {
    const events = of(changes, 'event').length;
    const timelines = of(changes, 'timeline').length;
    return `imported ${countLabel(events, 'event')} and ${countLabel(timelines, 'timeline')}`;
  }
  if (kind === 'events.reordered') return 'reordered events';
  if (kind === 'timelines.reordered') return 'reordered the timelines';
  if (kind.startsWith('event.')) return describeEventChange(kind, changes);
  if (kind.startsWith('timeline.')) return describeTimelineChange(kind, changes);
  if (kind === 'dependency.created') return 'added a dependency';
  if (kind === 'dependency.updated') return 'changed a dependency';
  if (kind === 'dependency.deleted') return 'removed a dependency';
  if (kind === 'sharing.changed') return 'changed who has access';
  if (kind.startsWith('baseline.')) return describeBaselineChange(kind, changes);
  if (kind === 'project.updated') return describeProjectChange(changes);
  return 'changed the project';
}

/** "Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025". */
export const historySummary = (actorName: string, description: string): string => `${actorName} ${description}`;
