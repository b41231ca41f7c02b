import { addDays } from '@plotline/shared';

/*
 * A small iCalendar writer (RFC 5545) for the calendar feeds (docs/decisions.md D42): one all-day
 * VEVENT per event. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8
 * character); TEXT values escape backslash, semicolon, comma and line breaks (section 3.3.11).
 */

export interface IcsEvent {
  /** Stable across edits: the event's id (section 3.8.4.7). */
  uid: string;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD (inclusive; DTEND is written as the day after). */
  end: string;
  summary: string;
  description: string;
  /** The objective's name. */
  category: string;
  /** ISO timestamp of the last change. */
  lastModified: string;
  /** Grows with every change (the event's version − 1). */
  sequence: number;
}

export interface IcsCalendar {
  name: string;
  events: IcsEvent[];
}

const PRODID = '-//Plotline//Calendar feed//EN';
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 section 3.3.11). */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** Splits a content line into 75-octet pieces joined by CRLF + space, never inside a character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; continuation lines start with a space, so they hold 74 more.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const basicDate = (calendarDate: string): string => calendarDate.replaceAll('-', '');
/** 2025-03-01T12:00:00.000Z → 20250301T120000Z */
const utcStamp = (iso: string | Date): string =>
  new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    // Without METHOD, DTSTAMP is when the event was last revised (section 3.8.7.2): the same
    // events always give the same bytes, so the feed's ETag holds until something changes.
    `DTSTAMP:${utcStamp(event.lastModified)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
    // All-day events end exclusively: the day after the last day (section 3.6.1).
    `DTEND;VALUE=DATE:${basicDate(addDays(event.end, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `CATEGORIES:${escapeText(event.category)}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole feed as text/calendar, CRLF line endings. */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
