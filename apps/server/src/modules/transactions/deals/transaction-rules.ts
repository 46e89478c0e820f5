import type { CommissionPlanInput } from '@threshold/domain/transactions/transaction-common.contract';
import type { DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { findActiveMembers } from '../../organizations/organization-people.repository';
import { findTeamInOrganization } from './transaction-people.repository';

/** Field checks shared by create and update; each failure is a 400 on the named field. */
const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);

export async function assertOwnerIsMember(db: DbOrTx, organizationId: string, ownerId: string) {
  const [member] = await findActiveMembers(db, organizationId, [ownerId]);
  if (!member) throw invalid({ owner_id: 'Not an active member of this organization' });
}

export async function assertTeamInOrganization(
  db: DbOrTx,
  organizationId: string,
  teamId: string | null | undefined,
) {
  if (teamId && !(await findTeamInOrganization(db, organizationId, teamId)))
    throw invalid({ team_id: 'No such team in this organization' });
}

/** Agents named in a commission plan must be active members of the deal's organization. */
export async function assertCommissionAgents(
  db: DbOrTx,
  organizationId: string,
  plan: CommissionPlanInput | null | undefined,
) {
  if (!plan) return;
  const ids = [...new Set(plan.agents.map((a) => a.user_id))];
  const members = new Set((await findActiveMembers(db, organizationId, ids)).map((m) => m.userId));
  const fields: Record<string, string> = {};
  plan.agents.forEach((a, i) => {
    if (!members.has(a.user_id))
      fields[`commission.agents.${i}.user_id`] = 'Not an active member of this organization';
  });
  if (Object.keys(fields).length) throw invalid(fields);
}

export function dealTitle(address: { line1: string; line2?: string | null }, title?: string | null): string {
  return title || [address.line1, address.line2].filter(Boolean).join(' ');
}
