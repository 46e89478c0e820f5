import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  delayMs?: number;
}

/** Search as you type (debounced); follows the URL when it changes from elsewhere (a saved view, Back). */
export function SearchBox({ value, onSearch, delayMs = 300 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, onSearch]);

  return (
    <div className="relative min-w-56 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-500"
      />
      <Input
        type="search"
        aria-label="Search deals"
        placeholder="Search address, MLS number or people"
        className="pl-10"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            sent.current = text.trim();
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}
