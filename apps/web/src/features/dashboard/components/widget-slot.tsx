import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePageInteracted } from '../lib/use-page-interacted';
import { WidgetVisibleContext } from '../lib/widget-visibility';

/** A widget starts loading half a screen before it scrolls into view. */
const LOAD_AHEAD = '0px 0px 50% 0px';

/**
 * Holds one dashboard widget. Widgets on (or just below) the first screen load at once; the others
 * wait until they come near the viewport or the user first scrolls, types or touches the page, so a
 * phone opening the dashboard makes two or three requests instead of ten (ADR 0182). The widget's
 * card and title are always there; only its query waits.
 */
export function WidgetSlot({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const interacted = usePageInteracted();
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="min-w-0">
      <WidgetVisibleContext.Provider value={near || interacted}>{children}</WidgetVisibleContext.Provider>
    </div>
  );
}
