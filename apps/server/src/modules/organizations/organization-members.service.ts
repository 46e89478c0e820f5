import { isRoleKey, ROLES } from '@threshold/domain/roles';
import type { ListMembersQuery, MemberList } from '@threshold/domain/organizations/list-members.contract';
import type { TeamList } from '@threshold/domain/organizations/list-teams.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import {
  findMemberDirectory,
  findMemberTeams,
  findTeamsWithMemberCounts,
} from './organization-people.repository';

/** The caller's primary organization's active members, filtered; one extra row tells `truncated`. */
export async function listMembers(db: Db, actor: Actor, query: ListMembersQuery): Promise<MemberList> {
  if (!actor.organizationId) return { items: [], truncated: false };
  const { limit, ...filters } = query;
  const rows = await findMemberDirectory(db, actor.organizationId, filters, limit + 1);
  const page = rows.slice(0, limit);
  const teams = await findMemberTeams(
    db,
    actor.organizationId,
    page.map((r) => r.userId),
  );
  return {
    items: page.map((r) => ({
      user_id: r.userId,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      image: r.image,
      role_key: r.roleKey,
      role_label: isRoleKey(r.roleKey) ? ROLES[r.roleKey].name : r.roleKey,
      teams: teams.get(r.userId) ?? [],
    })),
    truncated: rows.length > limit,
  };
}

/** The caller's primary organization's teams (none without an organization). */
export async function listTeams(db: Db, actor: Actor): Promise<TeamList> {
  if (!actor.organizationId) return { items: [] };
  const rows = await findTeamsWithMemberCounts(db, actor.organizationId);
  return { items: rows.map((t) => ({ id: t.id, name: t.name, member_count: t.memberCount })) };
}
