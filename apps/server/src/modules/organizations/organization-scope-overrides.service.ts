/** Per-person scope overrides in role_details (issue 17, ADR 0108). */
import type { MemberDetailDto, ScopeOverridesInput } from '@threshold/domain/organizations/member.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { managesOrganization } from './member-authority';
import { auditMember, lockForWrite, writeMembership } from './organization-member-writes.service';
import { getMember } from './organization-members.service';
import { writeScopeOverrides } from './organization-memberships.repository';

/**
 * role_details belongs to the person, not to one membership: it is edited only by a manager of the
 * organization where the person's primary (effective) membership is, and applies from the next request.
 */
export async function setScopeOverrides(
  db: Db,
  actor: Actor,
  userId: string,
  input: ScopeOverridesInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<MemberDetailDto> {
  if (!managesOrganization(actor))
    throw new AppError('FORBIDDEN', 'Only the organization’s managers change what a person may see');
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, userId, expectedVersion);
    if (row.status !== 'active' || !row.isPrimary)
      throw new AppError(
        'CONFLICT',
        'Scope overrides apply in the person’s primary organization, which is another one',
      );
    const before = (await getMember(tx, actor, userId)).scope_overrides;
    await writeScopeOverrides(tx, userId, input);
    await writeMembership(tx, actor, row, userId, expectedVersion, {});
    await auditMember(tx, actor, row.organizationId, userId, 'scope', before, input, requestId);
    return getMember(tx, actor, userId);
  });
}
