import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import type { SigningIdentity } from './organization-certificate';

/**
 * Signs a finished document (ADR 0160): pdf-lib adds an invisible signature field whose dictionary
 * holds a /ByteRange and a zero-filled /Contents, the file is written without object streams (so
 * the placeholder can be found), and @signpdf fills /Contents with a detached PKCS#7 (SHA-256) over
 * every byte except /Contents itself — any later change shows as "modified" in a PDF reader.
 */
export async function signPdf(
  pdf: PDFDocument,
  identity: SigningIdentity,
  details: { organizationName: string; appUrl: string; signingTime: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: `Sealed by Threshold for ${details.organizationName}`,
    contactInfo: details.appUrl,
    name: details.organizationName,
    location: details.appUrl,
    signingTime: details.signingTime,
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const signer = new P12Signer(Buffer.from(identity.p12), { passphrase: identity.passphrase });
  return new SignPdf().sign(withPlaceholder, signer, details.signingTime);
}
