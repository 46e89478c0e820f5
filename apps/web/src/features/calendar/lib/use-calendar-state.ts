import { zonedToday } from './calendar-zone';
import { useSearchParams } from 'react-router';
import { CALENDAR_SOURCES, type CalendarSource } from '@threshold/domain/calendar/calendar-range.contract';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-grid';

const isDay = (v: string | null): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const phone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches;

const isId = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : null);

/** The calendar's state lives in the URL (?view=week&date=2026-11-25&sources=event,key_date&team=…&deal=…). */
export function useCalendarState() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(viewParam ?? '')
    ? (viewParam as CalendarView)
    : phone()
      ? 'agenda'
      : 'month';
  const dateParam = params.get('date');
  const anchor = isDay(dateParam) ? dateParam : zonedToday();
  const sources = (params.get('sources') ?? '')
    .split(',')
    .filter((s): s is CalendarSource => (CALENDAR_SOURCES as readonly string[]).includes(s));
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const person = params.get('person');
  return {
    view,
    anchor,
    filters: {
      sources,
      person: person && person.length <= 64 ? person : null,
      team: isId(params.get('team')),
      deal: isId(params.get('deal')),
    },
    setPerson: (id: string | null) => update({ person: id }),
    setTeam: (id: string | null) => update({ team: id }),
    setDeal: (id: string | null) => update({ deal: id }),
    setView: (v: CalendarView) => update({ view: v }),
    /** One URL change for both (two in a row would each start from the same old URL). */
    show: (day: string, v: CalendarView) => update({ date: day, view: v }),
    setAnchor: (day: string) => update({ date: day }),
    setSources: (list: CalendarSource[]) => update({ sources: list.join(',') || null }),
  };
}
