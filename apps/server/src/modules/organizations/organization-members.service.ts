import type { ListMembersQuery, MemberList } from '@threshold/domain/organizations/list-members.contract';
import type { MemberDetailDto } from '@threshold/domain/organizations/member.contract';
import type { ListTeamsQuery, TeamList } from '@threshold/domain/organizations/list-teams.contract';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { toMemberDetailDto, toMemberDto } from './organization-members.dto';
import {
  findMember,
  findMemberDirectory,
  findMemberTeams,
  findTeamsWithMemberCounts,
} from './organization-people.repository';
import { findSupervisorPeople } from './organizations.repository';

/** The caller's primary organization's members, filtered; one extra row tells `truncated`. */
export async function listMembers(db: DbOrTx, actor: Actor, query: ListMembersQuery): Promise<MemberList> {
  if (query.status !== 'active' && !actor.permissions.has('manage:members'))
    throw new AppError('FORBIDDEN', 'Only people who manage members see former members');
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
    items: page.map((r) => toMemberDto(r, teams.get(r.userId) ?? [])),
    truncated: rows.length > limit,
  };
}

/** One member of the caller's organization (any status) with teams and supervisor relationships; else 404. */
export async function getMember(db: DbOrTx, actor: Actor, userId: string): Promise<MemberDetailDto> {
  const organizationId = actor.organizationId;
  if (!organizationId) throw notFound('Member');
  const row = await findMember(db, organizationId, userId);
  if (!row) throw notFound('Member');
  const [teams, supervisors, supervisees] = await Promise.all([
    findMemberTeams(db, organizationId, [userId]),
    findSupervisorPeople(db, userId, 'supervisors', organizationId),
    findSupervisorPeople(db, userId, 'supervisees', organizationId),
  ]);
  return toMemberDetailDto(row, teams.get(userId) ?? [], { supervisors, supervisees });
}

/** The caller's primary organization's active teams (none without an organization). */
export async function listTeams(
  db: DbOrTx,
  actor: Actor,
  query: ListTeamsQuery = { archived: 'exclude' },
): Promise<TeamList> {
  if (!actor.organizationId) return { items: [] };
  const withArchived = query.archived === 'include' && actor.permissions.has('manage:members');
  const rows = await findTeamsWithMemberCounts(db, actor.organizationId, withArchived);
  return {
    items: rows.map((t) => ({
      id: t.id,
      name: t.name,
      member_count: t.memberCount,
      description: t.description,
      archived: t.archivedAt !== null,
      version: t.version,
    })),
  };
}
