import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFallbackLoader,
  injectMapsScript,
  MAPS_LOAD_TIMEOUT_MS,
  MapsUnavailableError,
  mapsScriptUrl,
} from './maps';

describe('maps script URL', () => {
  it('asks for the places library, async loading and a callback', () => {
    const url = new URL(mapsScriptUrl('KEY_123', 'cb'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('KEY_123');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('loading')).toBe('async');
    expect(url.searchParams.get('callback')).toBe('cb');
  });
});

describe('fallback loader', () => {
  it('throws in production and returns an inert mock in development', async () => {
    await expect(createFallbackLoader(true, 'down').load()).rejects.toBeInstanceOf(MapsUnavailableError);
    await expect(createFallbackLoader(false, 'down').load()).resolves.toEqual({ mock: true });
  });
});

describe('injectMapsScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds one async script and rejects after 5000 ms without an answer', async () => {
    expect(MAPS_LOAD_TIMEOUT_MS).toBe(5_000);
    const result = injectMapsScript('KEY');
    const script = document.head.querySelector('script');
    expect(script?.async).toBe(true);
    expect(script?.src).toContain('libraries=places');
    const assertion = expect(result).rejects.toThrow('no answer within 5000 ms');
    await vi.advanceTimersByTimeAsync(MAPS_LOAD_TIMEOUT_MS);
    await assertion;
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('rejects when the script fails to load', async () => {
    const result = injectMapsScript('KEY');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(result).rejects.toThrow('failed to load');
  });

  it('resolves with google.maps when the callback runs', async () => {
    const result = injectMapsScript('KEY');
    const callback = new URL(document.head.querySelector('script')!.src).searchParams.get('callback')!;
    const win = window as unknown as Record<string, unknown> & { google?: unknown };
    win.google = { maps: { version: 'test' } };
    (win[callback] as () => void)();
    await expect(result).resolves.toEqual({ version: 'test' });
    delete win.google;
  });
});
