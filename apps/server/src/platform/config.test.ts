import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database, port 3000 and a local APP_URL', () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe('pglite');
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.trustedOrigins).toContain('http://127.0.0.1:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set and refuses other URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database.kind).toBe('postgres');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u@h/db' })).toThrow(/DATABASE_URL/);
  });

  it('demands a secret and APP_URL in production, and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://x.example' })).toThrow(/BETTER_AUTH_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', APP_URL: 'https://x.example', BETTER_AUTH_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(config.trustedOrigins).toEqual(['https://x.example']);
  });

  it('reads SEED_DEMO=false and TRUST_PROXY=1', () => {
    const config = loadConfig({ SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
  });
});
