import { PLATFORM_ROLES, type PlatformRoleKey } from '@threshold/domain/roles';
import type { Mailer } from '../../platform/email/mailer';
import type { PlatformInvitationRow } from './platform-invitations.repository';

/** The accept page: /platform-invite accepts after sign-in (a visitor signs in and comes back). */
export function platformInvitationLink(appUrl: string, token: string): string {
  return `${appUrl}/platform-invite?token=${encodeURIComponent(token)}`;
}

export const platformRoleLabel = (key: string) => PLATFORM_ROLES[key as PlatformRoleKey]?.name ?? key;

/** Sends the invitation; an SMTP failure is reported as 'failed' (the invitation stands). */
export async function sendPlatformInvitationEmail(
  mailer: Mailer,
  appUrl: string,
  row: PlatformInvitationRow,
  token: string,
): Promise<'sent' | 'failed'> {
  const link = platformInvitationLink(appUrl, token);
  const role = platformRoleLabel(row.platformRole);
  const text = [
    'Hello,',
    '',
    `You are invited to help run Threshold as ${role}.`,
    '',
    `Accept (sign in, or create your account with ${row.email} first if you have none): ${link}`,
    '',
    `This invitation is valid until ${row.expiresAt.toUTCString()}. If you did not expect it, ignore this e-mail.`,
  ].join('\n');
  try {
    await mailer.send({
      to: row.email,
      subject: `You are invited to be ${role} on Threshold`,
      text,
      links: [link],
    });
    return 'sent';
  } catch {
    return 'failed';
  }
}
