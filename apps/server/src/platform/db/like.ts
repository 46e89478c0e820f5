/** `%term%` for LIKE / ILIKE, lower-cased, with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
