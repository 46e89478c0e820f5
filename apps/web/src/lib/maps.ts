/**
 * Google Maps loader (spec §7, §8, §9): the Maps JavaScript API with the places library, loaded
 * async with a 5000 ms time-out when VITE_GOOGLE_MAPS_API_KEY is set. On failure or time-out the
 * error is logged and a fallback loader takes over; it throws in production (there is no mock map
 * for real users) and returns an inert mock in development. The app continues either way.
 */
import { createLogger } from './logger';

export const MAPS_LOAD_TIMEOUT_MS = 5_000;
export const MAPS_LIBRARIES = ['places'] as const;

const log = createLogger('maps');

/** The slice of google.maps this app relies on; kept loose to avoid a types dependency. */
export type MapsApi = { readonly mock?: boolean } & Record<string, unknown>;

export interface MapsLoader {
  readonly kind: 'google' | 'fallback';
  load: () => Promise<MapsApi>;
}

export class MapsUnavailableError extends Error {
  constructor(reason: string) {
    super(`Maps are unavailable: ${reason}`);
    this.name = 'MapsUnavailableError';
  }
}

export function createFallbackLoader(production: boolean, reason: string): MapsLoader {
  return {
    kind: 'fallback',
    load: () =>
      production
        ? Promise.reject(new MapsUnavailableError(reason))
        : Promise.resolve({ mock: true } as MapsApi),
  };
}

export function mapsScriptUrl(apiKey: string, callbackName: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    libraries: MAPS_LIBRARIES.join(','),
    loading: 'async',
    callback: callbackName,
  });
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

type MapsWindow = Window & { google?: { maps?: MapsApi } } & Record<string, unknown>;

/** Injects the script once; resolves with google.maps or rejects on error or time-out. */
export function injectMapsScript(apiKey: string, timeoutMs = MAPS_LOAD_TIMEOUT_MS): Promise<MapsApi> {
  const win = window as unknown as MapsWindow;
  if (win.google?.maps) return Promise.resolve(win.google.maps);
  return new Promise<MapsApi>((resolve, reject) => {
    const callbackName = `__thresholdMapsReady${Date.now()}`;
    const script = document.createElement('script');
    const cleanup = () => {
      window.clearTimeout(timer);
      delete win[callbackName];
    };
    const timer = window.setTimeout(() => {
      cleanup();
      script.remove();
      reject(new MapsUnavailableError(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    win[callbackName] = () => {
      cleanup();
      if (win.google?.maps) resolve(win.google.maps);
      else reject(new MapsUnavailableError('the script loaded without google.maps'));
    };
    script.src = mapsScriptUrl(apiKey, callbackName);
    script.async = true;
    script.onerror = () => {
      cleanup();
      script.remove();
      reject(new MapsUnavailableError('the script failed to load'));
    };
    document.head.append(script);
  });
}

let loaderPromise: Promise<MapsLoader> | null = null;

/** The maps loader for this page: Google when it loads, else the fallback. Never rejects. */
export function getMapsLoader(apiKey: string | null, production: boolean): Promise<MapsLoader> {
  if (!apiKey)
    return Promise.resolve(createFallbackLoader(production, 'VITE_GOOGLE_MAPS_API_KEY is not set'));
  loaderPromise ??= injectMapsScript(apiKey).then(
    (maps): MapsLoader => ({ kind: 'google', load: () => Promise.resolve(maps) }),
    (error: unknown) => {
      log.error('Google Maps failed to load; continuing without maps', error);
      loaderPromise = null;
      return createFallbackLoader(production, error instanceof Error ? error.message : 'load failed');
    },
  );
  return loaderPromise;
}
