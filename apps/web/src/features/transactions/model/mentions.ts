/**
 * @mentions in internal notes. The composer inserts "@First Last" and remembers the person; on send,
 * only people whose "@Name" is still in the text are mentioned.
 */
export interface MentionCandidate {
  id: string;
  name: string;
}

/** The "@query" being typed just before the caret, or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{M}'.-]*(?: [\p{L}\p{M}'.-]*)?)$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

export function filterCandidates(
  candidates: readonly MentionCandidate[],
  query: string,
  limit = 6,
): MentionCandidate[] {
  const q = query.trim().toLowerCase();
  return candidates
    .filter(
      (c) =>
        c.name
          .toLowerCase()
          .split(/\s+/)
          .some((part) => part.startsWith(q)) || c.name.toLowerCase().startsWith(q),
    )
    .slice(0, limit);
}

/** Replaces "@query" at `start` with "@Name " and returns the new text and caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The ids of chosen people still named in the text. */
export function mentionedIds(text: string, chosen: readonly MentionCandidate[]): string[] {
  return [...new Set(chosen.filter((c) => text.includes(`@${c.name}`)).map((c) => c.id))];
}

/** Unique candidates by id, without the author, sorted by name. */
export function uniqueCandidates(people: readonly MentionCandidate[], excludeId: string): MentionCandidate[] {
  const byId = new Map<string, MentionCandidate>();
  for (const p of people) if (p.id !== excludeId && p.name.trim() && !byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
