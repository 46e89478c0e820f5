import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { filterCandidates, insertMention, mentionQueryAt, type MentionCandidate } from '../../model/mentions';

interface MentionTextareaProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  candidates: readonly MentionCandidate[];
  onMention: (person: MentionCandidate) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A textarea that suggests teammates after "@" (↑/↓ to move, Enter or Tab to pick, Esc to close). */
export function MentionTextarea({ value, onChange, candidates, onMention, ...aria }: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const options = query ? filterCandidates(candidates, query.query) : [];
  const open = options.length > 0;

  const refresh = (text: string, caret: number) => {
    setQuery(mentionQueryAt(text, caret));
    setActive(0);
  };
  const choose = (person: MentionCandidate) => {
    const el = ref.current;
    if (!el || !query) return;
    const next = insertMention(value, query.start, el.selectionStart, person.name);
    onChange(next.text);
    onMention(person);
    setQuery(null);
    requestAnimationFrame(() => el.setSelectionRange(next.caret, next.caret));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
    }
  };

  return (
    <div className="relative">
      <Textarea
        {...aria}
        ref={ref}
        rows={4}
        maxLength={5000}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          refresh(e.target.value, e.target.selectionStart);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Mention a teammate"
        className={cn(
          'absolute z-20 mt-1 w-72 rounded-md border border-slate-200 bg-white p-1 shadow-lg',
          !open && 'hidden',
        )}
      >
        {options.map((person, i) => (
          <li
            key={person.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(person);
            }}
            className={cn(
              'cursor-pointer rounded px-2 py-1.5 text-sm text-slate-900',
              i === active && 'bg-brand-50',
            )}
          >
            {person.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
