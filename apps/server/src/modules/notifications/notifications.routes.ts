import {
  NotificationIdParams,
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesInput,
  UnreadNotifications,
} from '@threshold/domain/notifications/notifications.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { scheduleNotificationJobs } from './notification-jobs';
import {
  getPreferences,
  listNotifications,
  readAllNotifications,
  readNotification,
  savePreferences,
  unreadCount,
} from './notifications.service';

const tags = ['notifications'];
const access = 'authenticated';

/** The caller's own notifications and their delivery choices (ADR 0167, 0168); defines the e-mail jobs. */
export function notificationsRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  scheduleNotificationJobs(deps);
  return [
    defineRoute({
      method: 'get',
      path: '/api/notifications',
      access,
      tags,
      summary: 'My notifications, newest first; `unread=true` for the unread ones only',
      query: NotificationListQuery,
      response: NotificationList,
      handler: ({ actor, query }) => listNotifications(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/notifications/unread-count',
      access,
      tags,
      summary: 'How many of my notifications are unread',
      response: UnreadNotifications,
      handler: ({ actor }) => unreadCount(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/notifications/read-all',
      access,
      tags,
      summary: 'Mark all my notifications read',
      response: UnreadNotifications,
      handler: ({ actor }) => readAllNotifications(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/notifications/:id/read',
      access,
      tags,
      summary: 'Mark one of my notifications read',
      params: NotificationIdParams,
      response: UnreadNotifications,
      handler: ({ actor, params }) => readNotification(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/notifications/preferences',
      access,
      tags,
      summary: 'How I get each kind of notification (defaults filled in)',
      response: NotificationPreferences,
      handler: ({ actor }) => getPreferences(db, actor),
    }),
    defineRoute({
      method: 'put',
      path: '/api/notifications/preferences',
      access,
      tags,
      summary: 'Replace my notification choices (kinds left out go back to their defaults)',
      body: NotificationPreferencesInput,
      response: NotificationPreferences,
      handler: ({ actor, body }) => savePreferences(db, actor, body),
    }),
  ];
}
