/**
 * A CSV download: `text/csv; charset=utf-8` as an attachment named `<name>-<today>.csv`.
 * X-Row-Count holds the number of data rows, X-Truncated whether a row cap cut the file.
 */
export function csvResponse(
  name: string,
  csv: string,
  rows: { count: number; truncated: boolean },
): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'X-Row-Count': String(rows.count),
      'X-Truncated': String(rows.truncated),
    },
  });
}
