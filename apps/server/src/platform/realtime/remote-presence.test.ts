import { describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS } from './presence-signal';
import { createRemotePresence } from './remote-presence';

const person = (user_id: string) => ({ user_id, first_name: user_id, last_name: null });

describe('presence relayed by other instances', () => {
  it('keeps an entry while it is repeated and drops it once its instance falls silent', () => {
    let now = 1_000;
    const remote = createRemotePresence(() => now);
    expect(remote.put('a', 'deal:1', person('ann'))).toBe(true);
    expect(remote.put('b', 'deal:1', person('bob'))).toBe(true);
    expect(remote.put('a', 'deal:1', person('ann'))).toBe(false); // known: no change to announce
    now += PRESENCE_TTL_MS - 1;
    expect(remote.refresh('a', 'deal:1', 'ann')).toBe(true);
    expect(remote.refresh('a', 'deal:1', 'nobody')).toBe(false);
    now += 2;
    // b was not repeated in time; a was.
    expect(remote.drop()).toEqual(['deal:1']);
    expect(remote.people('deal:1').map((p) => p.user_id)).toEqual(['ann']);
  });

  it('forgets an instance that said goodbye, and one user leaving', () => {
    const remote = createRemotePresence(() => 0);
    remote.put('a', 'deal:1', person('ann'));
    remote.put('a', 'conversation:2', person('ann'));
    remote.put('b', 'conversation:2', person('bob'));
    expect(remote.drop('a').sort()).toEqual(['conversation:2', 'deal:1']);
    expect(remote.people('deal:1')).toEqual([]);
    expect(remote.remove('b', 'conversation:2', 'bob')).toBe(true);
    expect(remote.remove('b', 'conversation:2', 'bob')).toBe(false);
  });
});
