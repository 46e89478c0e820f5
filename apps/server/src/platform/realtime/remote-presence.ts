import type { PresencePerson } from '@threshold/domain/messaging/realtime-protocol.contract';
import { PRESENCE_TTL_MS } from './presence-signal';

interface Entry {
  person: PresencePerson;
  expires: number;
}

/**
 * Who other instances said is in which room (ADR 0170), each entry kept until its instance stops
 * repeating it (TTL): an instance that dies without a word drops out within PRESENCE_TTL_MS.
 */
export function createRemotePresence(now: () => number = Date.now) {
  /** room → `instance:user` → entry */
  const rooms = new Map<string, Map<string, Entry>>();

  return {
    /** Adds or refreshes; true when it is new (the room's people changed). */
    put(instance: string, room: string, person: PresencePerson): boolean {
      let entries = rooms.get(room);
      if (!entries) rooms.set(room, (entries = new Map()));
      const key = `${instance}:${person.user_id}`;
      const known = entries.has(key);
      entries.set(key, { person, expires: now() + PRESENCE_TTL_MS });
      return !known;
    },
    /** Refreshes a known entry; false when unknown (the caller looks the person up and puts it). */
    refresh(instance: string, room: string, userId: string): boolean {
      const entry = rooms.get(room)?.get(`${instance}:${userId}`);
      if (entry) entry.expires = now() + PRESENCE_TTL_MS;
      return entry !== undefined;
    },
    /** Removes one entry; true when there was one. */
    remove(instance: string, room: string, userId: string): boolean {
      const entries = rooms.get(room);
      const removed = entries?.delete(`${instance}:${userId}`) ?? false;
      if (entries?.size === 0) rooms.delete(room);
      return removed;
    },
    /** Removes an instance's entries (or, without one, every expired entry); answers the rooms changed. */
    drop(instance?: string): string[] {
      const changed: string[] = [];
      const at = now();
      for (const [room, entries] of rooms) {
        for (const [key, entry] of entries) {
          const gone = instance ? key.startsWith(`${instance}:`) : entry.expires <= at;
          if (gone && entries.delete(key) && !changed.includes(room)) changed.push(room);
        }
        if (entries.size === 0) rooms.delete(room);
      }
      return changed;
    },
    people(room: string): PresencePerson[] {
      return [...(rooms.get(room)?.values() ?? [])].map((e) => e.person);
    },
  };
}

export type RemotePresence = ReturnType<typeof createRemotePresence>;
