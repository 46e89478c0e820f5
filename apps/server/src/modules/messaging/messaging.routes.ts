import {
  ConversationDto,
  ConversationIdParams,
  ConversationPage,
  CreateConversationInput,
  ListConversationsQuery,
  MarkReadInput,
  UnreadCountsDto,
} from '@threshold/domain/messaging/conversation.contract';
import { z } from 'zod';
import {
  EditMessageInput,
  ListMessagesQuery,
  MessageAttachmentDto,
  MessageAttachmentParams,
  UploadMessageAttachmentQuery,
  MessageDto,
  MessagePage,
  MessageParams,
  ReactionInput,
  ReactionParams,
  SendMessageInput,
} from '@threshold/domain/messaging/message.contract';
import {
  ConversationGuestDto,
  ConversationGuestParams,
  InviteGuestInput,
} from '@threshold/domain/messaging/conversation-guest.contract';
import { MessageSearchPage, SearchMessagesQuery } from '@threshold/domain/messaging/message-search.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { AppDeps } from '../../platform/deps';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  createConversation,
  getConversation,
  getUnreadCounts,
  listConversations,
  markConversationRead,
} from './conversations.service';
import {
  deleteMessage,
  editMessage,
  getMessage,
  listMessages,
  reactToMessage,
  sendMessage,
} from './messages.service';
import { searchMessages } from './message-search.service';
import { downloadMessageAttachment, uploadMessageAttachment } from './message-attachments.service';
import { scheduleUnsentSweep } from './message-attachments-sweep';
import { inviteGuest, removeGuest } from './conversation-guests.service';
import { getUserStatuses } from './user-status.service';
import { UserStatusDto, UserStatusQuery } from '@threshold/domain/messaging/user-status.contract';

const tags = ['messaging'];
/** Everyone may message (spec §2: Messages is on every role's navigation); who is in a conversation is the rule. */
const access = 'read:messages' as const;

/** /api/conversations: conversations, their messages, reactions and read markers (ADR 0119). */
export function messagingRoutes(deps: AppDeps, files: FileAreaDeps): RouteDefinition[] {
  const { db } = files;
  scheduleUnsentSweep(files, deps);
  return [
    defineRoute({
      method: 'get',
      path: '/api/conversations',
      access,
      tags,
      summary: 'My conversations (direct, group, my deals’), latest activity first, with unread counts',
      query: ListConversationsQuery,
      response: ConversationPage,
      handler: ({ actor, query }) => listConversations(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversations',
      access,
      tags,
      status: 201,
      summary: 'Start a direct conversation (one per pair) or a group with members of my organization',
      body: CreateConversationInput,
      response: ConversationDto,
      handler: ({ actor, body }) => createConversation(db, actor, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversations/unread',
      access,
      tags,
      summary: 'Unread messages and conversations over all of mine (the navigation badge)',
      response: UnreadCountsDto,
      handler: ({ actor }) => getUnreadCounts(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversations/search',
      access,
      tags,
      summary: 'Messages containing a text, in all my conversations or one (conversation_id), newest first',
      query: SearchMessagesQuery,
      response: MessageSearchPage,
      handler: ({ actor, query }) => searchMessages(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/people/status',
      access,
      tags,
      summary: 'Online / away / offline of people in my organization or my conversations (others left out)',
      query: UserStatusQuery,
      response: UserStatusDto,
      handler: ({ actor, query }) =>
        getUserStatuses(db, deps.realtime, actor, query.user_ids),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversations/:id',
      access,
      tags,
      summary: 'One of my conversations with its people',
      params: ConversationIdParams,
      response: ConversationDto,
      handler: ({ actor, params }) => getConversation(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversations/:id/read',
      access,
      tags,
      summary: 'Move my read marker to a message (default: the newest)',
      params: ConversationIdParams,
      body: MarkReadInput,
      response: ConversationDto,
      handler: ({ actor, params, body }) => markConversationRead(db, actor, params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversations/:id/guests',
      access,
      tags,
      status: 201,
      summary:
        'Invite an outside person by e-mail to a deal’s conversation (the deal’s agent or a broker): a single-use link',
      params: ConversationIdParams,
      body: InviteGuestInput,
      response: ConversationGuestDto,
      handler: ({ actor, params, body }) =>
        inviteGuest({ db, mailer: deps.mailer, appUrl: deps.config.appUrl }, actor, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/conversations/:id/guests/:guestId',
      access,
      tags,
      summary: 'Remove a guest: their link and session stop working at once (their messages stay)',
      params: ConversationGuestParams,
      response: OkResult,
      handler: ({ actor, params }) => removeGuest(db, actor, params.id, params.guestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversations/:id/messages',
      access,
      tags,
      summary: 'Messages, newest first; nextCursor pages to older ones',
      params: ConversationIdParams,
      query: ListMessagesQuery,
      response: MessagePage,
      handler: ({ actor, params, query }) => listMessages(db, actor, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversations/:id/messages',
      access,
      tags,
      status: 201,
      summary: 'Send a message (text with mentions of people in the conversation)',
      params: ConversationIdParams,
      body: SendMessageInput,
      response: MessageDto,
      handler: ({ actor, params, body }) => sendMessage(db, actor, params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversations/:id/attachments',
      access,
      tags,
      status: 201,
      upload: true,
      summary:
        'Upload a file to send with my next message: the body is the file (PDF, JPEG, PNG or WebP, sniffed; at most 20 MB)',
      params: ConversationIdParams,
      query: UploadMessageAttachmentQuery,
      response: MessageAttachmentDto,
      handler: ({ actor, params, query, c }) =>
        uploadMessageAttachment(files, actor, params.id, c.req.raw, query.filename),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversations/:id/attachments/:attachmentId',
      access,
      tags,
      summary: 'Download a file sent in the conversation (an unsent one: only its uploader)',
      params: MessageAttachmentParams,
      response: z.string(),
      produces: 'application/octet-stream',
      handler: ({ actor, params }) => downloadMessageAttachment(files, actor, params.id, params.attachmentId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversations/:id/messages/:messageId',
      access,
      tags,
      summary: 'One message',
      params: MessageParams,
      response: MessageDto,
      handler: ({ actor, params }) => getMessage(db, actor, params.id, params.messageId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/conversations/:id/messages/:messageId',
      access,
      tags,
      versioned: true,
      summary: 'Edit my message',
      params: MessageParams,
      body: EditMessageInput,
      response: MessageDto,
      handler: ({ actor, params, body, expectedVersion }) =>
        editMessage(db, actor, params.id, params.messageId, body, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/conversations/:id/messages/:messageId',
      access,
      tags,
      summary: 'Delete my message (shown as deleted to everyone)',
      params: MessageParams,
      response: OkResult,
      handler: ({ actor, params }) => deleteMessage(files, actor, params.id, params.messageId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversations/:id/messages/:messageId/reactions',
      access,
      tags,
      summary: 'React to a message with an emoji',
      params: MessageParams,
      body: ReactionInput,
      response: MessageDto,
      handler: ({ actor, params, body }) =>
        reactToMessage(db, actor, params.id, params.messageId, body.emoji, true),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/conversations/:id/messages/:messageId/reactions/:emoji',
      access,
      tags,
      summary: 'Take back my reaction',
      params: ReactionParams,
      response: MessageDto,
      handler: ({ actor, params }) =>
        reactToMessage(db, actor, params.id, params.messageId, params.emoji, false),
    }),
  ];
}
