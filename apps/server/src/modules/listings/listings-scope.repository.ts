import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import { supervisorRelationships, teamMembers } from '../organizations/organizations.schema';
import { contacts } from '../contacts/contacts.schema';
import { listingAgents, listings, listingSellers, properties } from './listings.schema';

/**
 * THE row filter for listings and everything hanging off one (offers, the offer link): the deal
 * scopes of ARCHITECTURE §4 applied to the listing agents (ADR 0094, ADR 0145: the primary agent
 * and every co-listing agent alike). Outside it a listing is a 404.
 *
 * | all          | every listing (system admin)                                                  |
 * | organization | the caller's organization                                                     |
 * | team         | in the organization: listed by a member of the caller's active teams, tagged   |
 * |              | with one of those teams, or the caller's own                                   |
 * | own          | the caller is one of its listing agents                                       |
 * | assigned     | listed by the caller or by the people they support (their supervisors)         |
 */
export function listingScope(actor: Actor): SQL {
  const scope = actor.isSystemAdmin ? 'all' : actor.scopes.transactionAccessScope;
  const org = actor.organizationId;
  const mine = listedBy(sql`select ${actor.userId}::text`);
  switch (scope) {
    case 'all':
      return sql`true`;
    case 'organization':
      return org ? sql`${listings.organizationId} = ${org}` : mine;
    case 'team':
      return org
        ? sql`(${listings.organizationId} = ${org} and (${teamListings(actor.teamIds)} or ${mine}))`
        : mine;
    case 'own':
      return mine;
    case 'assigned':
      return listedBy(
        sql`select ${actor.userId}::text union all select ${supervisorRelationships.supervisorId} from ${supervisorRelationships} where ${supervisorRelationships.userId} = ${actor.userId}`,
      );
  }
}

function teamListings(teamIds: string[]): SQL {
  if (teamIds.length === 0) return sql`false`;
  const ids = sql.join(
    teamIds.map((t) => sql`${t}::uuid`),
    sql`, `,
  );
  return sql`(${listings.teamId} in (${ids}) or ${listedBy(
    sql`select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} in (${ids}) and ${teamMembers.status} = 'active'`,
  )})`;
}

/**
 * Listings with one of `userIds` (a subquery of user ids, or a list of them) among their agents: the primary through
 * `owner_id` (its indexes serve the common case), a co-listing agent through `listing_agents`.
 */
export function listedBy(userIds: SQL): SQL {
  return sql`(${listings.ownerId} in (${userIds}) or ${listings.id} in (
    select ${listingAgents.listingId} from ${listingAgents} where ${listingAgents.userId} in (${userIds})))`;
}

/** The listings where the caller is a seller client: a CRM contact linked to their account (ADR 0099). */
export function sellerListingScope(userId: string): SQL {
  return sql`${listings.id} in (select ${listingSellers.listingId} from ${listingSellers}
    join ${contacts} on ${contacts.id} = ${listingSellers.contactId}
    where ${contacts.userId} = ${userId} and ${contacts.deletedAt} is null)`;
}

/**
 * The properties the caller may edit, within their organization (ADR 0133): all of them with the
 * organization scope; otherwise those they added, and those with a listing in their listing scope.
 */
export function propertyEditScope(actor: Actor): SQL {
  if (actor.isSystemAdmin || actor.scopes.transactionAccessScope === 'organization') return sql`true`;
  return sql`(${properties.createdBy} = ${actor.userId} or exists (select 1 from ${listings}
    where ${listings.propertyId} = ${properties.id} and ${listingScope(actor)}))`;
}
