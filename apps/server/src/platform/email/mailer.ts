import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { EmailAttachment } from './email.schema';
import { findNewestEmails, insertOutboundEmail, type OutboundEmail } from './outbound-emails.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The actionable links in the message, listed for the dev mailbox and tests. */
  links: string[];
  attachments?: EmailAttachment[];
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  newest(limit: number): Promise<OutboundEmail[]>;
}

/**
 * With SMTP_URL, messages go out through nodemailer; without it they are only recorded. Either
 * way every message is written to outbound_emails, so delivery can be audited; in production only
 * its metadata is kept there.
 */
export function createMailer(options: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  /** Production: keep only who, what subject, when and the outcome (no body, no links, no files). */
  keepOnlyMetadata?: boolean;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      let status = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            attachments: message.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
          status = 'sent';
        } catch (cause) {
          status = 'failed';
          error = cause instanceof Error ? cause.message : String(cause);
        }
      }
      // Sent, failed or only logged: in production the body and links (reset, invitation and
      // signing tokens) are never kept; a message that did not go out is sent again by asking for
      // a new link (resend the invitation, request another reset), not by reading it back.
      const stored = options.keepOnlyMetadata ? { ...message, text: '', links: [], attachments: [] } : message;
      await insertOutboundEmail(options.db, { ...stored, status, error });
      // Never the body or the links: they hold reset, verification and invitation tokens (ADR 0061).
      options.logger.info({ to: message.to, subject: message.subject, status }, 'email');
      if (error) throw new Error(`E-mail to ${message.to} could not be sent: ${error}`);
    },
    newest(limit) {
      return findNewestEmails(options.db, limit);
    },
  };
}
