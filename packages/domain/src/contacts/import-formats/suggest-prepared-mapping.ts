import { suggestMapping, type ColumnMapping, type ImportField } from '../csv-fields';
import { COMBINED_COLUMNS } from './prepare-table';

const COMBINED_FIELD: Record<string, ImportField> = {
  [COMBINED_COLUMNS.emails]: 'email_list',
  [COMBINED_COLUMNS.phones]: 'phone_list',
  [COMBINED_COLUMNS.street]: 'street',
  [COMBINED_COLUMNS.unit]: 'unit',
  [COMBINED_COLUMNS.city]: 'city',
  [COMBINED_COLUMNS.region]: 'region',
  [COMBINED_COLUMNS.postal_code]: 'postal_code',
  [COMBINED_COLUMNS.country]: 'country',
  [COMBINED_COLUMNS.labels]: 'tags',
};

/**
 * The first mapping for a prepared table: combined columns feed their own field, every other
 * column gets `suggestMapping`'s guess (a field already fed by a combined column is not suggested
 * twice).
 */
export function suggestPreparedMapping(header: readonly string[]): ColumnMapping {
  const combined = header.filter((h) => COMBINED_FIELD[h]);
  const taken = new Set(combined.map((h) => COMBINED_FIELD[h]));
  const rest = suggestMapping(header.filter((h) => !COMBINED_FIELD[h]));
  return Object.fromEntries(
    header.map((h) => {
      const own = COMBINED_FIELD[h];
      if (own) return [h, own];
      const guess = rest[h] ?? 'ignore';
      return [h, guess !== 'ignore' && taken.has(guess) ? 'ignore' : guess];
    }),
  );
}
