import {
  MAX_ROOMS_PER_SOCKET,
  type PresencePerson,
  type PresenceRoomKind,
  type RealtimeServerMessage,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../authz/actor';
import { BEAT_CHUNK, PRESENCE_BEAT_MS, type PresenceSignal } from './presence-signal';
import { createRemotePresence } from './remote-presence';

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
 * Presence rooms (ADR 0118, 0170): who is viewing a deal or a conversation, and typing signals.
 * Sockets connected here are members; what other instances relay (joins, leaves, typing and a
 * heartbeat every PRESENCE_BEAT_MS) is kept with a TTL, so people on another instance show too and
 * drop out when their instance dies.
 */
export function createPresenceRooms(options: { onError: (error: unknown) => void }) {
  const rooms = new Map<string, Set<PresenceMember>>();
  const remote = createRemotePresence();
  const authorizers = new Map<PresenceRoomKind, RoomAuthorizer>();
  let names: NameResolver = async () => ({ first_name: null, last_name: null });
  let relay: (signal: PresenceSignal) => void = () => undefined;

  function broadcast(room: string) {
    const members = rooms.get(room);
    if (!members) return;
    const byUser = new Map<string, PresencePerson>();
    for (const person of remote.people(room)) byUser.set(person.user_id, person);
    for (const member of members) if (member.person) byUser.set(member.person.user_id, member.person);
    const users = [...byUser.values()];
    for (const member of members) member.send({ type: 'presence', room, users });
  }

  const hasLocal = (room: string, userId: string) =>
    [...(rooms.get(room) ?? [])].some((m) => m.actor.userId === userId);

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
    relay({ t: 'join', r: room, u: member.actor.userId });
    broadcast(room);
  }

  function leave(member: PresenceMember, room: string) {
    const members = rooms.get(room);
    member.rooms.delete(room);
    if (!members?.delete(member)) return;
    if (!hasLocal(room, member.actor.userId)) relay({ t: 'leave', r: room, u: member.actor.userId });
    if (members.size === 0) rooms.delete(room);
    else broadcast(room);
  }

  function tellTyping(room: string, userId: string) {
    for (const other of rooms.get(room) ?? []) {
      if (other.actor.userId !== userId) other.send({ type: 'typing', room, user_id: userId });
    }
  }

  /** Every [room, user] of this instance, in chunks small enough for one NOTIFY each. */
  function beat() {
    const entries: [string, string][] = [];
    for (const [room, members] of rooms)
      for (const userId of new Set([...members].map((m) => m.actor.userId))) entries.push([room, userId]);
    for (let i = 0; i < entries.length; i += BEAT_CHUNK) relay({ t: 'beat', e: entries.slice(i, i + BEAT_CHUNK) });
  }

  async function putRemote(from: string, room: string, userId: string) {
    const person = { user_id: userId, ...(await names(userId)) };
    if (remote.put(from, room, person)) broadcast(room);
  }

  /** What another instance relayed. */
  function receive(from: string, signal: PresenceSignal) {
    if (signal.t === 'join') return void putRemote(from, signal.r, signal.u).catch(options.onError);
    if (signal.t === 'leave') return void (remote.remove(from, signal.r, signal.u) && broadcast(signal.r));
    if (signal.t === 'typing') return tellTyping(signal.r, signal.u);
    if (signal.t === 'hello') return beat();
    if (signal.t === 'bye') return remote.drop(from).forEach(broadcast);
    for (const [room, userId] of signal.e)
      if (!remote.refresh(from, room, userId)) void putRemote(from, room, userId).catch(options.onError);
  }

  const timer = setInterval(() => {
    beat();
    remote.drop().forEach(broadcast);
  }, PRESENCE_BEAT_MS);
  timer.unref();

  return {
    setAuthorizer(kind: PresenceRoomKind, authorizer: RoomAuthorizer) {
      authorizers.set(kind, authorizer);
    },
    setNameResolver(resolver: NameResolver) {
      names = resolver;
    },
    /** How signals reach the other instances (the bus; nothing on PGlite, which is one process). */
    setRelay(send: (signal: PresenceSignal) => void) {
      relay = send;
    },
    receive,
    join,
    leave,
    leaveAll(member: PresenceMember) {
      for (const room of [...member.rooms]) leave(member, room);
    },
    /** Tells the others in the room that this member is typing (only from a member of the room). */
    typing(member: PresenceMember, room: string) {
      if (!member.rooms.has(room)) return;
      tellTyping(room, member.actor.userId);
      relay({ t: 'typing', r: room, u: member.actor.userId });
    },
    close() {
      clearInterval(timer);
      relay({ t: 'bye' });
    },
  };
}

export type PresenceRooms = ReturnType<typeof createPresenceRooms>;
