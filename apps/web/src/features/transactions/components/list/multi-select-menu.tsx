import { DropdownMenu } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Option } from './use-filter-options';

interface MultiSelectMenuProps {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A filter button with a checkable menu (keyboard: arrows, Space/Enter to toggle, Esc to close). */
export function MultiSelectMenu({ label, options, selected, onChange }: MultiSelectMenuProps) {
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  const count = selected.length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="secondary"
          aria-label={count > 0 ? `${label}, ${count} selected` : label}
          className={cn(count > 0 && 'ring-2 ring-brand-600')}
        >
          {label}
          {count > 0 ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{count}</span>
          ) : null}
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-80 min-w-52 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.length === 0 ? <p className="px-2 py-1.5 text-sm text-slate-600">No choices yet</p> : null}
          {options.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option.value}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              // Keep the menu open to pick several values.
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100"
            >
              <span className="flex h-4 w-4 items-center justify-center rounded border border-slate-400">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="h-3 w-3" />
                </DropdownMenu.ItemIndicator>
              </span>
              {option.label}{' '}
              {option.count !== undefined ? (
                <span className="ml-auto pl-4 text-xs text-slate-600 tabular-nums">
                  {option.count}
                  <span className="sr-only"> {option.count === 1 ? 'deal' : 'deals'}</span>
                </span>
              ) : null}
            </DropdownMenu.CheckboxItem>
          ))}
          {count > 0 ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                onSelect={() => onChange([])}
                className="cursor-pointer rounded px-2 py-1.5 text-sm text-brand-700 outline-none data-[highlighted]:bg-slate-100"
              >
                Clear {label.toLowerCase()}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
