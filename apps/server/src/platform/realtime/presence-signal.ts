import type { UserStatus } from '@threshold/domain/messaging/user-status.contract';

/**
 * What instances tell each other about presence over the bus (ADR 0170): short JSON with user ids
 * and room names only (names are looked up where they are shown), so a NOTIFY stays far below
 * PostgreSQL's 8,000-byte payload limit; a heartbeat is split into chunks of at most BEAT_CHUNK.
 */
export type PresenceSignal =
  /** `u` is now in room `r` on the sending instance. */
  | { t: 'join'; r: string; u: string }
  /** `u` has no socket in room `r` on the sending instance any more. */
  | { t: 'leave'; r: string; u: string }
  | { t: 'typing'; r: string; u: string }
  /** Heartbeat: every [room, user] of the sending instance, still there. */
  | { t: 'beat'; e: [string, string][] }
  /** People's status on the sending instance (on a change, and with every heartbeat). */
  | { t: 'status'; e: [string, UserStatus][] }
  /** A new instance asks the others for a heartbeat now. */
  | { t: 'hello' }
  /** The sending instance is shutting down: forget all it said. */
  | { t: 'bye' };

/** How often an instance repeats its presence, and how long the others keep it without a repeat. */
export const PRESENCE_BEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 3 * PRESENCE_BEAT_MS;
export const BEAT_CHUNK = 60;

export function parsePresenceSignal(text: string): PresenceSignal | null {
  try {
    const value = JSON.parse(text) as PresenceSignal;
    return value && typeof value === 'object' && typeof value.t === 'string' ? value : null;
  } catch {
    return null;
  }
}
