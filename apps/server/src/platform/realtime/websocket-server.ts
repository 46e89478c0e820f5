import { WebSocketServer } from 'ws';

/** Client messages are small JSON commands; anything larger is refused by ws (close 1009). */
const MAX_MESSAGE_BYTES = 16 * 1024;

/** The ws server @hono/node-server hands upgrades to (`serve({ websocket: { server } })`). */
export function createWebSocketServer(): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
}
