import { ListMembersQuery, MemberList } from '@threshold/domain/organizations/list-members.contract';
import { ListTeamsQuery, TeamList } from '@threshold/domain/organizations/list-teams.contract';
import {
  DeactivateMemberInput,
  DeactivateMemberOutput,
  MemberDetailDto,
  MemberUserParams,
  ScopeOverridesInput,
  UpdateMemberInput,
} from '@threshold/domain/organizations/member.contract';
import { AddSupervisorInput, SupervisorParams } from '@threshold/domain/organizations/supervisor.contract';
import {
  OrganizationSettingsDto,
  OrganizationSettingsInput,
} from '@threshold/domain/organizations/organization-settings.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getOrganizationSettings, updateOrganizationSettings } from './organization-profile.service';
import { getMember, listMembers, listTeams } from './organization-members.service';
import { setScopeOverrides } from './organization-scope-overrides.service';
import { addSupervisor, removeSupervisor } from './organization-supervisors.service';
import { deactivateMember, reactivateMember, updateMember } from './organization-member-writes.service';

const tags = ['organization'];

/** /api/organization: the caller's own organization. */
export function organizationRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/organization/members',
      access: 'read:contacts',
      tags,
      summary:
        'Members of the caller’s organization with role, teams and status (q, role, team, status filters; staff only; former members for manage:members)',
      query: ListMembersQuery,
      response: MemberList,
      handler: ({ actor, query }) => listMembers(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organization/members/:userId',
      access: 'read:contacts',
      tags,
      summary: 'One member of the caller’s organization: role, teams, supervisors and supervised people',
      params: MemberUserParams,
      query: z.object({}).strict(),
      response: MemberDetailDto,
      handler: ({ actor, params }) => getMember(db, actor, params.userId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/organization/members/:userId',
      access: 'manage:members',
      tags,
      versioned: true,
      summary:
        'Change a member’s role and/or licence (roles within the caller’s rank; team leaders: their own teams)',
      params: MemberUserParams,
      body: UpdateMemberInput,
      response: MemberDetailDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        updateMember(db, actor, params.userId, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/members/:userId/deactivate',
      access: 'manage:members',
      tags,
      versioned: true,
      summary:
        'Deactivate a member: their sessions end and their open deals, contacts, tasks and supervised people go to reassign_to',
      params: MemberUserParams,
      body: DeactivateMemberInput,
      response: DeactivateMemberOutput,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        deactivateMember(db, actor, params.userId, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/members/:userId/reactivate',
      access: 'manage:members',
      tags,
      versioned: true,
      summary: 'Reactivate a deactivated member with their previous role',
      params: MemberUserParams,
      response: MemberDetailDto,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        reactivateMember(db, actor, params.userId, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'put',
      path: '/api/organization/members/:userId/scope',
      access: 'manage:organization',
      tags,
      versioned: true,
      summary:
        'Override what the person sees (transaction and document access scope; null = the role’s default)',
      params: MemberUserParams,
      body: ScopeOverridesInput,
      response: MemberDetailDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        setScopeOverrides(db, actor, params.userId, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/members/:userId/supervisors',
      access: 'manage:members',
      tags,
      versioned: true,
      summary: 'Assign a supervisor to a member (their drafts then wait in that supervisor’s approval queue)',
      params: MemberUserParams,
      body: AddSupervisorInput,
      response: MemberDetailDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        addSupervisor(db, actor, params.userId, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/organization/members/:userId/supervisors/:supervisorId',
      access: 'manage:members',
      tags,
      versioned: true,
      summary: 'Remove a supervisor relationship of a member',
      params: SupervisorParams,
      response: MemberDetailDto,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        removeSupervisor(db, actor, params.userId, params.supervisorId, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organization/teams',
      access: 'read:contacts',
      tags,
      summary:
        'Teams of the caller’s organization with their active member counts (staff only; archived=include for manage:members)',
      query: ListTeamsQuery,
      response: TeamList,
      handler: ({ actor, query }) => listTeams(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organization/settings',
      access: 'read:contacts',
      tags,
      summary:
        'The organization’s settings: name, address, time zone, licence, closing-cost estimate, commission defaults (staff read them; manage:organization edits)',
      response: OrganizationSettingsDto,
      handler: ({ actor }) => getOrganizationSettings(db, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/organization/settings',
      access: 'manage:organization',
      tags,
      versioned: true,
      summary: 'Replace the organization’s settings (versioned; missing fields take their defaults)',
      body: OrganizationSettingsInput,
      response: OrganizationSettingsDto,
      handler: ({ actor, body, expectedVersion, requestId }) =>
        updateOrganizationSettings(db, actor, body, expectedVersion, requestId),
    }),
  ];
}
