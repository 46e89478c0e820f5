import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toggleValue } from '../lib/contacts-url-state';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

interface FilterMenuProps {
  label: string;
  options: FilterOption[];
  selected: string[];
  onChange: (values: string[]) => void;
}

/** A multi-select filter: the menu stays open while values are ticked; counts from the facets. */
export function FilterMenu({ label, options, selected, onChange }: FilterMenuProps) {
  const known = new Set(options.map((o) => o.value));
  // Values in the URL that the facets no longer list (e.g. a tag with no contacts) stay removable.
  const all = [
    ...options,
    ...selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v, count: 0 })),
  ];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={selected.length ? 'primary' : 'secondary'}
          size="sm"
          aria-label={`${label} filter${selected.length ? `, ${selected.length} selected` : ''}`}
        >
          {label}
          {selected.length ? (
            <span className="rounded bg-white/20 px-1 text-xs">{selected.length}</span>
          ) : null}
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={`${label} filter`}>
        {all.length === 0 ? <DropdownMenuItem disabled>No values yet</DropdownMenuItem> : null}
        {all.map((option) => (
          <DropdownMenuCheckboxItem
            key={option.value}
            checked={selected.includes(option.value)}
            onCheckedChange={() => onChange(toggleValue(selected, option.value))}
          >
            <span className="flex-1">{option.label}</span>
            {option.count !== undefined ? (
              <span className="text-xs text-slate-600">{option.count.toLocaleString()}</span>
            ) : null}
          </DropdownMenuCheckboxItem>
        ))}
        {selected.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>Clear {label.toLowerCase()}</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
