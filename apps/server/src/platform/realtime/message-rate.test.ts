import { describe, expect, it } from 'vitest';
import { createMessageRate, MAX_DROPPED, MESSAGE_BURST, MESSAGES_PER_SECOND } from './message-rate';

describe('a socket’s message rate', () => {
  it('takes a burst, then refills at the steady rate', () => {
    let now = 0;
    const rate = createMessageRate(() => now);
    const burst = Array.from({ length: MESSAGE_BURST }, () => rate.take());
    expect(burst.every((v) => v === 'accept')).toBe(true);
    expect(rate.take()).toBe('drop-and-tell');
    expect(rate.take()).toBe('drop');
    now += 1000;
    const second = Array.from({ length: MESSAGES_PER_SECOND + 1 }, () => rate.take());
    expect(second.filter((v) => v === 'accept')).toHaveLength(MESSAGES_PER_SECOND);
    expect(second.at(-1)).toBe('drop-and-tell');
  });

  it('closes a socket that keeps sending past the limit, and forgives one that slows down', () => {
    let now = 0;
    const rate = createMessageRate(() => now);
    for (let i = 0; i < MESSAGE_BURST; i++) rate.take();
    for (let i = 0; i < MAX_DROPPED - 2; i++) expect(rate.take()).not.toBe('close');
    now += 1000 / MESSAGES_PER_SECOND; // one message's worth
    expect(rate.take()).toBe('accept');
    for (let i = 0; i < MAX_DROPPED - 1; i++) expect(rate.take()).not.toBe('close');
    expect(rate.take()).toBe('close');
  });
});
