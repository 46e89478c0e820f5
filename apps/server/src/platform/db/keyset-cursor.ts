import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';
import { AppError } from '../http/errors';

/**
 * Keyset cursors for every paged list: the sort values and id of the last row, as base64url of a
 * JSON array, opaque to the client. A cursor that is not what the list writes is a 400 on `cursor`,
 * never passed to SQL casts.
 */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

export function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'The query string is not valid', {
    cursor: 'Not a cursor from this list',
  });
}

/** A real calendar day "YYYY-MM-DD" (no February 31st). */
export function isRealDay(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/**
 * Timestamps travel in cursors as text with microseconds (PostgreSQL's precision), so the keyset
 * comparison is exact: `timestampText(col)` renders it, `isTimestampText` checks a decoded value.
 */
export const timestampText = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const isTimestampText = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/.test(v) && isRealDay(v.slice(0, 10));

/** Any timestamp PostgreSQL prints (older cursors and `::text` casts). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export type CursorPart = 'uuid' | 'timestamp' | 'text';

const partIsValid = (value: string, kind: CursorPart) =>
  kind === 'uuid'
    ? UUID_PATTERN.test(value)
    : kind === 'timestamp'
      ? TIMESTAMP.test(value)
      : !value.includes('\u0000');

/** The parts of a cursor whose parts have the given kinds (null without a cursor). */
export function decodeCursor(cursor: string | undefined, kinds: readonly CursorPart[]): string[] | null {
  if (cursor === undefined) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const valid =
    Array.isArray(parts) &&
    parts.length === kinds.length &&
    parts.every((part, i) => typeof part === 'string' && part.length < 300 && partIsValid(part, kinds[i]!));
  if (!valid) throw invalidCursor();
  return parts as string[];
}

/** Decodes a cursor of `[tag, value, id]` made for `tag`; the id must be a uuid. */
export function decodeKeysetCursor(cursor: string, tag: string): { value: string; id: string } {
  const [cursorTag, value, id] = decodeCursor(cursor, ['text', 'text', 'uuid'])!;
  if (cursorTag !== tag) throw invalidCursor();
  return { value: value!, id: id! };
}

/** Decodes a `[tag, timestampText, id]` cursor. */
export function decodeTimeCursor(cursor: string, tag: string): { at: string; id: string } {
  const { value, id } = decodeKeysetCursor(cursor, tag);
  if (!isTimestampText(value)) throw invalidCursor();
  return { at: value, id };
}
