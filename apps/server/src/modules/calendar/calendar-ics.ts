/**
 * RFC 5545 text: escaping (§3.3.11), line folding at 75 octets without splitting a UTF-8 character
 * (§3.1), CRLF line ends. Pure functions; the feed service decides what goes in.
 */

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** One content line folded into ≤ 75-octet pieces; continuation lines start with one space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // the leading space counts
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** 20261125T150000Z */
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 20261125 */
export const dateValue = (ymd: string) => ymd.replace(/-/g, '');

export interface IcsEvent {
  uid: string;
  stamp: Date;
  sequence: number;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** All-day: days "YYYY-MM-DD" (end inclusive); timed: instants. */
  allDay: boolean;
  start: string;
  end: string;
  cancelled: boolean;
  categories?: string | null;
  /** Invitations (iTIP, RFC 5546) name who organizes and who is invited. */
  organizer?: IcsPerson | null;
  attendees?: IcsPerson[];
}

export interface IcsPerson {
  name: string | null;
  email: string;
}

/** `ORGANIZER;CN="Ana Agent":mailto:ana@…` — the name quoted, so commas and semicolons stay in it. */
const personValue = (p: IcsPerson) =>
  `${p.name ? `;CN="${p.name.replace(/["\r\n]/g, '')}"` : ''}:mailto:${p.email}`;

function nextDay(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `LAST-MODIFIED:${utcStamp(e.stamp)}`,
    `SEQUENCE:${e.sequence}`,
  ];
  if (e.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(e.start)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(e.end))}`);
  } else {
    lines.push(`DTSTART:${utcStamp(new Date(e.start))}`);
    if (e.end !== e.start) lines.push(`DTEND:${utcStamp(new Date(e.end))}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  if (e.categories) lines.push(`CATEGORIES:${escapeText(e.categories)}`);
  if (e.organizer) lines.push(`ORGANIZER${personValue(e.organizer)}`);
  for (const a of e.attendees ?? [])
    lines.push(`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE${personValue(a)}`);
  lines.push(`STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/**
 * A whole VCALENDAR: the same events in the same order give the same bytes. PUBLISH for feeds and
 * downloads; REQUEST and CANCEL for invitations to attendees (RFC 5546).
 */
export function buildCalendar(
  name: string,
  events: IcsEvent[],
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL' = 'PUBLISH',
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Threshold//Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
