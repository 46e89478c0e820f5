import { describe, expect, it } from 'vitest';
import { notifyPayloads } from './realtime-bus';

describe('NOTIFY payloads of a batch (ADR 0178)', () => {
  it('names every id once, in order, in as few payloads as fit the limit', () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => 1_000_000_000_000 + i); // 13 digits
    const payloads = notifyPayloads('instance-a', ids);
    // 14 bytes an id: 499 fit in 7,000 with the prefix, so 1,000 ids take three payloads, full but the last.
    expect(payloads.map((p) => p.split(',').length)).toEqual([499, 499, 2]);
    for (const payload of payloads) {
      expect(payload.startsWith('instance-a:')).toBe(true);
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7_000);
    }
    expect(payloads.flatMap((p) => p.slice('instance-a:'.length).split(',').map(Number))).toEqual(ids);
  });

  it('sends one payload for a small batch, and none for an empty one', () => {
    expect(notifyPayloads('i', [7, 8, 9])).toEqual(['i:7,8,9']);
    expect(notifyPayloads('i', [])).toEqual([]);
    expect(notifyPayloads('i', [1, 22, 333], 6)).toEqual(['i:1,22', 'i:333']);
  });
});
