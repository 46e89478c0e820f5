import {
  GuestConversationDto,
  GuestSendMessageInput,
  RedeemedGuestLinkDto,
  RedeemGuestLinkInput,
} from '@threshold/domain/messaging/conversation-guest.contract';
import { ListMessagesQuery, MessageDto, MessagePage } from '@threshold/domain/messaging/message.contract';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { upgradeToSocket } from '../../platform/realtime/socket-upgrade';
import {
  getGuestConversation,
  guestOfSession,
  listGuestMessages,
  redeemGuestLink,
  sendGuestMessage,
} from './guest-access.service';
import { guestSubscriber } from './guest-realtime';

const tags = ['guest access'];
/**
 * The guest session cookie (ADR 0169). Its path keeps browsers from sending it anywhere but
 * /api/guest, and nothing but these routes reads it: it authenticates no other route.
 */
const COOKIE = 'threshold_guest';
const COOKIE_PATH = '/api/guest';

/**
 * /api/guest: an outside guest's one conversation, without an account. Public routes (no user
 * session is read), rate-limited per address; each resolves the guest from their cookie (401 without).
 */
export function guestAccessRoutes(deps: AppDeps): RouteDefinition[] {
  const { db, config } = deps;
  const rateLimit = { perMinute: config.rateLimits.publicPerMinute };
  const allowedOrigins = new Set(config.trustedOrigins);
  const guestOf = (c: Context) => guestOfSession(db, getCookie(c, COOKIE));
  return [
    defineRoute({
      method: 'post',
      path: '/api/guest/redeem',
      access: 'public',
      tags,
      rateLimit,
      summary: 'Open an e-mailed guest link (once): starts the guest session (cookie) for its conversation',
      body: RedeemGuestLinkInput,
      response: RedeemedGuestLinkDto,
      handler: async ({ body, c }) => {
        const { guest, secret, expiresAt } = await redeemGuestLink(db, body.token);
        setCookie(c, COOKIE, secret, {
          path: COOKIE_PATH,
          httpOnly: true,
          secure: config.isProduction,
          sameSite: 'Strict',
          expires: expiresAt,
        });
        return { conversation_id: guest.conversationId };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/guest/conversation',
      access: 'public',
      tags,
      rateLimit,
      summary: 'The guest’s conversation: its title and people',
      response: GuestConversationDto,
      handler: async ({ c }) => getGuestConversation(db, await guestOf(c)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/guest/messages',
      access: 'public',
      tags,
      rateLimit,
      summary: 'The guest’s conversation’s messages, newest first; nextCursor pages to older ones',
      query: ListMessagesQuery,
      response: MessagePage,
      handler: async ({ c, query }) => listGuestMessages(db, await guestOf(c), query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/guest/messages',
      access: 'public',
      tags,
      rateLimit,
      status: 201,
      summary: 'Post a message as the guest (text only; marked as a guest’s)',
      body: GuestSendMessageInput,
      response: MessageDto,
      handler: async ({ c, body }) => sendGuestMessage(db, await guestOf(c), body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/guest/realtime',
      access: 'public',
      tags,
      rateLimit,
      summary: 'WebSocket upgrade for the guest: events of their conversation’s messages only',
      response: z.object({}),
      produces: 'application/octet-stream',
      handler: async ({ c }) => {
        const secret = getCookie(c, COOKIE);
        const guest = await guestOfSession(db, secret);
        return upgradeToSocket(c, allowedOrigins, (sink) =>
          deps.realtime.connectSubscriber(guestSubscriber(db, guest, secret!), sink),
        );
      },
    }),
  ];
}
