import { z } from 'zod';
import { FeedCreatedDto, FeedParams, FeedStatusDto } from '@threshold/domain/calendar/calendar-feed.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute } from '../../platform/http/route';
import { createFeed, getFeedStatus, renderFeed, revokeFeed } from './calendar-feed.service';

const tags = ['calendar'];

/** Feed polls are cheap to answer again: subscribed calendars may reuse an answer for 5 minutes. */
const FEED_MAX_AGE_SECONDS = 300;

/** The caller's subscription feed (status, regenerate, revoke) and the public .ics behind its secret. */
export function feedRoutes(db: Db, appUrl: string) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/calendar/feed',
      access: 'read:calendar',
      tags,
      summary: 'Whether the caller has a live subscription feed (the secret URL is shown only when made)',
      response: FeedStatusDto,
      handler: ({ actor }) => getFeedStatus(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/calendar/feed',
      access: 'read:calendar',
      tags,
      status: 201,
      summary:
        'Make a new secret feed URL for Google, Apple or Outlook calendars; the previous one stops working',
      response: FeedCreatedDto,
      handler: ({ actor, requestId }) => createFeed(db, actor, appUrl, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/calendar/feed',
      access: 'read:calendar',
      tags,
      summary: 'Revoke the caller’s feed URL (it answers 404 from now on)',
      response: OkResult,
      handler: ({ actor, requestId }) => revokeFeed(db, actor, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/calendar/feed/:file',
      access: 'public',
      tags,
      rateLimit: { perMinute: 120 },
      summary:
        'The iCalendar (RFC 5545) feed behind a secret `{token}.ics`; 404 when unknown or revoked. The body is text/calendar.',
      params: FeedParams,
      response: z.string(),
      produces: 'text/calendar',
      handler: async ({ params, c }) => {
        const body = await renderFeed(db, params.file, appUrl);
        c.header('Cache-Control', `private, max-age=${FEED_MAX_AGE_SECONDS}`);
        return new Response(body, {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'inline; filename="threshold.ics"',
            'Cache-Control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
          },
        });
      },
    }),
  ];
}
