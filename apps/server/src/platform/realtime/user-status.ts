import type { UserStatus } from '@threshold/domain/messaging/user-status.contract';
import { BEAT_CHUNK, PRESENCE_TTL_MS } from './presence-signal';

/** A socket's own state, as its tab reports it: in use, or hidden / idle for a while. */
export type SocketState = 'active' | 'away';

/**
 * People's status (ADR 0170): online while one of their tabs, on any instance, is in use; away
 * while they have tabs but all hidden or idle; offline without a socket. This instance counts its
 * own sockets and keeps what the others relay (with the same TTL as presence).
 */
export function createUserStatus(relay: () => (userId: string, status: UserStatus) => void) {
  /** userId → socket → state, for sockets connected here. */
  const local = new Map<string, Map<object, SocketState>>();
  /** `instance|userId` → status and when it lapses. */
  const remote = new Map<string, { status: UserStatus; expires: number }>();

  function localStatus(userId: string): UserStatus {
    const states = [...(local.get(userId)?.values() ?? [])];
    if (states.includes('active')) return 'online';
    return states.length > 0 ? 'away' : 'offline';
  }

  function set(userId: string, socket: object, state: SocketState | null) {
    const before = localStatus(userId);
    let sockets = local.get(userId);
    if (!sockets) local.set(userId, (sockets = new Map()));
    if (state) sockets.set(socket, state);
    else sockets.delete(socket);
    if (sockets.size === 0) local.delete(userId);
    const after = localStatus(userId);
    if (after !== before) relay()(userId, after);
  }

  const rank: Record<UserStatus, number> = { offline: 0, away: 1, online: 2 };

  return {
    set,
    /** The best status over this instance and the others. */
    statusOf(userId: string): UserStatus {
      let best = localStatus(userId);
      const now = Date.now();
      for (const [key, entry] of remote) {
        if (!key.endsWith(`|${userId}`) || entry.expires <= now) continue;
        if (rank[entry.status] > rank[best]) best = entry.status;
      }
      return best;
    },
    receive(from: string, entries: [string, UserStatus][]) {
      const expires = Date.now() + PRESENCE_TTL_MS;
      for (const [userId, status] of entries) {
        if (status === 'offline') remote.delete(`${from}|${userId}`);
        else remote.set(`${from}|${userId}`, { status, expires });
      }
    },
    /** Forgets an instance (it said goodbye), or, without one, whatever lapsed. */
    drop(instance?: string) {
      const now = Date.now();
      for (const [key, entry] of remote)
        if (instance ? key.startsWith(`${instance}|`) : entry.expires <= now) remote.delete(key);
    },
    /** This instance's people and their status, in chunks for the heartbeat. */
    beatChunks(): [string, UserStatus][][] {
      const entries = [...local.keys()].map((userId): [string, UserStatus] => [userId, localStatus(userId)]);
      const chunks: [string, UserStatus][][] = [];
      for (let i = 0; i < entries.length; i += BEAT_CHUNK) chunks.push(entries.slice(i, i + BEAT_CHUNK));
      return chunks;
    },
  };
}

export type UserStatusBoard = ReturnType<typeof createUserStatus>;
