import type { Mailer } from '../../platform/email/mailer';

/** The document page an approver opens from the e-mail (sign-in first when needed). */
export const documentLink = (appUrl: string, documentId: string) => `${appUrl}/documents/${documentId}`;

/** Tells an approver a document waits for them; a failed send is reported, the request stands. */
export async function sendApprovalRequestEmail(
  mailer: Mailer,
  appUrl: string,
  request: {
    to: string;
    requester: string;
    documentName: string;
    documentId: string;
    message?: string | undefined;
  },
): Promise<'sent' | 'failed'> {
  const link = documentLink(appUrl, request.documentId);
  const text = [
    'Hello,',
    '',
    `${request.requester} asks you to approve “${request.documentName}”.`,
    ...(request.message ? ['', `Their message: ${request.message}`] : []),
    '',
    `Open the document to approve it or return it with a comment: ${link}`,
  ].join('\n');
  try {
    await mailer.send({
      to: request.to,
      subject: `Approval requested: ${request.documentName}`,
      text,
      links: [link],
    });
    return 'sent';
  } catch {
    return 'failed';
  }
}
