import { ListMembersQuery, MemberList } from '@threshold/domain/organizations/list-members.contract';
import { TeamList } from '@threshold/domain/organizations/list-teams.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { listMembers, listTeams } from './organization-members.service';

/** /api/organization: the caller's own organization. */
export function organizationRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/organization/members',
      access: 'read:contacts',
      tags: ['organization'],
      summary:
        'Directory of the caller’s organization: active members with role and teams (q, role, team filters; staff only)',
      query: ListMembersQuery,
      response: MemberList,
      handler: ({ actor, query }) => listMembers(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organization/teams',
      access: 'read:contacts',
      tags: ['organization'],
      summary: 'Teams of the caller’s organization with their active member counts (staff only)',
      response: TeamList,
      handler: ({ actor }) => listTeams(db, actor),
    }),
  ];
}
