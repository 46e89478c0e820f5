import type { ClientRole } from '@threshold/domain/contacts/client-invitation.contract';
import type { Mailer } from '../../platform/email/mailer';
import type { InvitationRow } from './invitations.repository';

const ROLE_WORDS: Record<ClientRole, string> = {
  buyer: 'purchase',
  seller: 'sale',
  landlord: 'rental property',
  renter: 'rental',
  investor: 'investment',
};

/** The sign-up link: the page pre-fills the e-mail and, after sign-in, accepts with the token. */
export function invitationLink(appUrl: string, token: string, email: string): string {
  // returnTo: a person who is already signed in is sent straight on to accept (RedirectIfSignedIn).
  const acceptPath = `/invitations/accept?token=${encodeURIComponent(token)}`;
  return `${appUrl}/signup?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}&returnTo=${encodeURIComponent(acceptPath)}`;
}

/** Sends the invitation; an SMTP failure is reported as 'failed' (the invitation stands, resend later). */
export async function sendInvitationEmail(
  mailer: Mailer,
  appUrl: string,
  row: InvitationRow,
  token: string,
): Promise<'sent' | 'failed'> {
  const link = invitationLink(appUrl, token, row.email);
  const inviter =
    [row.inviterFirstName, row.inviterLastName].filter(Boolean).join(' ') || row.organizationName;
  const text = [
    `Hello ${row.contactFirstName},`,
    '',
    `${inviter} at ${row.organizationName} invited you to Threshold, where you can follow your ${ROLE_WORDS[row.roleKey]} as it happens: documents, key dates and messages in one place.`,
    ...(row.message ? ['', row.message] : []),
    '',
    `Create your account: ${link}`,
    '',
    `This invitation is valid until ${row.expiresAt.toUTCString()}. If you did not expect it, you can ignore this e-mail.`,
  ].join('\n');
  try {
    await mailer.send({
      to: row.email,
      subject: `${row.organizationName} invited you to Threshold`,
      text,
      links: [link],
    });
    return 'sent';
  } catch {
    return 'failed';
  }
}
