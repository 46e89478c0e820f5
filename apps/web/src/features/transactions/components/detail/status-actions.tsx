import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { findTransition, type TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { Button } from '@/components/ui/button';
import { transitionLabel } from '../../model/labels';
import { TransitionDialog } from './transition-dialog';

const itemClass =
  'cursor-pointer rounded px-2 py-1.5 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

/**
 * The status changes the viewer may make (access.allowed_transitions): moving forward and re-opening
 * as buttons; falling back and ending the deal in a menu, so they are not pressed by accident.
 */
export function StatusActions({ deal }: { deal: TransactionDetailDto }) {
  const [target, setTarget] = useState<TransactionStatus | null>(null);
  const allowed = deal.access.allowed_transitions;
  if (allowed.length === 0) return null;
  const kindOf = (to: TransactionStatus) => findTransition(deal.status, to)?.kind ?? 'terminate';
  const main = allowed.filter((to) => kindOf(to) === 'advance' || kindOf(to) === 'reopen');
  const other = allowed.filter((to) => !main.includes(to));
  return (
    <>
      <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
        {main.map((to) => (
          <Button
            key={to}
            variant={kindOf(to) === 'advance' ? 'primary' : 'secondary'}
            onClick={() => setTarget(to)}
          >
            {transitionLabel(deal.status, to)}
          </Button>
        ))}
        {other.length > 0 ? (
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger asChild>
              <Button variant="secondary">
                {main.length > 0 ? 'More' : 'Change status'}
                <ChevronDown aria-hidden="true" className="h-4 w-4" />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={4}
                className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
              >
                {other.map((to) => (
                  <DropdownMenu.Item key={to} className={itemClass} onSelect={() => setTarget(to)}>
                    {transitionLabel(deal.status, to)}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
      </div>
      {target ? <TransitionDialog deal={deal} to={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
