/**
 * Page views and scroll depth (spec §3, §9), sent through PostHog. Loaded only while analytics run.
 */
import { buildPageViewPayload, PageViewSession, scrollDepthPercent } from './page-view';
import { captureEvent, capturePageView } from './posthog';

const session = new PageViewSession();
let currentPath: string | null = null;
let maxDepth = 0;

function currentScrollDepth(): number {
  return scrollDepthPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
}

window.addEventListener(
  'scroll',
  () => {
    maxDepth = Math.max(maxDepth, currentScrollDepth());
  },
  { passive: true },
);

/** Closes the previous page (with its scroll depth) and records a view of the new one. */
export function trackPageView(pathname: string): void {
  if (pathname === currentPath) return;
  if (currentPath !== null) captureEvent('page_leave', { pathname: currentPath, scroll_depth: maxDepth });
  currentPath = pathname;
  maxDepth = currentScrollDepth();
  const { sessionStart, isNewSession } = session.touch(Date.now());
  const payload = buildPageViewPayload({
    title: document.title,
    locale: navigator.language,
    href: window.location.href,
    referrer: document.referrer,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
  });
  capturePageView({ ...payload, session_start: sessionStart, is_new_session: isNewSession });
}

/** Forget the page (analytics stopped), so a restart records the current page again. */
export function resetPageTracking(): void {
  currentPath = null;
  maxDepth = 0;
}
