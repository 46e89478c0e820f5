import fs from 'node:fs';
import forge from 'node-forge';

/**
 * Reads and checks the configured PKCS#12 at startup (ADR 0160): the file must exist, open with the
 * passphrase, and hold one private key and its certificate — otherwise the server refuses to start
 * with a message that says which.
 */
export function readSigningP12(filePath: string, passphrase: string): { p12: Buffer; passphrase: string } {
  let p12: Buffer;
  try {
    p12 = fs.readFileSync(filePath);
  } catch (error) {
    throw new Error(`SIGNING_P12_PATH: cannot read ${filePath} (${(error as Error).message})`);
  }
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  } catch (error) {
    throw new Error(
      `SIGNING_P12_PATH: ${filePath} is not a PKCS#12 file that SIGNING_P12_PASSPHRASE opens (${(error as Error).message})`,
    );
  }
  const keys = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
      forge.pki.oids.pkcs8ShroudedKeyBag!
    ] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const certificates = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
  if (keys.length === 0 || certificates.length === 0)
    throw new Error(`SIGNING_P12_PATH: ${filePath} must hold a private key and its certificate`);
  return { p12, passphrase };
}
