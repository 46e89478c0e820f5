import { AWAY_AFTER_IDLE_MS } from '@threshold/domain/messaging/user-status';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/**
 * Whether this tab is in use (ADR 0170): away while hidden, or after AWAY_AFTER_IDLE_MS without
 * input; active again on input while visible. Calls `onChange` with every change.
 */
export function watchActivity(onChange: (state: 'active' | 'away') => void): () => void {
  let state: 'active' | 'away' = 'active';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const set = (next: 'active' | 'away') => {
    if (next === state) return;
    state = next;
    onChange(next);
  };
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => set('away'), AWAY_AFTER_IDLE_MS);
  };
  const onInput = () => {
    if (document.visibilityState !== 'visible') return;
    set('active');
    arm();
  };
  const onVisibility = () => (document.visibilityState === 'visible' ? onInput() : set('away'));
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onInput, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  arm();
  return () => {
    if (timer) clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onInput);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
