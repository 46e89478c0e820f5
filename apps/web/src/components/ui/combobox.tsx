import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line, e.g. a role or an e-mail address. */
  hint?: string;
}

interface ComboboxProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Names the list of suggestions, e.g. "Matching members". */
  listLabel: string;
  options: readonly ComboboxOption[];
  selected: ComboboxOption | null;
  /** Called with null as soon as the text no longer matches the chosen option. */
  onSelect: (option: ComboboxOption | null) => void;
  onQueryChange: (query: string) => void;
  /** Shown instead of the list while loading, on failure or when nothing matches. */
  status?: string | null;
  placeholder?: string;
}

/**
 * A text box that suggests options as one types (ARIA 1.2 combobox: ↑/↓ to move, Enter to pick, Esc
 * to close the list). The list is in the page flow, so it works inside scrolling dialogs.
 */
export function Combobox({
  listLabel,
  options,
  selected,
  onSelect,
  onQueryChange,
  status,
  placeholder,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const showList = open && !status && options.length > 0;
  // The options may change under the highlight (new search results).
  const current = Math.min(active, Math.max(options.length - 1, 0));

  // Esc closes the list, not the dialog around it: a dialog listens on the document in the capture
  // phase, so only a window listener (earlier in the same phase) can mark the key as handled.
  useEffect(() => {
    if (!open) return;
    const handleEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', handleEscape, true);
    return () => window.removeEventListener('keydown', handleEscape, true);
  }, [open]);

  const choose = (option: ComboboxOption) => {
    setText(option.label);
    setOpen(false);
    onSelect(option);
  };
  const handleChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(0);
    onQueryChange(value.trim());
    if (selected) onSelect(null);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showList) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      choose(options[current]!);
    }
  };

  return (
    <div>
      <Input
        {...aria}
        ref={inputRef}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList ? `${listId}-${current}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => handleChange(e.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {open && status ? (
        <p role="status" className="mt-1 px-1 text-sm text-slate-600">
          {status}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        className="mt-1 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-sm"
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === current}
            // Keep the focus in the text box (a click would blur it and close the list first).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
            className={cn(
              'cursor-pointer rounded px-2 py-1.5 text-sm text-slate-900',
              i === current && 'bg-brand-50',
            )}
          >
            <span className="block">{option.label}</span>{' '}
            {option.hint ? <span className="block text-xs text-slate-600">{option.hint}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
