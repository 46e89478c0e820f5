import { CONTACT_SORTS, type ContactSort } from '@threshold/domain/contacts/list-contacts.contract';
import { KanbanSquare, List, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ContactsUrlState, ContactsView } from '../lib/contacts-url-state';
import { useHotkey } from '../lib/use-hotkey';

const SORT_LABELS: Record<ContactSort, string> = {
  name: 'Name',
  '-created_at': 'Newest first',
  '-updated_at': 'Recently updated',
};

interface ContactsToolbarProps {
  state: ContactsUrlState;
  onChange: (patch: Partial<ContactsUrlState>, options?: { replace?: boolean }) => void;
}

/** Search (debounced into the URL; "/" focuses it), sort and the list/board switch. */
export function ContactsToolbar({ state, onChange }: ContactsToolbarProps) {
  const [text, setText] = useState(state.q);
  const searchRef = useRef<HTMLInputElement>(null);
  const lastSent = useRef(state.q);
  useHotkey('/', () => searchRef.current?.focus());

  useEffect(() => {
    // The URL changed from elsewhere (back button, "Clear"): show it.
    if (state.q !== lastSent.current) {
      lastSent.current = state.q;
      setText(state.q);
    }
  }, [state.q]);

  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = text;
      onChange({ q: text }, { replace: true });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  const viewButton = (view: ContactsView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={state.view === view}
      onClick={() => onChange({ view })}
      className={cn(
        'focus-ring inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium',
        state.view === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-56 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={searchRef}
          type="search"
          aria-label="Search contacts by name, e-mail or phone"
          placeholder="Search name, e-mail or phone  ( / )"
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Sort
        <select
          className="focus-ring h-10 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900"
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as ContactSort })}
        >
          {CONTACT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-label="View" className="inline-flex rounded-lg bg-slate-200 p-0.5">
        {viewButton('list', 'List', List)}
        {viewButton('board', 'Board', KanbanSquare)}
      </div>
    </div>
  );
}
