import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar, type IcsEvent } from './ics.js';

/* The ICS writer (docs/decisions.md D42): escaping, folding and all-day dates, read back by ical.js. */

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'e1@plotline',
  start: '2025-12-30',
  end: '2026-01-02',
  summary: 'Year end',
  description: '',
  category: 'Deployment',
  lastModified: '2025-12-01T08:30:00.000Z',
  sequence: 2,
  ...overrides,
});

describe('ics writer', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'x'.repeat(40)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes all-day events whose exclusive end crosses the year, and the same bytes every time', () => {
    const text = writeCalendar({ name: 'Plan', events: [event(), event({ uid: 'e2@plotline', start: '2024-02-29', end: '2024-02-29' })] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('DTSTART;VALUE=DATE:20251230\r\nDTEND;VALUE=DATE:20260103\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20240229\r\nDTEND;VALUE=DATE:20240301\r\n');
    expect(text).toContain('DTSTAMP:20251201T083000Z');
    expect(writeCalendar({ name: 'Plan', events: [event(), event({ uid: 'e2@plotline', start: '2024-02-29', end: '2024-02-29' })] })).toBe(text);

    const parsed = new ICAL.Component(ICAL.parse(text));
    const [first] = parsed.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(first?.startDate.toString()).toBe('2025-12-30');
    expect(first?.endDate.toString()).toBe('2026-01-03');
    expect(parsed.getFirstPropertyValue('version')).toBe('2.0');
  });
});
