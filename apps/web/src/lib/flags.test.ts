import { describe, expect, it } from 'vitest';
import { appFlags, enabledMockServices, isFlagOn, parseFlag, readFlags } from './flags';

describe('parseFlag', () => {
  it.each(['true', '1', 'TRUE', ' true '])('is on for %j', (value) => {
    expect(parseFlag(value)).toBe(true);
  });

  it.each(['false', '0', '', 'yes', 'on', 'enabled', undefined, null, 1])('is off for %j', (value) => {
    expect(parseFlag(value)).toBe(false);
  });
});

describe('readFlags', () => {
  it('reads only VITE_ENABLE_* variables, keyed without the prefix', () => {
    const env = {
      VITE_ENABLE_MOCK_MAPS: '1',
      VITE_ENABLE_BETA: 'false',
      VITE_API_URL: 'true',
      MODE: 'production',
    };
    expect(readFlags(env)).toEqual({ MOCK_MAPS: true, BETA: false });
  });

  it('treats a missing flag as off', () => {
    expect(isFlagOn({}, 'MOCK_GAMIFICATION')).toBe(false);
  });
});

describe('mock services', () => {
  it('lists the services whose VITE_ENABLE_MOCK_<SERVICE> flag is on, in spec order', () => {
    const env = {
      VITE_ENABLE_MOCK_EMAIL: 'true',
      VITE_ENABLE_MOCK_DATABASE: '1',
      VITE_ENABLE_MOCK_AUTH: 'no',
    };
    expect(enabledMockServices(env)).toEqual(['database', 'email']);
  });

  it('has gamification and mocks off by default', () => {
    expect(appFlags({})).toEqual({ mockGamification: false, mockServices: [] });
    expect(appFlags({ VITE_ENABLE_MOCK_GAMIFICATION: '1' }).mockGamification).toBe(true);
  });
});
