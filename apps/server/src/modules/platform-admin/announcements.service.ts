/** Announcements to all organizations or chosen ones (issue 17 item 7, ADR 0154). Audited. */
import {
  type AnnouncementInput,
  type AnnouncementDto,
} from '@threshold/domain/platform-admin/announcements.contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/authz/actor';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import * as repo from './announcements.repository';
import { organizationExists } from './feature-flags.repository';
import { assertPlatformArea } from '../../platform/authz/platform-area';

type Input = z.output<typeof AnnouncementInput>;

const toDto = (r: repo.AnnouncementRow): AnnouncementDto => ({
  id: r.id,
  title: r.title,
  body: r.body,
  severity: r.severity as AnnouncementDto['severity'],
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt?.toISOString() ?? null,
  audience: r.audience as AnnouncementDto['audience'],
  organization_ids: r.organizationIds,
  created_at: r.createdAt.toISOString(),
  version: r.version,
});

const valuesOf = (input: Input): repo.AnnouncementValues => ({
  title: input.title,
  body: input.body,
  severity: input.severity,
  startsAt: new Date(input.starts_at),
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
  audience: input.audience,
});

const audienceOf = (input: Input) => (input.audience === 'all' ? [] : [...new Set(input.organization_ids)]);

async function assertOrganizationsExist(tx: DbOrTx, ids: string[]) {
  for (const id of ids)
    if (!(await organizationExists(tx, id)))
      throw new AppError('VALIDATION_FAILED', 'The request body is not valid', {
        organization_ids: 'One of the organizations does not exist',
      });
}

async function getOne(db: DbOrTx, id: string): Promise<AnnouncementDto> {
  const [row] = await repo.findAnnouncements(db, id);
  if (!row) throw notFound('Announcement');
  return toDto(row);
}

export async function listAnnouncements(db: Db, actor: Actor) {
  assertPlatformArea(actor, 'announcements');
  return { items: (await repo.findAnnouncements(db)).map(toDto) };
}

export async function getAnnouncement(db: Db, actor: Actor, id: string) {
  assertPlatformArea(actor, 'announcements');
  return getOne(db, id);
}

export async function createAnnouncement(db: Db, actor: Actor, input: Input, requestId: string) {
  return db.transaction(async (tx) => {
    const organizationIds = audienceOf(input);
    await assertOrganizationsExist(tx, organizationIds);
    const id = await repo.insertAnnouncement(tx, valuesOf(input), actor.userId);
    await repo.replaceAudience(tx, id, organizationIds);
    const after = await getOne(tx, id);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.announcement.create',
      entityType: 'announcement',
      entityId: id,
      after,
      requestId,
    });
    return after;
  });
}

export async function updateAnnouncement(
  db: Db,
  actor: Actor,
  id: string,
  input: Input,
  expectedVersion: number | undefined,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const before = await getOne(tx, id);
    const stale = async () => staleVersion(before, await latestChangeOf(tx, 'announcement', id));
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw await stale();
    const organizationIds = audienceOf(input);
    await assertOrganizationsExist(tx, organizationIds);
    if (!(await repo.updateAnnouncement(tx, id, valuesOf(input), expectedVersion))) throw await stale();
    await repo.replaceAudience(tx, id, organizationIds);
    const after = await getOne(tx, id);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.announcement.update',
      entityType: 'announcement',
      entityId: id,
      before,
      after,
      requestId,
    });
    return after;
  });
}

export async function deleteAnnouncement(db: Db, actor: Actor, id: string, requestId: string) {
  return db.transaction(async (tx) => {
    const before = await getOne(tx, id);
    await repo.deleteAnnouncement(tx, id);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.announcement.delete',
      entityType: 'announcement',
      entityId: id,
      before,
      requestId,
    });
    return { deleted: true as const };
  });
}

/** The banners the caller should see: live, addressed to their organization, not dismissed by them. */
export async function myAnnouncements(db: Db, actor: Actor) {
  const rows = await repo.findLiveFor(db, actor.userId, actor.organizationId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      severity: r.severity as AnnouncementDto['severity'],
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt?.toISOString() ?? null,
    })),
  };
}

/** Remembers the caller's dismissal; an announcement not addressed to them is 404. */
export async function dismissAnnouncement(db: Db, actor: Actor, id: string) {
  if (!(await repo.isLiveFor(db, id, actor.organizationId))) throw notFound('Announcement');
  await repo.insertDismissal(db, id, actor.userId);
  return { dismissed: true as const };
}
