/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite raise it (directly or as a cause). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    const { code, constraint: name } = (e ?? {}) as { code?: unknown; constraint?: unknown };
    return String(code) === '23505' && (constraint === undefined || name === constraint);
  });
}
