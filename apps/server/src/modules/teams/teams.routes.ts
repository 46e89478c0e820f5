import {
  AddTeamMemberInput,
  CreateTeamInput,
  TeamDetailDto,
  TeamIdParams,
  TeamMemberParams,
  UpdateTeamInput,
} from '@threshold/domain/organizations/team.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { addTeamMember, createTeam, getTeam, removeTeamMember, updateTeam } from './teams.service';

const tags = ['organization'];

/** /api/organization/teams/{id}: one team and its members (issue 17). The list is in organizations.routes.ts. */
export function teamsRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/organization/teams',
      access: 'manage:members',
      tags,
      status: 201,
      summary: 'Create a team (organization managers)',
      body: CreateTeamInput,
      response: TeamDetailDto,
      handler: ({ actor, body, requestId }) => createTeam(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organization/teams/:id',
      access: 'read:contacts',
      tags,
      summary: 'One team of the caller’s organization with its members and team roles',
      params: TeamIdParams,
      query: z.object({}).strict(),
      response: TeamDetailDto,
      handler: ({ actor, params }) => getTeam(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/organization/teams/:id',
      access: 'manage:members',
      tags,
      versioned: true,
      summary: 'Rename, describe or archive a team (team leaders: their own team, not archive)',
      params: TeamIdParams,
      body: UpdateTeamInput,
      response: TeamDetailDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        updateTeam(db, actor, params.id, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/teams/:id/members',
      access: 'manage:members',
      tags,
      versioned: true,
      summary: 'Add a member to a team with a team role (the team’s version)',
      params: TeamIdParams,
      body: AddTeamMemberInput,
      response: TeamDetailDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        addTeamMember(db, actor, params.id, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/organization/teams/:id/members/:userId',
      access: 'manage:members',
      tags,
      versioned: true,
      summary: 'Take a member off a team (the team’s version)',
      params: TeamMemberParams,
      response: TeamDetailDto,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        removeTeamMember(db, actor, params.id, params.userId, expectedVersion, requestId),
    }),
  ];
}
