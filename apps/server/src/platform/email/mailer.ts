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
 * way every message is written to outbound_emails, so nothing is lost and delivery can be audited;
 * in production a sent message keeps only its metadata there.
 */
export function createMailer(options: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  /** Production: once a message is sent, keep only who, what subject and when (no body, no links). */
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
      const stored =
        options.keepOnlyMetadata && status === 'sent'
          ? { ...message, text: '', links: [], attachments: [] }
          : message;
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
