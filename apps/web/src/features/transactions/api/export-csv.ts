import { fetchCsv, type CsvFile } from '@/lib/csv-download';
import type { ApiQuery } from '../model/list-state';

/** GET /api/transactions/export with the list's filters and sort (the server stops at 10,000 rows). */
export function fetchTransactionsCsv(query: ApiQuery): Promise<CsvFile> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  return fetchCsv(`/api/transactions/export?${params.toString()}`, {
    fallbackName: `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
  });
}
