import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/client';
import { recordEmail } from '../../platform/effects/record-effect';
import type { EnvelopeDeps } from './envelopes-deps';
import { signingToken, signingUrl } from './envelope-token';
import type { RecipientRow } from './envelopes.repository';

interface EnvelopeInfo {
  title: string;
  message: string;
  organizationName: string;
  expiresAt: Date | null;
}

/** Where an envelope e-mail is recorded (the transaction of the step that causes it) and the link settings. */
export interface EnvelopeMail {
  db: DbOrTx;
  config: Pick<EnvelopeDeps['config'], 'appUrl' | 'authSecret'>;
}

const linkOf = (deps: EnvelopeMail, r: RecipientRow) =>
  signingUrl(deps.config.appUrl, signingToken(deps.config.authSecret, r.id, r.tokenGeneration));

const ACTION: Record<string, string> = { signer: 'sign', approver: 'review and approve', viewer: 'read' };

/**
 * Asks each recipient of the group to act, with their own link (ADR 0163). Brokerage recipients get
 * no e-mail: a delegated signer completes them inside the app ("waiting for my signature").
 */
export async function mailSigningRequests(
  deps: EnvelopeMail,
  envelope: EnvelopeInfo,
  recipients: readonly RecipientRow[],
  kind: 'request' | 'reminder',
) {
  for (const r of recipients) {
    if (!r.email || r.kind === 'brokerage') continue;
    const link = linkOf(deps, r);
    const text = [
      `Hello ${r.name},`,
      '',
      `${envelope.organizationName} asks you to ${ACTION[r.role]} “${envelope.title}”.`,
      ...(envelope.message ? ['', envelope.message] : []),
      '',
      `Open the document: ${link}`,
      '',
      'The link is yours alone: do not forward it.',
      envelope.expiresAt ? `It works until ${envelope.expiresAt.toUTCString()}.` : '',
    ].join('\n');
    // One request per link generation; every reminder is a message of its own.
    const key = kind === 'request' ? `envelope-request:${r.id}:${r.tokenGeneration}` : `envelope-reminder:${randomUUID()}`;
    await recordEmail(deps.db, key, {
      to: r.email,
      subject: `${kind === 'reminder' ? 'Reminder: ' : ''}Please ${ACTION[r.role]}: ${envelope.title}`,
      text,
      links: [link],
    });
  }
}

/** Tells the people who had the envelope that the sender voided it. */
export async function mailVoided(db: DbOrTx, recipients: readonly RecipientRow[], title: string, reason: string) {
  for (const r of recipients)
    if (r.email)
      await recordEmail(db, `envelope-voided:${r.id}`, {
        to: r.email,
        subject: `Voided: ${title}`,
        text: `“${title}” was voided by the sender and no longer needs your action.\n\nReason: ${reason}`,
        links: [],
      });
}

/** Tells the sender that a recipient declined (the envelope ends). */
export async function mailDeclined(
  db: DbOrTx,
  envelopeId: string,
  to: string | null,
  envelope: EnvelopeInfo,
  who: string,
  reason: string,
) {
  if (!to) return;
  await recordEmail(db, `envelope-declined:${envelopeId}`, {
    to,
    subject: `Declined: ${envelope.title}`,
    text: `${who} declined to sign “${envelope.title}”.\n\nReason: ${reason}`,
    links: [],
  });
}

/**
 * The sealed document is ready: each recipient with an e-mail gets a link to download the sealed PDF
 * (their link's next generation, ADR 0163) and the public verify page.
 */
export async function mailCompleted(
  deps: EnvelopeMail,
  envelope: EnvelopeInfo,
  recipients: readonly RecipientRow[],
) {
  for (const r of recipients) {
    if (!r.email) continue;
    const link = linkOf(deps, r);
    const verify = `${deps.config.appUrl}/verify`;
    await recordEmail(deps.db, `envelope-completed:${r.id}`, {
      to: r.email,
      subject: `Completed: ${envelope.title}`,
      text: [
        `Hello ${r.name},`,
        '',
        `Everyone has signed “${envelope.title}”. The sealed document, with its certificate of completion, is here: ${link}`,
        '',
        `Anyone can check a copy against the seal at ${verify}.`,
      ].join('\n'),
      links: [link, verify],
    });
  }
}
