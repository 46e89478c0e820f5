/**
 * React hooks over the tab's realtime socket. This file is small; the client itself
 * (realtime-client.ts) is imported on first use so it stays out of the entry chunk.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { RealtimeSpec } from './realtime-client';

export type { RealtimeSpec };

/** Calls `onEvent` for every change matching `spec` the server lets this user see; null = off. */
export function useRealtime(spec: RealtimeSpec | null, onEvent: (event: RealtimeEventDto) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = spec ? JSON.stringify(spec) : null;
  useEffect(() => {
    if (!key) return;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void import('./realtime-client').then(({ realtimeClient }) => {
      if (cancelled) return;
      unsubscribe = realtimeClient().subscribe(JSON.parse(key) as RealtimeSpec, (event) =>
        handler.current(event),
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [key]);
}

/** Refetches the given queries (prefix match) when a matching change arrives. */
export function useRealtimeInvalidation(
  spec: RealtimeSpec | null,
  keys: (event: RealtimeEventDto) => QueryKey[],
): void {
  const queryClient = useQueryClient();
  useRealtime(spec, (event) => {
    for (const queryKey of keys(event)) void queryClient.invalidateQueries({ queryKey });
  });
}
