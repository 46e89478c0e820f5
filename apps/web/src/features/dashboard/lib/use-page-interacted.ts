import { useSyncExternalStore } from 'react';

/** The first scroll, key press or touch on the page; once it has happened it stays true. */
let interacted = false;
const listeners = new Set<() => void>();
const EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

function markInteracted() {
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, markInteracted, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && !interacted)
    for (const event of EVENTS)
      window.addEventListener(event, markInteracted, { capture: true, passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0)
      for (const event of EVENTS) window.removeEventListener(event, markInteracted, true);
  };
}

/** True once the user has scrolled, typed or touched since the page loaded. */
export function usePageInteracted(): boolean {
  return useSyncExternalStore(subscribe, () => interacted);
}
