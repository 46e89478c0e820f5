import type { UserStatusDto } from '@threshold/domain/messaging/user-status.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { activeMembersAmong, conversationPeopleAmong } from './conversations.repository';

/**
 * People's status (online / away / offline, ADR 0170) for those the caller sees anyway: members of
 * their organization (the member directory) and people they share a conversation with. Others are
 * left out of the answer, so it tells nothing about who exists.
 */
export async function getUserStatuses(
  db: Db,
  hub: Pick<RealtimeHub, 'statusOf'>,
  actor: Actor,
  userIds: string[],
): Promise<UserStatusDto> {
  const visible = new Set([
    actor.userId,
    ...(actor.organizationId ? await activeMembersAmong(db, actor.organizationId, userIds) : []),
    ...(await conversationPeopleAmong(db, actor.userId, userIds)),
  ]);
  return {
    statuses: Object.fromEntries(userIds.filter((id) => visible.has(id)).map((id) => [id, hub.statusOf(id)])),
  };
}
