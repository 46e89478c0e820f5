import type { Mailer } from '../../platform/email/mailer';
import { roleLabel } from '../organizations/organization-members.dto';
import type { MemberInvitationRow } from './member-invitations.repository';

/** The join link: /join accepts after sign-in (a visitor is sent to /login with returnTo, then back). */
export function memberInvitationLink(appUrl: string, token: string): string {
  return `${appUrl}/join?token=${encodeURIComponent(token)}`;
}

/** Sends the invitation; an SMTP failure is reported as 'failed' (the invitation stands). */
export async function sendMemberInvitationEmail(
  mailer: Mailer,
  appUrl: string,
  row: MemberInvitationRow,
  token: string,
): Promise<'sent' | 'failed'> {
  const link = memberInvitationLink(appUrl, token);
  const inviter =
    [row.inviterFirstName, row.inviterLastName].filter(Boolean).join(' ') || row.organizationName;
  const text = [
    'Hello,',
    '',
    `${inviter} invited you to join ${row.organizationName} on Threshold as ${roleLabel(row.roleKey)}.`,
    '',
    `Join the team (create your account with ${row.email} first if you have none): ${link}`,
    '',
    `This invitation is valid until ${row.expiresAt.toUTCString()}. If you did not expect it, you can ignore this e-mail.`,
  ].join('\n');
  try {
    await mailer.send({
      to: row.email,
      subject: `Join ${row.organizationName} on Threshold`,
      text,
      links: [link],
    });
    return 'sent';
  } catch {
    return 'failed';
  }
}
