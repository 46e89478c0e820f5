/**
 * A person in several organizations chooses their primary one (issue 17 item 1): it decides their
 * effective role, scopes and what /api/me shows. Versioned on the chosen membership; audited.
 */
import type { MyOrganizationDto } from '@threshold/domain/my-organizations/my-organizations.contract';
import type { Actor } from '../../platform/authz/actor';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import * as repo from './my-organizations.repository';

type Row = Awaited<ReturnType<typeof repo.findMemberships>>[number];

const toDto = (r: Row): MyOrganizationDto => ({
  organization_id: r.organizationId,
  organization_name: r.organizationName,
  role_key: r.roleKey,
  status: r.status,
  is_primary: r.isPrimary,
  version: r.version,
});

export async function listMyOrganizations(db: Db, actor: Actor) {
  return { items: (await repo.findMemberships(db, actor.userId)).map(toDto) };
}

async function getOne(db: DbOrTx, actor: Actor, organizationId: string) {
  const [row] = await repo.findMemberships(db, actor.userId, organizationId);
  if (!row) throw notFound('Membership');
  return row;
}

export async function getMyOrganization(db: Db, actor: Actor, organizationId: string) {
  return toDto(await getOne(db, actor, organizationId));
}

export async function makePrimary(
  db: Db,
  actor: Actor,
  organizationId: string,
  expectedVersion: number | undefined,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const target = await getOne(tx, actor, organizationId);
    const before = toDto(target);
    const stale = async () =>
      staleVersion(
        before,
        await latestChangeOf(tx, 'organization_member', target.id, { action: 'membership.make_primary' }),
      );
    if (expectedVersion !== undefined && target.version !== expectedVersion) throw await stale();
    if (target.status !== 'active')
      throw new AppError('CONFLICT', 'Only an active membership can be your primary organization');
    if (target.isPrimary) return before;
    const previous = (await repo.findMemberships(tx, actor.userId)).find((m) => m.isPrimary);
    await repo.clearPrimary(tx, actor.userId);
    if (!(await repo.setPrimary(tx, target.id, expectedVersion))) throw await stale();
    await repo.cacheProfileRole(tx, actor.userId, target.roleKey);
    const after = toDto(await getOne(tx, actor, organizationId));
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'membership.make_primary',
      entityType: 'organization_member',
      entityId: target.id,
      before: { primary_organization_id: previous?.organizationId ?? null },
      after: { primary_organization_id: organizationId },
      requestId,
    });
    return after;
  });
}
