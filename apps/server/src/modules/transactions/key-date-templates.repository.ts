import { z } from 'zod';
import {
  DEFAULT_KEY_DATES,
  validateKeyDateTemplate,
  type KeyDateTemplate,
} from '@threshold/domain/transactions/key-date-defaults';
import { TRANSACTION_TYPES, type TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { DbOrTx } from '../../platform/db/client';
import {
  readSetting,
  removeSetting,
  writeSetting,
  type SettingsPath,
} from '../organizations/organization-settings.repository';

/** An organization's key-date set for one type, or the built-in one (customized false, updatedAt null). */
export interface KeyDateSet {
  type: TransactionType;
  items: KeyDateTemplate[];
  customized: boolean;
  updatedAt: Date | null;
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
/** organizations.settings.transactionKeyDates[type] */
const StoredSet = z.object({ items: z.array(StoredItem).min(1), updatedAt: z.iso.datetime() });

const builtIn = (type: TransactionType): KeyDateSet => ({
  type,
  items: [...DEFAULT_KEY_DATES[type]],
  customized: false,
  updatedAt: null,
});

/** A stored set that no longer passes the rules of a PUT counts as missing: the built-in set applies. */
function toSet(type: TransactionType, stored: unknown): KeyDateSet {
  const parsed = StoredSet.safeParse(stored);
  if (!parsed.success || Object.keys(validateKeyDateTemplate(parsed.data.items)).length) return builtIn(type);
  const { items, updatedAt } = parsed.data;
  return { type, items, customized: true, updatedAt: new Date(updatedAt) };
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

export async function saveKeyDateSet(
  db: DbOrTx,
  organizationId: string,
  type: TransactionType,
  items: KeyDateTemplate[],
  updatedAt: Date,
): Promise<void> {
  await writeSetting(db, organizationId, pathOf(type), { items, updatedAt: updatedAt.toISOString() });
}

export async function removeKeyDateSet(db: DbOrTx, organizationId: string, type: TransactionType) {
  await removeSetting(db, organizationId, pathOf(type));
}
