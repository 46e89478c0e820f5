/**
 * React hooks over the tab's realtime socket. This file is small; the client itself
 * (realtime-client.ts) is imported on first use so it stays out of the entry chunk.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  PresencePerson,
  RealtimeEventDto,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import type { RealtimeSpec } from './realtime-client';

export type { RealtimeSpec };

/** Which socket: the signed-in user's, or an outside guest's (ADR 0169). */
export type RealtimeSocket = 'user' | 'guest';

/** Calls `onEvent` for every change matching `spec` the server lets this user see; null = off. */
export function useRealtime(
  spec: RealtimeSpec | null,
  onEvent: (event: RealtimeEventDto) => void,
  socket: RealtimeSocket = 'user',
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = spec ? JSON.stringify(spec) : null;
  useEffect(() => {
    if (!key) return;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void import('./realtime-client').then(({ realtimeClient, guestRealtimeClient }) => {
      if (cancelled) return;
      const client = socket === 'guest' ? guestRealtimeClient() : realtimeClient();
      unsubscribe = client.subscribe(JSON.parse(key) as RealtimeSpec, (event) => handler.current(event));
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [key, socket]);
}

/** Refetches the given queries (prefix match) when a matching change arrives. */
export function useRealtimeInvalidation(
  spec: RealtimeSpec | null,
  keys: (event: RealtimeEventDto) => QueryKey[],
  socket: RealtimeSocket = 'user',
): void {
  const queryClient = useQueryClient();
  useRealtime(
    spec,
    (event) => {
      for (const queryKey of keys(event)) void queryClient.invalidateQueries({ queryKey });
    },
    socket,
  );
}

/** How long a "typing" signal shows without a new one. */
const TYPING_SHOWN_MS = 4_000;
/** A typing signal is sent at most this often while someone types. */
const TYPING_EVERY_MS = 2_500;

/**
 * Joins a presence room while mounted: who is here now (other than me), who is typing, and a
 * `typing()` to call on keystrokes (throttled), and `stoppedTyping()` once a message is sent. null = no room.
 */
export function usePresence(room: string | null, meId: string) {
  const [users, setUsers] = useState<PresencePerson[]>([]);
  const [typing, setTyping] = useState<Record<string, number>>({});
  const sendTyping = useRef<(() => void) | null>(null);
  const lastSent = useRef(0);
  useEffect(() => {
    if (!room) return;
    let leave: (() => void) | null = null;
    let cancelled = false;
    void import('./realtime-client').then(({ realtimeClient }) => {
      if (cancelled) return;
      const joined = realtimeClient().joinRoom(room, {
        onPresence: (people) => setUsers(people),
        onTyping: (userId) => setTyping((current) => ({ ...current, [userId]: Date.now() })),
      });
      leave = joined.leave;
      sendTyping.current = joined.typing;
    });
    return () => {
      cancelled = true;
      leave?.();
      sendTyping.current = null;
      setUsers([]);
      setTyping({});
    };
  }, [room]);
  // Typing signals fade on their own.
  useEffect(() => {
    const ids = Object.keys(typing);
    if (ids.length === 0) return;
    const timer = setTimeout(() => {
      const now = Date.now();
      setTyping((current) =>
        Object.fromEntries(Object.entries(current).filter(([, at]) => now - at < TYPING_SHOWN_MS)),
      );
    }, TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  const typingNow = useCallback(() => {
    if (Date.now() - lastSent.current < TYPING_EVERY_MS) return;
    lastSent.current = Date.now();
    sendTyping.current?.();
  }, []);
  // After a message is sent, the next keystroke starts a new burst: it signals at once.
  const stoppedTyping = useCallback(() => {
    lastSent.current = 0;
  }, []);
  const others = users.filter((u) => u.user_id !== meId);
  const typingPeople = others.filter((u) => typing[u.user_id] !== undefined);
  return { others, typingPeople, typing: typingNow, stoppedTyping };
}
