/**
 * How many messages one socket may send: a burst of MESSAGE_BURST, then MESSAGES_PER_SECOND. A
 * client sends a ping every half minute and a typing signal every few seconds at most, so only a
 * runaway or hostile client reaches it. Past the limit a message is dropped (with one RATE_LIMITED
 * error a second); a socket that goes on for MAX_DROPPED messages in a row is closed.
 */
export const MESSAGES_PER_SECOND = 20;
export const MESSAGE_BURST = 60;
export const MAX_DROPPED = 200;

export type MessageVerdict = 'accept' | 'drop-and-tell' | 'drop' | 'close';

/** A token bucket per socket; `now` in milliseconds (injectable for tests). */
export function createMessageRate(now: () => number = Date.now) {
  let tokens = MESSAGE_BURST;
  let refilledAt = now();
  let dropped = 0;
  let toldAt = -Infinity;
  return {
    take(): MessageVerdict {
      const at = now();
      tokens = Math.min(MESSAGE_BURST, tokens + ((at - refilledAt) / 1000) * MESSAGES_PER_SECOND);
      refilledAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        dropped = 0;
        return 'accept';
      }
      dropped += 1;
      if (dropped >= MAX_DROPPED) return 'close';
      if (at - toldAt < 1000) return 'drop';
      toldAt = at;
      return 'drop-and-tell';
    },
  };
}
