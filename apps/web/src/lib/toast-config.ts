/**
 * Toast constants (spec §9). Settable ones are passed to sonner's <Toaster>; width 356 px, gap
 * 14 px and the 200 ms removal delay are sonner's built-in values (gap is also set explicitly).
 * Sonner's swipe-to-dismiss threshold is 45 px (velocity > 0.11 px/ms also dismisses) and is not
 * configurable — see docs/decisions/0012-toasts-with-sonner.md.
 */
export const TOAST_CONFIG = {
  durationMs: 4_000,
  visibleToasts: 3,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
  gapPx: 14,
  widthPx: 356,
  removalDelayMs: 200,
  swipeThresholdPx: 20,
  swipeVelocityPxPerMs: 0.11,
  closeButton: true,
  dismissible: true,
} as const;
