/**
 * What a notification is about (ADR 0167). Schema-free, so the header's bell can name kinds without
 * bringing zod into the shell's entry chunk (ADR 0070).
 */
export const NOTIFICATION_KINDS = [
  'mention',
  'assignment',
  'checklist_returned',
  'checklist_approved',
  'approval_waiting',
  'offer_received',
  'signature_completed',
  'task_due',
  'deadline_approaching',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a person wants a kind delivered: in the bell only, plus an e-mail now, plus a digest, or not at all. */
export const NOTIFICATION_DELIVERIES = ['in_app', 'email_now', 'email_digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** Defaults for a person who never chose: what needs them now is e-mailed, the rest is batched. */
export const DEFAULT_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  mention: 'email_now',
  assignment: 'email_digest',
  checklist_returned: 'email_now',
  checklist_approved: 'in_app',
  approval_waiting: 'email_digest',
  offer_received: 'email_now',
  signature_completed: 'email_now',
  task_due: 'email_digest',
  deadline_approaching: 'email_digest',
};

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Mentions',
  assignment: 'Assigned to me',
  checklist_returned: 'Checklist items returned',
  checklist_approved: 'Checklist items approved',
  approval_waiting: 'Approvals waiting on me',
  offer_received: 'Offers received',
  signature_completed: 'Signatures completed',
  task_due: 'Tasks due',
  deadline_approaching: 'Deadlines approaching',
};

/** What a notification links to. */
export const NOTIFICATION_SUBJECTS = ['transaction', 'conversation', 'listing', 'contact', 'task', 'document'] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECTS)[number];

/** The page of a subject (the bell's links, the e-mails' links). */
export function subjectPath(type: string, id: string): string {
  switch (type) {
    case 'transaction':
      return `/transactions/${id}`;
    case 'conversation':
      return `/messages/${id}`;
    case 'listing':
      return `/real-estate/listings/${id}`;
    case 'contact':
      return `/contacts/${id}`;
    case 'document':
      return `/documents/${id}`;
    default:
      return '/tasks';
  }
}
