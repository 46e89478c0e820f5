import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './route';
import { checkedResponse, contractDifference } from './response-contract';

const contract = z.object({
  id: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  items: z.array(z.object({ n: z.number() })),
  note: z.string().nullable().default(null),
});
const route = { method: 'get', path: '/api/things/:id', response: contract } as unknown as RouteDefinition;
const answer = { id: 'a', owner: { id: 'u', name: 'Ann' }, items: [{ n: 1 }], note: 'x' };

describe('contractDifference', () => {
  it('finds nothing when the parse is the answer as it was, key order and undefined keys aside', () => {
    const reordered = {
      note: 'x',
      items: [{ n: 1 }],
      owner: { name: 'Ann', id: 'u' },
      id: 'a',
      gone: undefined,
    };
    expect(contractDifference(reordered, contract.parse(reordered))).toBeNull();
  });

  it('names a key the contract does not declare, however deep', () => {
    const leaking = { ...answer, owner: { ...answer.owner, password_hash: 'secret' } };
    expect(contractDifference(leaking, contract.parse(leaking))).toBe('$.owner.password_hash');
    const inList = { ...answer, items: [{ n: 1 }, { n: 2, cost_cents: 5 }] };
    expect(contractDifference(inList, contract.parse(inList))).toBe('$.items[1].cost_cents');
  });

  it('names a value the contract filled in', () => {
    const { note: _note, ...withoutNote } = answer;
    expect(contractDifference(withoutNote, contract.parse(withoutNote))).toBe('$.note');
  });
});

describe('checkedResponse', () => {
  it('returns the parsed answer when it is the same, and refuses one that would leak a column', () => {
    expect(checkedResponse(route, answer)).toEqual(answer);
    expect(() => checkedResponse(route, { ...answer, internal_notes: 'n' })).toThrow(
      'GET /api/things/:id answered something its response contract changes, at $.internal_notes',
    );
  });

  it('still refuses an answer that does not match its contract', () => {
    expect(() => checkedResponse(route, { ...answer, id: 7 })).toThrow();
  });
});
