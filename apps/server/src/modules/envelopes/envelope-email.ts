import type { EnvelopeDeps } from './envelopes-deps';
import { signingToken, signingUrl } from './envelope-token';
import type { RecipientRow } from './envelopes.repository';

interface EnvelopeInfo {
  title: string;
  message: string;
  organizationName: string;
  expiresAt: Date | null;
}

const linkOf = (deps: EnvelopeDeps, r: RecipientRow) =>
  signingUrl(deps.config.appUrl, signingToken(deps.config.authSecret, r.id, r.tokenGeneration));

const ACTION: Record<string, string> = { signer: 'sign', approver: 'review and approve', viewer: 'read' };

/**
 * Asks each recipient of the group to act, with their own link (ADR 0163). Brokerage recipients get
 * no e-mail: a delegated signer completes them inside the app ("waiting for my signature").
 */
export async function mailSigningRequests(
  deps: EnvelopeDeps,
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
    await deps.mailer.send({
      to: r.email,
      subject: `${kind === 'reminder' ? 'Reminder: ' : ''}Please ${ACTION[r.role]}: ${envelope.title}`,
      text,
      links: [link],
    });
  }
}

/** Tells the sender that a recipient declined (the envelope ends). */
export async function mailDeclined(
  deps: EnvelopeDeps,
  to: string | null,
  envelope: EnvelopeInfo,
  who: string,
  reason: string,
) {
  if (!to) return;
  await deps.mailer.send({
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
  deps: EnvelopeDeps,
  envelope: EnvelopeInfo,
  recipients: readonly RecipientRow[],
) {
  for (const r of recipients) {
    if (!r.email) continue;
    const link = linkOf(deps, r);
    const verify = `${deps.config.appUrl}/verify`;
    await deps.mailer.send({
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
