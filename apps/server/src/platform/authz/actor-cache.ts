import type { ActorRow } from './session-actor.repository';

const MAX_ENTRIES = 10_000;

/**
 * In-process cache of the rows an actor is built from, per user. An entry is used only while its
 * authz version equals the one the request's session lookup just read, so a role, membership,
 * team or override change (any writer, any instance: triggers bump the version) takes effect on
 * the very next request. Bounded; the oldest entry goes first.
 */
export class ActorRowCache {
  private readonly entries = new Map<string, ActorRow>();

  get(userId: string, authzVersion: number): ActorRow | undefined {
    const row = this.entries.get(userId);
    if (!row) return undefined;
    if (row.authzVersion !== authzVersion) {
      this.entries.delete(userId);
      return undefined;
    }
    return row;
  }

  set(userId: string, row: ActorRow) {
    this.entries.delete(userId);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, row);
  }
}
