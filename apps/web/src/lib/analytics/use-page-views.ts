import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { buildPageViewPayload, PageViewSession, scrollDepthPercent } from './page-view';
import { captureEvent, capturePageView, isPosthogRunning } from './posthog';

const session = new PageViewSession();

function currentScrollDepth(): number {
  const root = document.documentElement;
  return scrollDepthPercent(window.scrollY, window.innerHeight, root.scrollHeight);
}

/** Sends a page view per route change, and the scroll depth reached when leaving the page. */
export function usePageViews(): void {
  const location = useLocation();
  const maxDepth = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      maxDepth.current = Math.max(maxDepth.current, currentScrollDepth());
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    maxDepth.current = currentScrollDepth();
    const pathname = location.pathname;
    if (isPosthogRunning()) {
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
    return () => {
      if (isPosthogRunning()) captureEvent('page_leave', { pathname, scroll_depth: maxDepth.current });
    };
  }, [location.pathname]);
}
