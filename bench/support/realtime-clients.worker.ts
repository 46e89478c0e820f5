// Worker for bench/realtime.bench.ts: the WebSocket clients, in their own thread so that receiving
// and parsing 10,000 events does not share a thread with the server instances being measured.
// Receive times are absolute (timeOrigin + now), comparable with the main thread's.
import { parentPort, workerData } from 'node:worker_threads';
import { openSocket, type TestSocket } from '../../apps/server/src/platform/realtime/realtime-test-kit';

export interface ClientsPlan {
  /** One realtime URL per server instance; client i connects to urls[i % urls.length]. */
  urls: string[];
  cookies: string[];
  origin: string;
  conversationId: string;
  clients: number;
  expected: number;
}
/** record id, instance index, absolute receive time (ms). */
export type Receipt = [string, number, number];

const plan = workerData as ClientsPlan;
const receipts: Receipt[] = [];
const sockets: TestSocket[] = [];

for (let i = 0; i < plan.clients; i++) {
  const instance = i % plan.urls.length;
  const socket = await openSocket(
    plan.urls[instance]!,
    { cookie: plan.cookies[i % plan.cookies.length]!, origin: plan.origin },
    (m) => {
      if (m.type !== 'event') return;
      receipts.push([m.event.record_id, instance, performance.timeOrigin + m.receivedAt]);
      if (receipts.length === plan.expected) {
        parentPort!.postMessage({ type: 'done', receipts });
        sockets.forEach((s) => s.close());
      }
    },
  );
  socket.send({
    type: 'subscribe',
    id: 'm',
    resource: 'messages',
    filter: { column: 'conversation_id', value: plan.conversationId },
  });
  sockets.push(socket);
}
await Promise.all(sockets.map((s) => s.waitFor((m) => m.type === 'subscribed', 'subscribed')));
parentPort!.postMessage({ type: 'ready' });
