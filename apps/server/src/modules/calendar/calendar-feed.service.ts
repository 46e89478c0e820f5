import { createHash, randomBytes } from 'node:crypto';
import type { FeedCreatedDto, FeedStatusDto } from '@threshold/domain/calendar/calendar-feed.contract';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { writeAudit } from '../../platform/audit/audit.repository';
import { loadActiveActor, type Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { getUserAccount } from '../transactions/deals/transaction-people.repository';
import { buildCalendar } from './calendar-ics';
import { toIcsEvent } from './calendar-ics-entries';
import { collectItems, todayIn } from './calendar-items.service';
import { findFeedOf, findFeedUser, revokeFeedToken, saveFeedToken } from './calendar-feed.repository';

/** How far back and ahead a feed reaches (subscribed calendars keep what they already received). */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/calendar/feed/${token}.ics`;

export async function getFeedStatus(db: Db, actor: Actor): Promise<FeedStatusDto> {
  const row = await findFeedOf(db, actor.userId);
  const active = !!row && row.revokedAt === null;
  return { active, created_at: active ? row.createdAt.toISOString() : null };
}

/** A new secret URL (shown this once; only its hash is stored); the previous URL stops working. */
export async function createFeed(
  db: Db,
  actor: Actor,
  appUrl: string,
  requestId?: string,
): Promise<FeedCreatedDto> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const createdAt = await saveFeedToken(tx, actor.userId, hashOf(token));
    await writeAudit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'calendar.feed.create',
      entityType: 'calendar_feed',
      entityId: actor.userId,
      requestId: requestId ?? null,
    });
    return { active: true as const, created_at: createdAt.toISOString(), url: feedUrl(appUrl, token) };
  });
}

export async function revokeFeed(db: Db, actor: Actor, requestId?: string) {
  await db.transaction(async (tx) => {
    await revokeFeedToken(tx, actor.userId);
    await writeAudit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'calendar.feed.revoke',
      entityType: 'calendar_feed',
      entityId: actor.userId,
      requestId: requestId ?? null,
    });
  });
  return { ok: true as const };
}

/**
 * The .ics of a live feed secret (404 for anything else, revoked included). Everything the user
 * sees on /calendar from FEED_DAYS_BACK ago to FEED_DAYS_AHEAD ahead, with cancelled events; each
 * entry's DTSTAMP is its last change, so an unchanged entry is the same bytes on every poll.
 */
export async function renderFeed(db: Db, file: string, appUrl: string): Promise<string> {
  const userId = await findFeedUser(db, hashOf(file.replace(/\.ics$/, '')));
  const account = userId ? await getUserAccount(db, userId) : null;
  if (!account) throw notFound('Feed');
  // A disabled user's or a suspended organization's feed is gone like a revoked one.
  const actor = await loadActiveActor(db, account);
  if (!actor?.permissions.has('read:calendar')) throw notFound('Feed');
  const today = todayIn('UTC');
  const { items } = await collectItems(db, actor, {
    fromDay: addCalendarDays(today, -FEED_DAYS_BACK),
    toDay: addCalendarDays(today, FEED_DAYS_AHEAD),
    tz: 'UTC',
    withCancelled: true,
  });
  return buildCalendar(
    'Threshold',
    items.map((i) => toIcsEvent(i, appUrl)),
  );
}
