import type { PersonRef } from '@threshold/domain/transactions/transaction-common.contract';

export const personName = (p: PersonRef): string =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Someone';

/**
 * The people named in a text as "@First Last" (or "@First" when no one else shares that first
 * name), among those who can be mentioned; the author excluded.
 */
export function mentionsIn(body: string, people: readonly PersonRef[], authorId: string): string[] {
  const text = body.toLowerCase();
  const found: string[] = [];
  for (const person of people) {
    if (person.id === authorId) continue;
    const full = personName(person).toLowerCase();
    const first = (person.first_name ?? '').toLowerCase();
    const firstIsUnique =
      first !== '' && people.filter((p) => (p.first_name ?? '').toLowerCase() === first).length === 1;
    if (
      text.includes(`@${full}`) ||
      (firstIsUnique && new RegExp(`@${escape(first)}(?![\\p{L}])`, 'u').test(text))
    )
      found.push(person.id);
  }
  return found;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
