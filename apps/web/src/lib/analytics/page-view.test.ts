import { describe, expect, it } from 'vitest';
import {
  buildPageViewPayload,
  MAX_SCROLL_DEPTH_PERCENT,
  NEW_SESSION_WINDOW_MS,
  PAGE_VIEW_INACTIVITY_TIMEOUT_MS,
  PageViewSession,
  scrollDepthPercent,
  searchFromReferrer,
} from './page-view';

describe('page-view payload', () => {
  it('carries title, locale, host, path, referrer, sizes, campaign and click ids', () => {
    const payload = buildPageViewPayload({
      title: 'Dashboard · Threshold',
      locale: 'en-US',
      href: 'https://app.threshold.test/dashboard?utm_source=news&utm_campaign=spring&gclid=abc&other=1',
      referrer: 'https://www.google.com/search?q=real+estate+crm',
      screen: { width: 1920, height: 1080 },
      viewport: { width: 1440, height: 900 },
    });
    expect(payload).toEqual({
      title: 'Dashboard · Threshold',
      locale: 'en-US',
      hostname: 'app.threshold.test',
      pathname: '/dashboard',
      referrer: 'https://www.google.com/search?q=real+estate+crm',
      screen_width: 1920,
      screen_height: 1080,
      viewport_width: 1440,
      viewport_height: 900,
      campaign: { utm_source: 'news', utm_campaign: 'spring' },
      click_ids: { gclid: 'abc' },
      search_engine: 'google',
      search_query: 'real estate crm',
    });
  });

  it('recognises search engines by referrer and ignores other sites', () => {
    expect(searchFromReferrer('https://duckduckgo.com/?q=closing+checklist')).toEqual({
      engine: 'duckduckgo',
      query: 'closing checklist',
    });
    expect(searchFromReferrer('https://search.yahoo.com/search?p=escrow')).toEqual({
      engine: 'yahoo',
      query: 'escrow',
    });
    expect(searchFromReferrer('https://example.com/?q=x')).toEqual({ engine: null, query: null });
    expect(searchFromReferrer('')).toEqual({ engine: null, query: null });
  });
});

describe('constants (spec §9)', () => {
  it('match the specification', () => {
    expect(PAGE_VIEW_INACTIVITY_TIMEOUT_MS).toBe(600_000);
    expect(NEW_SESSION_WINDOW_MS).toBe(1_000);
    expect(MAX_SCROLL_DEPTH_PERCENT).toBe(100);
  });
});

describe('scroll depth', () => {
  it('is the share of the page seen, capped at 100 percent', () => {
    expect(scrollDepthPercent(0, 500, 2000)).toBe(25);
    expect(scrollDepthPercent(1500, 500, 2000)).toBe(100);
    expect(scrollDepthPercent(5000, 900, 2000)).toBe(100);
    expect(scrollDepthPercent(0, 900, 0)).toBe(100);
  });
});

describe('page-view session', () => {
  it('is new within 1000 ms of its start and restarts after 10 minutes of inactivity', () => {
    const session = new PageViewSession();
    expect(session.touch(10_000)).toEqual({ sessionStart: 10_000, isNewSession: true });
    expect(session.touch(10_900)).toEqual({ sessionStart: 10_000, isNewSession: true });
    expect(session.touch(11_500)).toEqual({ sessionStart: 10_000, isNewSession: false });
    expect(session.touch(11_500 + PAGE_VIEW_INACTIVITY_TIMEOUT_MS)).toEqual({
      sessionStart: 10_000,
      isNewSession: false,
    });
    const later = 11_500 + 2 * PAGE_VIEW_INACTIVITY_TIMEOUT_MS + 1;
    expect(session.touch(later)).toEqual({ sessionStart: later, isNewSession: true });
  });
});
