/**
 * The environment check (spec §8 "configuration error screen"). Runs before the app renders;
 * any problem here replaces the app with the configuration error screen (docs/web.md).
 */
import { isLogLevel } from './logger';

type Env = Record<string, unknown>;

export interface EnvProblem {
  variable: string;
  problem: string;
}

export interface WebConfig {
  apiUrl: string;
  posthogKey: string | null;
  posthogHost: string;
  sentryDsn: string | null;
  googleMapsApiKey: string | null;
  production: boolean;
}

export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

function text(env: Env, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Empty (same origin), an absolute path such as /backend, or an absolute http(s) URL. */
function isApiBase(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return isHttpUrl(value);
}

export function checkEnvironment(env: Env): EnvProblem[] {
  const problems: EnvProblem[] = [];
  const apiUrl = text(env, 'VITE_API_URL');
  if (apiUrl && !isApiBase(apiUrl)) {
    problems.push({ variable: 'VITE_API_URL', problem: 'must be an http(s) URL or a path starting with /' });
  }
  const dsn = text(env, 'VITE_SENTRY_DSN');
  if (dsn && !isHttpUrl(dsn))
    problems.push({ variable: 'VITE_SENTRY_DSN', problem: 'must be an http(s) URL' });
  const posthogHost = text(env, 'VITE_POSTHOG_HOST');
  if (posthogHost && !isHttpUrl(posthogHost)) {
    problems.push({ variable: 'VITE_POSTHOG_HOST', problem: 'must be an http(s) URL' });
  }
  const mapsKey = text(env, 'VITE_GOOGLE_MAPS_API_KEY');
  if (mapsKey && !/^[\w-]+$/.test(mapsKey)) {
    problems.push({
      variable: 'VITE_GOOGLE_MAPS_API_KEY',
      problem: 'may contain only letters, digits, _ and -',
    });
  }
  const logLevel = text(env, 'VITE_LOG_LEVEL');
  if (logLevel && !isLogLevel(logLevel)) {
    problems.push({ variable: 'VITE_LOG_LEVEL', problem: 'must be one of debug, info, warn, error' });
  }
  return problems;
}

/** The configuration the app runs with; call only after checkEnvironment found no problem. */
export function readConfig(env: Env): WebConfig {
  return {
    apiUrl: (text(env, 'VITE_API_URL') ?? '').replace(/\/+$/, ''),
    posthogKey: text(env, 'VITE_POSTHOG_KEY'),
    posthogHost: text(env, 'VITE_POSTHOG_HOST') ?? DEFAULT_POSTHOG_HOST,
    sentryDsn: text(env, 'VITE_SENTRY_DSN'),
    googleMapsApiKey: text(env, 'VITE_GOOGLE_MAPS_API_KEY'),
    production: env.PROD === true,
  };
}

export const config: WebConfig = readConfig(import.meta.env);
