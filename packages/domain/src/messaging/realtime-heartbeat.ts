/**
 * The server sends a heartbeat this often; a client that hears nothing for 2.5× reconnects. Kept
 * apart from the protocol's zod schemas so the browser's socket client loads without zod.
 */
export const REALTIME_HEARTBEAT_MS = 25_000;
