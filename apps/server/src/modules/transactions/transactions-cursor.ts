import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/http/errors';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';

/** Opaque keyset cursors: base64url of a JSON array. Decoding failures are a 400 on `cursor`. */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', 'The query string is not valid', {
    cursor: 'Not a cursor from this API',
  });

/** Decodes a cursor of `[tag, value, id]` made for `tag`; the id must be a uuid. */
export function decodeKeysetCursor(cursor: string, tag: string): { value: string; id: string } {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 3 || parts[0] !== tag) throw badCursor();
  const [, value, id] = parts;
  if (
    typeof value !== 'string' ||
    typeof id !== 'string' ||
    !UUID_PATTERN.test(id) ||
    value.includes('\u0000')
  )
    throw badCursor();
  return { value, id };
}

export function invalidCursor(): AppError {
  return badCursor();
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

/** Decodes a `[tag, timestampText, id]` cursor. */
export function decodeTimeCursor(cursor: string, tag: string): { at: string; id: string } {
  const { value, id } = decodeKeysetCursor(cursor, tag);
  if (!isTimestampText(value)) throw badCursor();
  return { at: value, id };
}
