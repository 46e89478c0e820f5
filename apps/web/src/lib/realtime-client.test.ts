import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient, realtimeUrl } from './realtime-client';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: any[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('realtime client', () => {
  it('builds the socket URL from the API URL', () => {
    expect(realtimeUrl('', { href: 'https://app.example/deals' })).toBe('wss://app.example/api/realtime');
    expect(realtimeUrl('http://localhost:3000/', { href: 'http://localhost:5173/' })).toBe(
      'ws://localhost:3000/api/realtime',
    );
  });

  it('resubscribes after a reconnect, resuming after the last event it saw', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', { OPEN: 1 });
    FakeSocket.instances = [];
    const client = new RealtimeClient(
      'ws://x/api/realtime',
      (url) => new FakeSocket(url) as unknown as WebSocket,
    );
    const seen: number[] = [];
    const stop = client.subscribe(
      { resource: 'messages', filter: { column: 'conversation_id', value: 'c1' } },
      (e) => seen.push(e.id),
    );
    const first = FakeSocket.instances[0]!;
    first.open();
    expect(first.sent).toEqual([
      {
        type: 'subscribe',
        id: 's1',
        resource: 'messages',
        filter: { column: 'conversation_id', value: 'c1' },
      },
    ]);
    first.receive({
      type: 'event',
      subscription: 's1',
      event: {
        id: 41,
        resource: 'messages',
        action: 'insert',
        record_id: 'm',
        data: {},
        changed: [],
        at: '',
      },
    });
    first.receive({ type: 'event', subscription: 'other', event: { id: 42 } });
    expect(seen).toEqual([41]);

    first.close();
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.instances[1]!;
    second.open();
    expect(second.sent[0]).toMatchObject({ type: 'subscribe', id: 's1', after: 41 });

    stop();
    expect(second.readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
