import { describe, expect, it } from 'vitest';
import { TOAST_CONFIG } from './toast-config';

describe('toast constants (spec §9)', () => {
  it('match the specification', () => {
    expect(TOAST_CONFIG).toMatchObject({
      durationMs: 4_000,
      visibleToasts: 3,
      position: 'bottom-right',
      hotkey: ['altKey', 'KeyT'],
      gapPx: 14,
      widthPx: 356,
      removalDelayMs: 200,
      swipeVelocityPxPerMs: 0.11,
      dismissible: true,
    });
  });
});
