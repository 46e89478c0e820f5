import {
  MAX_OFFER_ATTACHMENT_BYTES,
  MAX_OFFER_ATTACHMENTS,
  type OfferAttachmentKind,
} from '@threshold/domain/listings/offer-attachment.contract';

export interface ChosenAttachment {
  key: string;
  file: File;
  kind: OfferAttachmentKind;
  /** Why this file cannot be sent (checked here; the server checks the content again). */
  error: string | null;
}

export const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

/** The first bytes of each accepted format: what the file is, whatever its name says. */
const SIGNATURES: { label: string; matches: (b: Uint8Array) => boolean }[] = [
  { label: 'PDF', matches: (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 },
  { label: 'JPEG', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { label: 'PNG', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  {
    label: 'WebP',
    matches: (b) =>
      b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  },
];

/** Why the bytes at the start of a file are not an acceptable attachment, or null when they are. */
export function attachmentHeadProblem(head: Uint8Array, size: number): string | null {
  if (size > MAX_OFFER_ATTACHMENT_BYTES) return `Larger than ${MAX_OFFER_ATTACHMENT_BYTES / 1024 / 1024} MB`;
  if (!SIGNATURES.some((s) => s.matches(head))) return 'Not a PDF or image file, whatever its name says';
  return null;
}

/** Reads the first bytes of each file and adds it with its kind (at most MAX_OFFER_ATTACHMENTS in all). */
export async function chooseAttachments(
  files: File[],
  current: ChosenAttachment[],
  kind: OfferAttachmentKind,
): Promise<ChosenAttachment[]> {
  const room = MAX_OFFER_ATTACHMENTS - current.length;
  const added = await Promise.all(
    files.slice(0, Math.max(room, 0)).map(async (file) => ({
      key: `${file.name}-${file.size}-${Math.random()}`,
      file,
      kind,
      error: attachmentHeadProblem(new Uint8Array(await file.slice(0, 12).arrayBuffer()), file.size),
    })),
  );
  return [...current, ...added];
}
