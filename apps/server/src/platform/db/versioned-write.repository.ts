import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A table with the issue-19 columns: an `id` and a `version` (see record-version.ts). */
type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

const matches = (table: VersionedTable, id: string, expectedVersion: number | undefined): SQL =>
  expectedVersion === undefined
    ? eq(table.id, id)
    : and(eq(table.id, id), eq(table.version, expectedVersion))!;

/**
 * `UPDATE … SET …, version = version + 1 WHERE id = $1 [AND version = $2]` in one statement, so two
 * writers based on the same version cannot both win. Returns false when nothing matched (the record
 * is gone, or moved on past `expectedVersion`); undefined `expectedVersion` = unconditional (ADR 0083).
 */
export async function updateIfVersion(
  db: DbOrTx,
  table: VersionedTable,
  id: string,
  expectedVersion: number | undefined,
  set: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1` } as never)
    .where(matches(table, id, expectedVersion))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** `DELETE … WHERE id = $1 [AND version = $2]`; false when nothing matched. */
export async function deleteIfVersion(
  db: DbOrTx,
  table: VersionedTable,
  id: string,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(matches(table, id, expectedVersion))
    .returning({ id: table.id });
  return rows.length > 0;
}
