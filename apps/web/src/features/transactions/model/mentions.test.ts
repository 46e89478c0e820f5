import { describe, expect, it } from 'vitest';
import { filterCandidates, insertMention, mentionedIds, mentionQueryAt, uniqueCandidates } from './mentions';

const people = [
  { id: 'u1', name: 'Riley Chen' },
  { id: 'u2', name: 'Daniel Reyes' },
  { id: 'u3', name: 'Tessa Lindqvist' },
];

describe('note mentions', () => {
  it('finds the "@query" before the caret, not inside words or e-mails', () => {
    expect(mentionQueryAt('Call @Ri', 8)).toEqual({ start: 5, query: 'Ri' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail bob@example', 16)).toBeNull();
  });

  it('suggests people by first or last name', () => {
    expect(filterCandidates(people, 'rey').map((p) => p.id)).toEqual(['u2']);
    expect(filterCandidates(people, '').length).toBe(3);
  });

  it('inserts the name and mentions only people still named in the text', () => {
    const next = insertMention('Ask @ri about it', 4, 7, 'Riley Chen');
    expect(next.text).toBe('Ask @Riley Chen  about it');
    expect(mentionedIds(next.text, [people[0]!, people[1]!])).toEqual(['u1']);
  });

  it('dedupes candidates and leaves the author out', () => {
    expect(uniqueCandidates([...people, { id: 'u1', name: 'Riley Chen' }], 'u3').map((p) => p.id)).toEqual([
      'u2',
      'u1',
    ]);
  });
});
