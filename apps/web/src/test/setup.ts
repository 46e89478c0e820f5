import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Keep test output readable: the app logger writes every line to the console.
vi.spyOn(console, 'debug').mockImplementation(() => undefined);
vi.spyOn(console, 'info').mockImplementation(() => undefined);

/**
 * The shell opens the realtime socket (lib/realtime-client.ts, imported on first use). jsdom has no
 * server to reach: sockets stay "connecting" and never call back, and the client module is loaded
 * here, before any test, so a component's lazy import of it never lands after a test file's
 * environment is torn down.
 */
class InertWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = InertWebSocket.CONNECTING;
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  send(): void {}
  close(): void {}
}
vi.stubGlobal('WebSocket', InertWebSocket);
await import('@/lib/realtime-client');
