import { AppError } from '../../platform/http/errors';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';

/** Keyset cursors: the sort value and id of the last row, opaque to the client. */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, arity = 2): string[] | null {
  if (cursor === undefined) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === 'string' && v.length < 300)
    ) {
      return values as string[];
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'The query string is not valid', {
    cursor: 'Not a cursor from this list',
  });
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** A cursor whose parts are not what this list writes is refused, never passed to SQL casts. */
export function checkCursorParts(parts: string[], kinds: ('uuid' | 'timestamp' | 'text')[]): string[] {
  const ok = parts.every(
    (p, i) => kinds[i] === 'text' || (kinds[i] === 'uuid' ? UUID_PATTERN.test(p) : TIMESTAMP.test(p)),
  );
  if (!ok)
    throw new AppError('VALIDATION_FAILED', 'The query string is not valid', {
      cursor: 'Not a cursor from this list',
    });
  return parts;
}
