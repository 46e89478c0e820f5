/** Page-view payload and session constants (spec §3, §9). */
export const PAGE_VIEW_INACTIVITY_TIMEOUT_MS = 600_000;
export const NEW_SESSION_WINDOW_MS = 1_000;
export const MAX_SCROLL_DEPTH_PERCENT = 100;

const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'dclid',
  'ttclid',
  'twclid',
  'li_fat_id',
] as const;

/** Search engines by host fragment, with the query parameter that carries the search. */
const SEARCH_ENGINES: readonly (readonly [host: string, name: string, param: string])[] = [
  ['google.', 'google', 'q'],
  ['bing.com', 'bing', 'q'],
  ['duckduckgo.com', 'duckduckgo', 'q'],
  ['search.yahoo.', 'yahoo', 'p'],
  ['yandex.', 'yandex', 'text'],
  ['baidu.com', 'baidu', 'wd'],
  ['ecosia.org', 'ecosia', 'q'],
];

export interface PageViewPayload {
  title: string;
  locale: string;
  hostname: string;
  pathname: string;
  referrer: string;
  screen_width: number;
  screen_height: number;
  viewport_width: number;
  viewport_height: number;
  campaign: Record<string, string>;
  click_ids: Record<string, string>;
  search_engine: string | null;
  search_query: string | null;
}

function pick(params: URLSearchParams, names: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) found[name] = value;
  }
  return found;
}

export function searchFromReferrer(referrer: string): { engine: string | null; query: string | null } {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { engine: null, query: null };
  }
  const match = SEARCH_ENGINES.find(([host]) => url.hostname.includes(host));
  if (!match) return { engine: null, query: null };
  return { engine: match[1], query: url.searchParams.get(match[2]) || null };
}

export interface PageContext {
  title: string;
  locale: string;
  href: string;
  referrer: string;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
}

export function buildPageViewPayload(page: PageContext): PageViewPayload {
  const url = new URL(page.href);
  const search = searchFromReferrer(page.referrer);
  return {
    title: page.title,
    locale: page.locale,
    hostname: url.hostname,
    pathname: url.pathname,
    referrer: page.referrer,
    screen_width: page.screen.width,
    screen_height: page.screen.height,
    viewport_width: page.viewport.width,
    viewport_height: page.viewport.height,
    campaign: pick(url.searchParams, CAMPAIGN_PARAMS),
    click_ids: pick(url.searchParams, CLICK_ID_PARAMS),
    search_engine: search.engine,
    search_query: search.query,
  };
}

/** Scroll depth in percent, capped at 100. */
export function scrollDepthPercent(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
): number {
  if (documentHeight <= 0) return MAX_SCROLL_DEPTH_PERCENT;
  const depth = Math.round(((scrollTop + viewportHeight) / documentHeight) * 100);
  return Math.max(0, Math.min(MAX_SCROLL_DEPTH_PERCENT, depth));
}

/** Session bookkeeping: a page view after 10 minutes of inactivity starts a new session. */
export class PageViewSession {
  private start = 0;
  private lastActivity = -Infinity;

  touch(now: number): { sessionStart: number; isNewSession: boolean } {
    if (now - this.lastActivity > PAGE_VIEW_INACTIVITY_TIMEOUT_MS) this.start = now;
    this.lastActivity = now;
    return { sessionStart: this.start, isNewSession: now - this.start <= NEW_SESSION_WINDOW_MS };
  }
}
