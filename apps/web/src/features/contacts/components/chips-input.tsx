import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface ChipsInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** Names the chips' remove buttons ("Remove tag vip"). */
  itemName: string;
  suggestions?: string[];
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  placeholder?: string;
}

/** Free-text values as chips: Enter or comma adds, Backspace in an empty box removes the last. */
export function ChipsInput({
  value,
  onChange,
  itemName,
  suggestions,
  placeholder,
  ...aria
}: ChipsInputProps) {
  const [text, setText] = useState('');
  const listId = suggestions?.length && aria.id ? `${aria.id}-suggestions` : undefined;

  const add = (raw: string, rest = '') => {
    const items = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const next = [...value];
    for (const item of items) if (!next.some((v) => v.toLowerCase() === item.toLowerCase())) next.push(item);
    onChange(next);
    setText(rest);
  };

  /** Typing or pasting "a, b, c" turns everything before the last comma into chips. */
  const handleChange = (value: string) => {
    if (!value.includes(',')) return setText(value);
    const parts = value.split(',');
    const rest = parts.pop() ?? '';
    add(parts.join(','), rest.trimStart());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && text.trim()) {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-slate-400 bg-white px-2 py-1.5 focus-within:outline-2 focus-within:outline-brand-600',
        aria['aria-invalid'] && 'border-red-700',
      )}
    >
      {value.map((item) => (
        <span
          key={item}
          className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-900"
        >
          {item}
          <button
            type="button"
            className="focus-ring rounded text-slate-600 hover:text-slate-900"
            aria-label={`Remove ${itemName} ${item}`}
            onClick={() => onChange(value.filter((v) => v !== item))}
          >
            <X aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        </span>
      ))}
      <input
        {...aria}
        list={listId}
        value={text}
        placeholder={value.length ? undefined : placeholder}
        onChange={(e) => handleChange(e.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => text.trim() && add(text)}
        className="min-w-32 flex-1 border-0 bg-transparent p-0.5 text-sm outline-none"
      />
      {listId ? (
        <datalist id={listId}>
          {suggestions!.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
