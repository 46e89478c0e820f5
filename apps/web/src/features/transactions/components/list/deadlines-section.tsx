import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { DeadlinesPanel } from './deadlines-panel';

/** Remembers whether the user folded the deadlines panel away (this browser). */
export const DEADLINES_OPEN_KEY = 'threshold.transactions.deadlines-open';

export function DeadlinesSection() {
  const [open, setOpen] = useState(() => readStorage(DEADLINES_OPEN_KEY) !== 'false');
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    writeStorage(DEADLINES_OPEN_KEY, String(next));
  };
  return (
    <Collapsible.Root open={open} onOpenChange={handleOpenChange}>
      <Collapsible.Trigger className="focus-ring mb-2 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-700 hover:text-slate-900">
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? '' : '-rotate-90'}`}
        />
        {open ? 'Hide deadlines' : 'Show deadlines'}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <DeadlinesPanel />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
