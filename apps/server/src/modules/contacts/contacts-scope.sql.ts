import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { supervisorRelationships, teamMembers } from '../organizations/organizations.schema';
import { contactTasks } from './contact-timeline.schema';
import type { ContactScope } from './contacts-scope';
import { contacts } from './contacts.schema';

/** SQL for "visible to this scope and not deleted". */
export function scopeCondition(scope: ContactScope): SQL {
  return and(isNull(contacts.deletedAt), scopeMembership(scope))!;
}

/**
 * SQL for "within this scope", deleted or not: who is told that a contact was deleted (ADR 0176) —
 * those who could see it just before.
 */
export function scopeMembership(scope: ContactScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'organization':
      return eq(contacts.organizationId, scope.organizationId);
    case 'limited': {
      const { userId, teamIds } = scope;
      const visible: (SQL | undefined)[] = [
        eq(contacts.ownerId, userId),
        sql`${contacts.id} in (select ${contactTasks.contactId} from ${contactTasks} where ${contactTasks.assigneeId} = ${userId} and ${contactTasks.completedAt} is null)`,
      ];
      if (teamIds.length) visible.push(inArray(contacts.teamId, teamIds));
      if (scope.teamOwned && teamIds.length) {
        visible.push(
          sql`${contacts.ownerId} in (select ${teamMembers.userId} from ${teamMembers} where ${inArray(teamMembers.teamId, teamIds)} and ${teamMembers.status} = 'active')`,
        );
      }
      if (scope.supervised) {
        visible.push(
          sql`${contacts.ownerId} in (select ${supervisorRelationships.supervisorId} from ${supervisorRelationships} where ${supervisorRelationships.userId} = ${userId})`,
        );
      }
      if (scope.pool) visible.push(isNull(contacts.ownerId));
      return and(eq(contacts.organizationId, scope.organizationId), or(...visible))!;
    }
  }
}
