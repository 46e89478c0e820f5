import { createHash, createVerify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

export interface SignatureCheck {
  /** The file holds a signature dictionary with a /ByteRange that covers all of it but /Contents. */
  signed: boolean;
  /** The signed bytes hash to the signature's message digest and the RSA signature over it verifies. */
  intact: boolean;
  /** The signing certificate's subject (common name), when there is a signature. */
  signer: string | null;
}

const NOT_SIGNED: SignatureCheck = { signed: false, intact: false, signer: null };
const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The last /ByteRange of the file (the signature a reader shows as covering the whole document). */
function lastByteRange(pdf: Buffer): [number, number, number, number] | null {
  // Signature dictionaries are written uncompressed; latin1 keeps one character per byte.
  const text = pdf.toString('latin1');
  let found: [number, number, number, number] | null = null;
  for (const m of text.matchAll(BYTE_RANGE)) found = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  return found;
}

function attribute(attributes: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined {
  for (const attr of attributes) {
    const [type, values] = attr.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(type!.value as string) === oid) return (values!.value as forge.asn1.Asn1[])[0];
  }
  return undefined;
}

/**
 * Checks a PDF's embedded signature (ADR 0161) without trusting anything in the file but its own
 * bytes: the ByteRange must start at 0 and end at the end of the file with only /Contents between,
 * the SHA-256 of those bytes must equal the PKCS#7 messageDigest attribute, and the signer's RSA
 * signature over the signed attributes must verify with the certificate in the PKCS#7. It says the
 * file is unchanged since it was signed, not who may be trusted: the verify page also matches the
 * file's hash against the sealed record.
 */
export function checkPdfSignature(pdf: Buffer): SignatureCheck {
  const range = lastByteRange(pdf);
  if (!range) return NOT_SIGNED;
  const [start, firstLength, secondStart, secondLength] = range;
  const coversFile = start === 0 && secondStart > firstLength && secondStart + secondLength === pdf.length;
  if (!coversFile) return { signed: true, intact: false, signer: null };
  const hex = pdf.subarray(firstLength, secondStart).toString('latin1').replace(/^<|>$/g, '');
  try {
    // The placeholder is zero-padded after the DER: parse the one structure, ignore the padding.
    const der = (forge.asn1.fromDer as unknown as (bytes: string, options: object) => forge.asn1.Asn1)(
      forge.util.hexToBytes(hex),
      { parseAllBytes: false },
    );
    const message = forge.pkcs7.messageFromAsn1(der) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
    };
    const certificate = message.certificates[0];
    if (!certificate) return { signed: true, intact: false, signer: null };
    const signer = (certificate.subject.getField('CN')?.value as string | undefined) ?? null;
    const { authenticatedAttributes, signature } = message.rawCapture;
    const digest = attribute(authenticatedAttributes, forge.pki.oids.messageDigest!);
    const content = Buffer.concat([
      pdf.subarray(0, firstLength),
      pdf.subarray(secondStart, secondStart + secondLength),
    ]);
    const contentDigest = createHash('sha256').update(content).digest('binary');
    if (!digest || digest.value !== contentDigest) return { signed: true, intact: false, signer };
    const signedAttributes = forge.asn1.toDer(
      forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, authenticatedAttributes),
    );
    const publicKey = new X509Certificate(forge.pki.certificateToPem(certificate)).publicKey;
    const verifier = createVerify('sha256');
    verifier.update(Buffer.from(signedAttributes.getBytes(), 'binary'));
    return { signed: true, intact: verifier.verify(publicKey, Buffer.from(signature, 'binary')), signer };
  } catch {
    return { signed: true, intact: false, signer: null };
  }
}

/**
 * A whole file's SHA-256 and its signature check: CPU work over every byte (a 50 MB PDF held the
 * loop for a quarter second), so the verify upload runs it on a worker thread (ADR 0191).
 */
export function inspectPdf(bytes: Uint8Array): { sha256: string; signature: SignatureCheck } {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { sha256: createHash('sha256').update(pdf).digest('hex'), signature: checkPdfSignature(pdf) };
}
