import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './calendar-ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes all-day events with an exclusive DATE end and the same bytes for the same input', () => {
    const event = {
      uid: 'event-1@threshold',
      stamp: new Date('2026-05-01T10:00:00Z'),
      sequence: 2,
      summary: 'Open house',
      allDay: true,
      start: '2026-05-30',
      end: '2026-05-31',
      cancelled: false,
    };
    const text = buildCalendar('Threshold', [event]);
    expect(text).toContain('DTSTART;VALUE=DATE:20260530\r\nDTEND;VALUE=DATE:20260601\r\n');
    expect(text).toContain('DTSTAMP:20260501T100000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(buildCalendar('Threshold', [event])).toBe(text);
  });
});
