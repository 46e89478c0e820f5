import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { DbOrTx } from '../../platform/db/client';
import { offThread } from '../../platform/workers/off-thread';
import { decryptPrivateKey, encryptPrivateKey } from './signing-key-cipher';
import { findSigningKey, insertSigningKeyOnce } from './signing-keys.repository';
import type * as thisModule from './organization-certificate';

/** A PKCS#12 bundle (key + certificate) ready for @signpdf/signer-p12. */
export interface SigningIdentity {
  p12: Uint8Array;
  passphrase: string;
}

/** What a document is signed with: a configured PKCS#12, or the organization's own key and certificate. */
export type SigningMaterial = SigningIdentity | { privateKeyDer: Uint8Array; certificatePem: string };

/** Making an RSA key and certificate is CPU work: a worker thread does it (ADR 0191). */
const keyWork = offThread<typeof thisModule>(import.meta.url, './organization-certificate');

const VALIDITY_YEARS = 10;
/** X.509 limits a common name to 64 characters. */
const MAX_COMMON_NAME = 64;

/** A self-signed RSA-2048 certificate for the organization, valid ~10 years (ADR 0160). */
export function generateOrganizationCertificate(organizationName: string, now = new Date()) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const name = organizationName.trim().slice(0, MAX_COMMON_NAME) || 'Threshold organization';
  const subject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: name },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return {
    certificatePem: forge.pki.certificateToPem(cert),
    privateKeyDer: privateKey.export({ type: 'pkcs8', format: 'der' }),
  };
}

/** The PKCS#12 to sign with: the configured one, or the key and certificate packed with a one-off passphrase. */
export function signingIdentityOf(material: SigningMaterial): SigningIdentity {
  if ('p12' in material) return material;
  const { privateKeyDer, certificatePem } = material;
  const pem = createPrivateKey({ key: Buffer.from(privateKeyDer), format: 'der', type: 'pkcs8' })
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const passphrase = randomBytes(16).toString('hex');
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(pem),
    [forge.pki.certificateFromPem(certificatePem)],
    passphrase,
    { algorithm: 'aes256' },
  );
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

/**
 * What an organization's sealed PDFs are signed with: the configured PKCS#12 when there is one
 * (SIGNING_P12_PATH), else the organization's own key — generated on a worker thread, encrypted and
 * stored on first use (two first uses at once keep one key).
 */
export async function organizationSigningMaterial(
  db: DbOrTx,
  options: { serverSecret: string; configuredP12: SigningIdentity | null },
  organizationId: string,
  organizationName: string,
): Promise<SigningMaterial> {
  if (options.configuredP12) return options.configuredP12;
  let row = await findSigningKey(db, organizationId);
  if (!row) {
    const generated = await keyWork.generateOrganizationCertificate(organizationName);
    row = await insertSigningKeyOnce(db, {
      organizationId,
      certificatePem: generated.certificatePem,
      encryptedPrivateKey: encryptPrivateKey(options.serverSecret, Buffer.from(generated.privateKeyDer)),
    });
  }
  return {
    privateKeyDer: decryptPrivateKey(options.serverSecret, row.encryptedPrivateKey),
    certificatePem: row.certificatePem,
  };
}
