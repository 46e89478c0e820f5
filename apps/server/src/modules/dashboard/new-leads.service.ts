import { NEW_LEAD_DAYS, type NewLeadsDto } from '@threshold/domain/dashboard/new-leads.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { loadCrmContext } from '../contacts/contacts-context';
import { countFollowUpsDue, countNewLeads } from './new-leads.repository';

/** The agent dashboard's new-lead counts, in the caller's contact scope (issue 18). */
export async function getNewLeads(db: Db, actor: Actor): Promise<NewLeadsDto> {
  const crm = await loadCrmContext(db, actor);
  const [leads, followUps] = await Promise.all([
    countNewLeads(db, crm.visible, actor.userId, NEW_LEAD_DAYS),
    countFollowUpsDue(db, actor.userId),
  ]);
  return {
    days: NEW_LEAD_DAYS,
    in_scope: leads.inScope,
    assigned_to_me: leads.mine,
    unassigned: leads.unassigned,
    follow_ups_due: followUps,
  };
}
