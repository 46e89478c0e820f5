import {
  MAX_ROOMS_PER_SOCKET,
  type PresencePerson,
  type PresenceRoomKind,
  type RealtimeServerMessage,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../authz/actor';

/** Whether the actor may be in the room of this record (the same rule as reading the record). */
export type RoomAuthorizer = (actor: Actor, id: string) => Promise<boolean>;
export type NameResolver = (userId: string) => Promise<Omit<PresencePerson, 'user_id'>>;

export interface PresenceMember {
  actor: Actor;
  send(message: RealtimeServerMessage): void;
  rooms: Set<string>;
  person?: PresencePerson;
}

/**
 * Presence rooms of this instance (ADR 0118): who is viewing a deal or a conversation, and typing
 * signals, for sockets connected here. Not shared across instances: each instance knows its own
 * sockets (a viewer connected to another instance is not shown).
 */
export function createPresenceRooms(options: { onError: (error: unknown) => void }) {
  const rooms = new Map<string, Set<PresenceMember>>();
  const authorizers = new Map<PresenceRoomKind, RoomAuthorizer>();
  let names: NameResolver = async () => ({ first_name: null, last_name: null });

  function broadcast(room: string) {
    const members = rooms.get(room);
    if (!members) return;
    const byUser = new Map<string, PresencePerson>();
    for (const member of members) if (member.person) byUser.set(member.person.user_id, member.person);
    const users = [...byUser.values()];
    for (const member of members) member.send({ type: 'presence', room, users });
  }

  async function join(member: PresenceMember, room: string): Promise<void> {
    if (member.rooms.has(room)) return broadcast(room);
    if (member.rooms.size >= MAX_ROOMS_PER_SOCKET) {
      return member.send({
        type: 'error',
        code: 'TOO_MANY_ROOMS',
        message: `At most ${MAX_ROOMS_PER_SOCKET} rooms per connection`,
      });
    }
    const [kind, id] = room.split(':') as [PresenceRoomKind, string];
    const authorizer = authorizers.get(kind);
    const allowed = authorizer
      ? await authorizer(member.actor, id).catch((error: unknown) => (options.onError(error), false))
      : false;
    if (!allowed) return member.send({ type: 'error', code: 'NOT_FOUND', message: 'No such room' });
    member.person ??= { user_id: member.actor.userId, ...(await names(member.actor.userId)) };
    member.rooms.add(room);
    let members = rooms.get(room);
    if (!members) rooms.set(room, (members = new Set()));
    members.add(member);
    broadcast(room);
  }

  function leave(member: PresenceMember, room: string) {
    const members = rooms.get(room);
    member.rooms.delete(room);
    if (!members?.delete(member)) return;
    if (members.size === 0) rooms.delete(room);
    else broadcast(room);
  }

  return {
    setAuthorizer(kind: PresenceRoomKind, authorizer: RoomAuthorizer) {
      authorizers.set(kind, authorizer);
    },
    setNameResolver(resolver: NameResolver) {
      names = resolver;
    },
    join,
    leave,
    leaveAll(member: PresenceMember) {
      for (const room of [...member.rooms]) leave(member, room);
    },
    /** Tells the others in the room that this member is typing (only from a member of the room). */
    typing(member: PresenceMember, room: string) {
      if (!member.rooms.has(room)) return;
      for (const other of rooms.get(room) ?? []) {
        if (other.actor.userId !== member.actor.userId)
          other.send({ type: 'typing', room, user_id: member.actor.userId });
      }
    },
  };
}

export type PresenceRooms = ReturnType<typeof createPresenceRooms>;
