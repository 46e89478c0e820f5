import type { Mailer } from '../../platform/email/mailer';
import { AppError } from '../../platform/http/errors';

/** The guest's link: the page redeems the token, then forgets it (ADR 0169). */
export const guestLink = (appUrl: string, token: string) => `${appUrl}/guest/${encodeURIComponent(token)}`;

/** E-mails the link; a failure is the inviter's error to see (nobody else can tell the guest). */
export async function sendGuestInvitationEmail(
  deps: { mailer: Mailer; appUrl: string },
  mail: { to: string; token: string; title: string; expiresAt: Date },
): Promise<void> {
  const link = guestLink(deps.appUrl, mail.token);
  const text = [
    'Hello,',
    '',
    `You are invited to the conversation about ${mail.title} on Threshold. You can read it and write in it without an account.`,
    '',
    `Open the conversation: ${link}`,
    '',
    `The link works once, on one browser, until ${mail.expiresAt.toUTCString()}. If you did not expect it, you can ignore this e-mail.`,
  ].join('\n');
  try {
    await deps.mailer.send({ to: mail.to, subject: `You are invited to a conversation about ${mail.title}`, text, links: [link] });
  } catch {
    throw new AppError('INTERNAL', 'The invitation e-mail could not be sent. Please try again.');
  }
}
