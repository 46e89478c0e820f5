import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../platform/authz/actor';
import { supervisorRelationships, teamMembers } from '../../organizations/organizations.schema';
import { transactionAssignments, transactionParticipants, transactions } from '../transactions.schema';

/**
 * THE row filter for deals (ARCHITECTURE §4). Every query that reads or writes a deal, or anything
 * hanging off one, adds this condition; a deal outside it answers 404.
 *
 * | scope        | deals                                                                              |
 * | all          | every deal (system admin)                                                          |
 * | organization | the caller's organization                                                          |
 * | team         | in the caller's organization: owned by a member of their active teams, or tagged   |
 * |              | with one of those teams; plus their own                                           |
 * | own          | owned by the caller, or where they are a participant (clients) or assigned          |
 * | assigned     | assigned to the caller or participated in, plus the deals of the people they       |
 * |              | support (their supervisors in supervisor_relationships)                             |
 *
 * Own/assigned are written as `id in (… union all …)` so PostgreSQL resolves them from the small
 * index lookups first instead of filtering every row (bench/transactions.bench.ts).
 */
export function transactionScope(actor: Actor): SQL {
  const scope = actor.isSystemAdmin ? 'all' : actor.scopes.transactionAccessScope;
  const org = actor.organizationId;
  switch (scope) {
    case 'all':
      return sql`true`;
    case 'organization':
      return org ? sql`${transactions.organizationId} = ${org}` : dealsOf(justMe(actor.userId));
    case 'team':
      return org
        ? sql`(${transactions.organizationId} = ${org} and (${teamDeals(actor.teamIds)} or ${dealsOf(justMe(actor.userId))}))`
        : dealsOf(justMe(actor.userId));
    case 'own':
      return dealsOf(justMe(actor.userId));
    case 'assigned':
      return dealsOf(meAndSupported(actor.userId));
  }
}

/** The caller alone, as a one-row set for `in (…)`. */
const justMe = (userId: string): SQL => sql`select ${userId}::text`;

/** The caller and the people they support (their supervisors), as a set for `in (…)`. */
const meAndSupported = (userId: string): SQL =>
  sql`select ${userId}::text union all select ${supervisorRelationships.supervisorId} from ${supervisorRelationships} where ${supervisorRelationships.userId} = ${userId}`;

/**
 * Deals owned by, taken part in by, or assigned to anyone in `people` — one `id in (…)` over three
 * index lookups (an OR of several IN-lists would make PostgreSQL scan every deal).
 */
function dealsOf(people: SQL): SQL {
  return sql`${transactions.id} in (
    select t.id from ${transactions} t where t.owner_id in (${people})
    union all select ${transactionParticipants.transactionId} from ${transactionParticipants} where ${transactionParticipants.userId} in (${people})
    union all select ${transactionAssignments.transactionId} from ${transactionAssignments} where ${transactionAssignments.userId} in (${people}))`;
}

function teamDeals(teamIds: string[]): SQL {
  if (teamIds.length === 0) return sql`false`;
  const ids = sql.join(
    teamIds.map((t) => sql`${t}::uuid`),
    sql`, `,
  );
  return sql`(${transactions.teamId} in (${ids}) or ${transactions.ownerId} in (
    select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} in (${ids}) and ${teamMembers.status} = 'active'))`;
}
