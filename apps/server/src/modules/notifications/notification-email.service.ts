import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KIND_LABELS, subjectPath } from '@threshold/domain/notifications/notification-kinds';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import type { Logger } from '../../platform/logger';
import {
  claimForEmail,
  findUnmailed,
  releaseEmailClaims,
  type NotificationRow,
} from './notifications.repository';

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Has the person a socket open (the realtime hub's answer, ADR 0170)? Nobody is, without one (CLIs, benches). */
  isOnline?(userId: string): boolean;
}

/** A person online on this instance gets this long to see a notification before it is e-mailed (ADR 0168). */
export const ONLINE_GRACE_MS = 2 * 60_000;
/** At most this many notifications per scan (the rest wait for the next minute). */
const SCAN_LIMIT = 500;

const linkOf = (appUrl: string, row: NotificationRow) =>
  `${appUrl}${subjectPath(row.subjectType, row.subjectId)}`;
const SETTINGS_LINE = 'Choose how you are notified under Settings → Notifications.';

/**
 * "E-mail now" (ADR 0168), run every minute: each unread, un-mailed notification is claimed and
 * mailed — at once when its person is offline, after ONLINE_GRACE_MS when they are online (read by
 * then, it is never mailed). The claim is a conditional update, so a second scan or instance sends
 * nothing again; an e-mail that fails gives its claim back.
 */
export async function sendImmediateEmails(deps: NotificationMailDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const candidates = await findUnmailed(db, 'email_now', now, SCAN_LIMIT);
  const due = candidates.filter(
    (c) => !deps.isOnline?.(c.userId) || c.createdAt.getTime() <= now.getTime() - ONLINE_GRACE_MS,
  );
  const claimed = await claimForEmail(
    db,
    due.map((d) => d.id),
    null,
  );
  let sent = 0;
  for (const row of claimed) {
    if (!row.email) continue;
    const link = linkOf(deps.appUrl, row);
    try {
      await deps.mailer.send({
        to: row.email,
        subject: row.title,
        text: `${row.title}\n${row.body}\n\n${link}\n\n${SETTINGS_LINE}`,
        links: [link],
      });
      sent += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, notification: row.id },
        'notification e-mail failed; the next scan tries again',
      );
      await releaseEmailClaims(db, [row.id]);
    }
  }
  return sent;
}

/** Digest notifications wait at least this long, so one e-mail gathers what came in the meantime. */
export const DIGEST_DELAY_MS = 60 * 60_000;

/**
 * The digest (ADR 0168), run hourly: the unread digest notifications older than DIGEST_DELAY_MS are
 * claimed under one batch id and each person gets one e-mail listing theirs. A second run finds them
 * claimed and sends nothing; a failed e-mail gives that person's claims back.
 */
export async function sendDigests(deps: NotificationMailDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const waiting = await findUnmailed(
    db,
    'email_digest',
    new Date(now.getTime() - DIGEST_DELAY_MS),
    SCAN_LIMIT * 10,
  );
  const claimed = await claimForEmail(
    db,
    waiting.map((w) => w.id),
    randomUUID(),
  );
  const byPerson = new Map<string, typeof claimed>();
  for (const row of claimed) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const rows of byPerson.values()) {
    const to = rows[0]!.email;
    if (!to) continue;
    const links = rows.map((row) => linkOf(deps.appUrl, row));
    const lines = rows.map(
      (row, i) => `• ${NOTIFICATION_KIND_LABELS[row.kind]}: ${row.title}\n  ${row.body}\n  ${links[i]}`,
    );
    try {
      await deps.mailer.send({
        to,
        subject: `${rows.length} notification${rows.length === 1 ? '' : 's'} you have not seen`,
        text: `${lines.join('\n\n')}\n\n${SETTINGS_LINE}`,
        links: [...new Set(links)],
      });
      sent += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, user: rows[0]!.userId },
        'digest e-mail failed; the next run tries again',
      );
      await releaseEmailClaims(
        db,
        rows.map((r) => r.id),
      );
    }
  }
  return sent;
}
