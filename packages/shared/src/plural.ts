/*
 * Counts in words, for every screen and message: "1 day", "2 days", "0 events". The spec writes
 * its counted texts as 'N day(s)' and 'N event(s)'; Plotline reads "(s)" as "plural when N is not 1"
 * everywhere, so a single-day event never says "1 days" in one view and "1 day" in another.
 */

/** The singular for exactly 1 (and -1), the plural otherwise (0 included, as English does). */
export const pluralize = (count: number, singular: string, plural = `${singular}s`): string =>
  Math.abs(count) === 1 ? singular : plural;

/** "1 event", "3 events". */
export const countLabel = (count: number, singular: string, plural?: string): string =>
  `${count} ${pluralize(count, singular, plural)}`;

/** A duration in days (both ends counted, dates.ts): "1 day", "5 days". */
export const dayCountLabel = (days: number): string => countLabel(days, 'day');
