/** Teams: create, rename, describe, archive, members with a team role (issue 17, ADR 0106). */
import type {
  AddTeamMemberInput,
  CreateTeamInput,
  TeamDetailDto,
  UpdateTeamInput,
} from '@threshold/domain/organizations/team.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import {
  actorRank,
  assertMayGrant,
  managesOrganization,
  organizationOf,
  rankOf,
} from '../organizations/member-authority';
import { roleLabel } from '../organizations/organization-members.dto';
import { findActiveMembers } from '../organizations/organization-people.repository';
import { findRoleIds } from '../organizations/organizations.repository';
import * as repo from './teams.repository';

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

async function mayManage(tx: DbOrTx, actor: Actor, teamId: string) {
  return (
    managesOrganization(actor) ||
    (actor.permissions.has('manage:team') && (await repo.leadsTeam(tx, teamId, actor.userId)))
  );
}

export async function getTeam(db: DbOrTx, actor: Actor, id: string): Promise<TeamDetailDto> {
  const organizationId = organizationOf(actor);
  const team = await repo.findTeam(db, organizationId, id);
  if (!team) throw notFound('Team');
  const members = await repo.findTeamMembers(db, organizationId, id);
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    archived: team.archivedAt !== null,
    version: team.version,
    members: members.map((m) => ({
      user_id: m.userId,
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      role_key: m.roleKey,
      team_role_key: m.teamRoleKey,
      team_role_label: m.teamRoleKey ? roleLabel(m.teamRoleKey) : null,
    })),
    can_manage: await mayManage(db, actor, id),
  };
}

const audit = (
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  id: string,
  action: string,
  before: unknown,
  after: unknown,
  requestId: string,
) =>
  writeAudit(tx, {
    organizationId,
    actorUserId: actor.userId,
    action: `team.${action}`,
    entityType: 'team',
    entityId: id,
    before,
    after,
    requestId,
  });

export async function createTeam(db: Db, actor: Actor, input: CreateTeamInput, requestId: string) {
  const organizationId = organizationOf(actor);
  if (!managesOrganization(actor)) throw forbidden('Only the organization’s managers create teams');
  return db.transaction(async (tx) => {
    const id = await repo.insertTeam(tx, { organizationId, ...input });
    await audit(tx, actor, organizationId, id, 'create', null, input, requestId);
    return getTeam(tx, actor, id);
  });
}

/** Locks the team, checks authority and the version. */
async function lockTeam(tx: DbOrTx, actor: Actor, id: string, expectedVersion: number | undefined) {
  const organizationId = organizationOf(actor);
  const team = await repo.findTeam(tx, organizationId, id, true);
  if (!team) throw notFound('Team');
  if (!(await mayManage(tx, actor, id))) throw forbidden('Team leaders manage their own team only');
  if (expectedVersion !== undefined && team.version !== expectedVersion) throw await staleTeam(tx, actor, id);
  return { team, organizationId };
}

async function staleTeam(tx: DbOrTx, actor: Actor, id: string) {
  return staleVersion(await getTeam(tx, actor, id), await latestChangeOf(tx, 'team', id));
}

async function writeTeam(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
  set: Parameters<typeof repo.updateTeam>[3],
) {
  if (!(await repo.updateTeam(tx, id, expectedVersion, set))) throw await staleTeam(tx, actor, id);
}

export async function updateTeam(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateTeamInput,
  expectedVersion: number | undefined,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const { team, organizationId } = await lockTeam(tx, actor, id, expectedVersion);
    if (input.archived !== undefined && !managesOrganization(actor))
      throw forbidden('Only the organization’s managers archive teams');
    const set = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.archived !== undefined
        ? { archivedAt: input.archived ? (team.archivedAt ?? new Date()) : null }
        : {}),
    };
    await writeTeam(tx, actor, id, expectedVersion, set);
    await audit(
      tx,
      actor,
      organizationId,
      id,
      'update',
      { name: team.name, description: team.description, archived: team.archivedAt !== null },
      input,
      requestId,
    );
    return getTeam(tx, actor, id);
  });
}

export async function addTeamMember(
  db: Db,
  actor: Actor,
  id: string,
  input: AddTeamMemberInput,
  expectedVersion: number | undefined,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const { team, organizationId } = await lockTeam(tx, actor, id, expectedVersion);
    if (team.archivedAt) throw new AppError('CONFLICT', 'This team is archived; restore it to add members');
    const [member] = await findActiveMembers(tx, organizationId, [input.user_id]);
    if (!member)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        user_id: 'Choose an active member of the organization',
      });
    if (!managesOrganization(actor) && rankOf(member.roleKey) >= actorRank(actor))
      throw forbidden('This member’s role ranks at or above yours');
    const teamRole = input.team_role ?? member.roleKey;
    if (input.team_role) assertMayGrant(actor, teamRole);
    const roleId = (await findRoleIds(tx)).get(teamRole);
    if (!roleId)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', { team_role: 'Unknown role' });
    await repo.upsertTeamMember(tx, id, member.userId, roleId);
    await writeTeam(tx, actor, id, expectedVersion, {});
    await audit(
      tx,
      actor,
      organizationId,
      id,
      'member_add',
      null,
      { member: { id: member.userId }, team_role: teamRole },
      requestId,
    );
    return getTeam(tx, actor, id);
  });
}

export async function removeTeamMember(
  db: Db,
  actor: Actor,
  id: string,
  userId: string,
  expectedVersion: number | undefined,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const { organizationId } = await lockTeam(tx, actor, id, expectedVersion);
    if (userId === actor.userId && !managesOrganization(actor))
      throw forbidden('Ask a manager to take you off your team');
    if (!(await repo.removeTeamMember(tx, id, userId))) throw notFound('Team member');
    await writeTeam(tx, actor, id, expectedVersion, {});
    await audit(tx, actor, organizationId, id, 'member_remove', { member: { id: userId } }, null, requestId);
    return getTeam(tx, actor, id);
  });
}
