import { z } from 'zod';
import {
  DEFAULT_KEY_DATES,
  validateKeyDateTemplate,
  type KeyDateTemplate,
} from '@threshold/domain/transactions/key-date-defaults';
import { TRANSACTION_TYPES, type TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { DbOrTx } from '../../../platform/db/client';
import {
  readSetting,
  settingVersionOf,
  writeVersionedSetting,
  type SettingsPath,
} from '../../organizations/organization-settings.repository';

/** An organization's key-date set for one type, or the built-in one (customized false, updatedAt null). */
export interface KeyDateSet {
  type: TransactionType;
  items: KeyDateTemplate[];
  customized: boolean;
  updatedAt: Date | null;
  /** 1 for a built-in set never edited; a reset keeps counting up (ADR 0093). */
  version: number;
}

const ROOT = 'transactionKeyDates';
const pathOf = (type: TransactionType): SettingsPath => [ROOT, type];

const StoredItem = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: z.string().min(1).max(100),
  kind: z.enum(['absolute', 'relative']),
  anchorKey: z.string().nullable(),
  offsetDays: z.int().min(-365).max(365),
  businessDays: z.boolean(),
  roll: z.boolean(),
  isDeadline: z.boolean().default(true),
});
/**
 * organizations.settings.transactionKeyDates[type]: `{ items, updatedAt, version }`, or after a reset
 * to the built-in set only `{ version }` (the version keeps counting, ADR 0093).
 */
const StoredSet = z.object({ items: z.array(StoredItem).min(1), updatedAt: z.iso.datetime() });

const builtIn = (type: TransactionType, version: number): KeyDateSet => ({
  type,
  items: [...DEFAULT_KEY_DATES[type]],
  customized: false,
  updatedAt: null,
  version,
});

/** A stored set that no longer passes the rules of a PUT counts as missing: the built-in set applies. */
function toSet(type: TransactionType, stored: unknown): KeyDateSet {
  const version = settingVersionOf(stored);
  const parsed = StoredSet.safeParse(stored);
  if (!parsed.success || Object.keys(validateKeyDateTemplate(parsed.data.items)).length)
    return builtIn(type, version);
  const { items, updatedAt } = parsed.data;
  return { type, items, customized: true, updatedAt: new Date(updatedAt), version };
}

/** Every type's set, in TRANSACTION_TYPES order; built-in sets without an organization. */
export async function findKeyDateSets(db: DbOrTx, organizationId: string | null): Promise<KeyDateSet[]> {
  const stored = organizationId ? await readSetting(db, organizationId, [ROOT]) : null;
  const byType = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return TRANSACTION_TYPES.map((type) => toSet(type, byType[type]));
}

/** One type's set; `lock` keeps the organization row locked until the transaction ends. */
export async function getKeyDateSet(
  db: DbOrTx,
  organizationId: string,
  type: TransactionType,
  options: { lock?: boolean } = {},
): Promise<KeyDateSet> {
  return toSet(type, await readSetting(db, organizationId, pathOf(type), options));
}

/**
 * Saves the set, or (items null) returns the type to the built-in set, in one UPDATE conditional on
 * `expectedVersion` (undefined: unconditional). Answers false when the set moved on (nothing written).
 */
export async function saveKeyDateSet(
  db: DbOrTx,
  organizationId: string,
  type: TransactionType,
  items: KeyDateTemplate[] | null,
  updatedAt: Date,
  expectedVersion?: number,
): Promise<boolean> {
  const value = items ? { items, updatedAt: updatedAt.toISOString() } : {};
  return (await writeVersionedSetting(db, organizationId, pathOf(type), value, expectedVersion)) !== null;
}
