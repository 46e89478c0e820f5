import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeP12File } from '../modules/sealing/sealing-test-kit';
import { loadConfig } from './config';

const dir = mkdtempSync(path.join(tmpdir(), 'threshold-p12-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const p12Path = path.join(dir, 'brokerage.p12');
writeP12File(p12Path, 'Configured Brokerage', 'correct horse');

describe('SIGNING_P12_PATH (ADR 0160)', () => {
  it('is read and opened at startup; none configured means per-organization certificates', () => {
    const config = loadConfig({ SIGNING_P12_PATH: p12Path, SIGNING_P12_PASSPHRASE: 'correct horse' });
    expect(config.signingP12?.passphrase).toBe('correct horse');
    expect(config.signingP12?.p12.length).toBeGreaterThan(1000);
    expect(loadConfig({}).signingP12).toBeNull();
  });

  it('refuses to start with a clear message when the file is missing, not PKCS#12, or the passphrase is wrong', () => {
    expect(() => loadConfig({ SIGNING_P12_PATH: path.join(dir, 'missing.p12') })).toThrow(
      /SIGNING_P12_PATH: cannot read .*missing\.p12/,
    );
    const notP12 = path.join(dir, 'not.p12');
    writeFileSync(notP12, 'just text');
    expect(() => loadConfig({ SIGNING_P12_PATH: notP12 })).toThrow(
      /not a PKCS#12 file that SIGNING_P12_PASSPHRASE opens/,
    );
    expect(() => loadConfig({ SIGNING_P12_PATH: p12Path, SIGNING_P12_PASSPHRASE: 'wrong' })).toThrow(
      /SIGNING_P12_PASSPHRASE/,
    );
  });
});
