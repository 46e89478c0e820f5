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

  it('listens on loopback outside production unless HOST is set, and on every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', APP_URL: 'https://x.example', BETTER_AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('refuses the development secret and a short secret in production', () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://x.example' };
    const development = loadConfig({}).authSecret;
    expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: development })).toThrow(/development secret/);
    expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: 'x'.repeat(31) })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('reads SEED_DEMO=false and TRUST_PROXY=1', () => {
    const config = loadConfig({ SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
  });

  it('has generous write limits and a stricter public one by default, and reads overrides', () => {
    expect(loadConfig({}).rateLimits).toEqual({ userWritesPerMinute: 600, addressWritesPerMinute: 600, publicPerMinute: 30 });
    const tuned = loadConfig({
      RATE_LIMIT_USER_WRITES_PER_MINUTE: '120',
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '2000',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '5',
    });
    expect(tuned.rateLimits).toEqual({ userWritesPerMinute: 120, addressWritesPerMinute: 2000, publicPerMinute: 5 });
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PUBLIC_PER_MINUTE/);
  });
});
