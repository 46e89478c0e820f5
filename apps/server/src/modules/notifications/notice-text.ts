/** Text helpers for the producers' notices (ADR 0167): titles name people, bodies quote briefly. */

const EXCERPT_CHARS = 140;

/** The first EXCERPT_CHARS characters of a text on one line. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS - 1)}…` : line;
}

/** "First Last", or "Someone" for a person without a name. */
export function personName(person: { first_name: string | null; last_name: string | null } | null): string {
  return [person?.first_name, person?.last_name].filter(Boolean).join(' ') || 'Someone';
}
