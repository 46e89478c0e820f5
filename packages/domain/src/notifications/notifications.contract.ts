import { z } from 'zod';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS } from './notification-kinds';

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export const NotificationDelivery = z.enum(NOTIFICATION_DELIVERIES);

/** One notification in the caller's list. */
export const NotificationDto = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  subject: z.object({ type: z.enum(NOTIFICATION_SUBJECTS), id: z.string() }),
  title: z.string(),
  body: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;

export const NotificationListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationList = z.object({
  items: z.array(NotificationDto),
  nextCursor: z.string().nullable(),
});

export const UnreadNotifications = z.object({ unread: z.number().int() });

/** The caller's choice per kind; every kind is listed (defaults filled in). */
export const NotificationPreferences = z.strictObject({
  kinds: z.record(NotificationKind, NotificationDelivery),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** PUT replaces the caller's own settings; kinds left out go back to their defaults. */
export const NotificationPreferencesInput = z.strictObject({
  kinds: z.partialRecord(NotificationKind, NotificationDelivery),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

export const NotificationIdParams = z.object({ id: z.uuid('Must be a notification id') });
