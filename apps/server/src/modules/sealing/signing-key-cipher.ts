import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Changing this label makes every stored key unreadable: it names what the derived key is for. */
const KEY_PURPOSE = 'threshold/organization-signing-key/v1';

/** A 256-bit key for one purpose, derived from the server secret (HKDF-SHA256, ADR 0160). */
function deriveKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'threshold-sealing', KEY_PURPOSE, 32));
}

/** Encrypts a private key with AES-256-GCM; the answer is base64(iv ‖ tag ‖ ciphertext). */
export function encryptPrivateKey(serverSecret: string, plain: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Decrypts what encryptPrivateKey made; throws when the secret differs or the data was altered. */
export function decryptPrivateKey(serverSecret: string, sealed: string): Buffer {
  const raw = Buffer.from(sealed, 'base64');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
