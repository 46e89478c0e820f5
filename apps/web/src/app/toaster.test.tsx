import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const received = vi.hoisted(() => ({ props: undefined as Record<string, unknown> | undefined }));
vi.mock('sonner', () => ({
  Toaster: (props: Record<string, unknown>) => {
    received.props = props;
    return null;
  },
}));

import { Toaster } from './toaster';

describe('Toaster (spec §9)', () => {
  it('gives sonner the specified position, duration, stack size, hotkey, gap and close button', () => {
    render(<Toaster />);
    expect(received.props).toMatchObject({
      position: 'bottom-right',
      duration: 4_000,
      visibleToasts: 3,
      hotkey: ['altKey', 'KeyT'],
      gap: 14,
      closeButton: true,
      containerAriaLabel: 'Notifications',
      toastOptions: { closeButtonAriaLabel: 'Close notification' },
    });
  });
});
