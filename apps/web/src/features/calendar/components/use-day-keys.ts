import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays } from 'date-fns';
import { dayDate, ymd } from '../lib/calendar-grid';

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Keyboard movement between day cells (roving focus): arrows move a day or a week, Home/End to
 * the week's ends, PageUp/PageDown to the neighbouring period (the page moves the anchor).
 */
export function useDayKeys(
  focusedDay: string,
  onFocusDay: (day: string) => void,
  onPage: (step: -1 | 1) => void,
) {
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);
  const onKeyDown = (e: KeyboardEvent) => {
    const date = dayDate(focusedDay);
    let next: string | null = null;
    if (e.key in STEPS) next = ymd(addDays(date, STEPS[e.key]!));
    else if (e.key === 'Home') next = ymd(addDays(date, -date.getDay()));
    else if (e.key === 'End') next = ymd(addDays(date, 6 - date.getDay()));
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      moved.current = true;
      onPage(e.key === 'PageUp' ? -1 : 1);
      return;
    }
    if (!next) return;
    e.preventDefault();
    moved.current = true;
    onFocusDay(next);
  };
  return { container, onKeyDown };
}
