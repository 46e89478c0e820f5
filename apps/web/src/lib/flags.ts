/**
 * Feature flags from build-time variables with the VITE_ENABLE_ prefix (spec §9): a flag is on
 * only for "true" or "1", off by default and for anything else.
 */
export const FLAG_PREFIX = 'VITE_ENABLE_';

export const MOCK_SERVICES = ['database', 'auth', 'maps', 'email'] as const;
export type MockService = (typeof MOCK_SERVICES)[number];

type Env = Record<string, unknown>;

export function parseFlag(value: unknown): boolean {
  if (typeof value !== 'string') return value === true;
  const normalized = value.trim().toLowerCase();
  return normalized === 'true' || normalized === '1';
}

/** Every VITE_ENABLE_* variable, keyed by its name without the prefix (e.g. MOCK_MAPS). */
export function readFlags(env: Env): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith(FLAG_PREFIX)) flags[key.slice(FLAG_PREFIX.length)] = parseFlag(value);
  }
  return flags;
}

export function isFlagOn(env: Env, name: string): boolean {
  return parseFlag(env[`${FLAG_PREFIX}${name}`]);
}

/** Mock services switched on by VITE_ENABLE_MOCK_<SERVICE>. */
export function enabledMockServices(env: Env): MockService[] {
  return MOCK_SERVICES.filter((service) => isFlagOn(env, `MOCK_${service.toUpperCase()}`));
}

export interface AppFlags {
  mockGamification: boolean;
  mockServices: MockService[];
}

export function appFlags(env: Env): AppFlags {
  return {
    mockGamification: isFlagOn(env, 'MOCK_GAMIFICATION'),
    mockServices: enabledMockServices(env),
  };
}

/** The flags of this build. */
export const flags: AppFlags = appFlags(import.meta.env);
