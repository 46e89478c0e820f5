import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { organizations } from './organizations.schema';

/**
 * organizations.settings is one JSON document that several areas write (`crm`,
 * `transactionKeyDates.<type>`…). Every read and write here touches one path only — a write is a
 * single UPDATE that rebuilds the document from its current value in the database, so a concurrent
 * write to another path is never lost.
 */
export type SettingsPath = readonly [string, ...string[]];

function pathLiteral(path: SettingsPath): SQL {
  for (const part of path)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) throw new Error(`Invalid settings path part "${part}"`);
  return sql`${`{${path.join(',')}}`}::text[]`;
}

/** The value at `path`, or null when the organization or the path does not exist. */
export async function readSetting(
  db: DbOrTx,
  organizationId: string,
  path: SettingsPath,
  options: { lock?: boolean } = {},
): Promise<unknown> {
  const query = db
    .select({ value: sql<unknown>`${organizations.settings} #> ${pathLiteral(path)}` })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  // lock: the row stays locked until the surrounding transaction ends (read-modify-write).
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.value ?? null;
}

/** `base || {key: value}` for each level, so missing (or non-object) parents become objects. */
function nested(path: SettingsPath, value: SQL, depth = 0): SQL {
  if (depth === path.length) return value;
  const parent =
    depth === 0 ? sql`coalesce(${organizations.settings}, '{}'::jsonb)` : objectAt(path.slice(0, depth));
  return sql`(${parent} || jsonb_build_object(${path[depth]}::text, ${nested(path, value, depth + 1)}))`;
}

function objectAt(path: readonly string[]): SQL {
  const at = sql`(${organizations.settings} #> ${pathLiteral(path as SettingsPath)})`;
  return sql`(case when jsonb_typeof(${at}) = 'object' then ${at} else '{}'::jsonb end)`;
}

/** Sets the value at `path`, creating the objects above it; the rest of the document stays as it is. */
export async function writeSetting(
  db: DbOrTx,
  organizationId: string,
  path: SettingsPath,
  value: unknown,
): Promise<void> {
  await db
    .update(organizations)
    .set({ settings: nested(path, sql`${JSON.stringify(value)}::jsonb`) })
    .where(eq(organizations.id, organizationId));
}

/** Removes the value at `path` (nothing happens when it is not there). */
export async function removeSetting(db: DbOrTx, organizationId: string, path: SettingsPath): Promise<void> {
  await db
    .update(organizations)
    .set({ settings: sql`coalesce(${organizations.settings}, '{}'::jsonb) #- ${pathLiteral(path)}` })
    .where(eq(organizations.id, organizationId));
}

/**
 * Versioned sections (issue 19, ADR 0093): a section that is edited as a whole (the CRM settings, one
 * type's key dates) carries its own `version` inside it. A section never saved counts as version 1.
 */
export const UNSAVED_SETTING_VERSION = 1;

/** The `version` stored in a section (see versionAtSql for the same rule in SQL). */
export function settingVersionOf(section: unknown): number {
  const v = section && typeof section === 'object' ? (section as { version?: unknown }).version : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 999_999_999
    ? v
    : UNSAVED_SETTING_VERSION;
}

function versionAtSql(path: SettingsPath): SQL {
  const at = pathLiteral([...path, 'version']);
  const text = sql`(${organizations.settings} #>> ${at})`;
  return sql`(case when jsonb_typeof(${organizations.settings} #> ${at}) = 'number' and ${text} ~ '^[1-9][0-9]{0,8}$' then ${text}::int else ${UNSAVED_SETTING_VERSION} end)`;
}

/**
 * Replaces the section at `path` with `value` plus `version` = its version + 1, in one UPDATE that
 * applies only while the section is still at `expectedVersion` (undefined: unconditional). Answers
 * the new version, or null when nothing was written (the section moved on, or no such organization).
 */
export async function writeVersionedSetting(
  db: DbOrTx,
  organizationId: string,
  path: SettingsPath,
  value: Record<string, unknown>,
  expectedVersion: number | undefined,
): Promise<number | null> {
  const { version: _ignored, ...rest } = value;
  const next = sql`(${JSON.stringify(rest)}::jsonb || jsonb_build_object('version', ${versionAtSql(path)} + 1))`;
  const rows = await db
    .update(organizations)
    .set({ settings: nested(path, next) })
    .where(
      expectedVersion === undefined
        ? eq(organizations.id, organizationId)
        : and(eq(organizations.id, organizationId), sql`${versionAtSql(path)} = ${expectedVersion}`),
    )
    .returning({ version: sql<number>`${versionAtSql(path)}` });
  return rows[0]?.version ?? null;
}
