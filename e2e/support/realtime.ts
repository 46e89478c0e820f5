import type { Page } from '@playwright/test';

/**
 * Resolves once the page's realtime socket has confirmed a subscription (to `resource` when given).
 * A fresh subscription does not replay what was published before it, so a live test starts this
 * before opening the page and awaits it before triggering the event the page must show.
 */
export function subscribed(page: Page, resource?: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const wanted = new Set<string>();
      socket.on('framesent', (frame) => {
        const message = parse(frame.payload);
        if (message?.type === 'subscribe' && (!resource || message.resource === resource))
          wanted.add(String(message.id));
      });
      socket.on('framereceived', (frame) => {
        const message = parse(frame.payload);
        if (message?.type === 'subscribed' && wanted.has(String(message.id))) resolve();
      });
    });
  });
}

function parse(payload: string | Buffer): Record<string, unknown> | null {
  try {
    return JSON.parse(String(payload)) as Record<string, unknown>;
  } catch {
    return null;
  }
}
