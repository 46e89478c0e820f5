import type { DbOrTx } from '../../../platform/db/client';

type DealCreatedHook = (tx: DbOrTx, deal: { id: string; organizationId: string }) => Promise<void>;

const hooks: DealCreatedHook[] = [];

/**
 * Work another module does inside the transaction that creates a deal (messaging: the deal's
 * conversation), wired by the composition root so transactions imports no such module.
 */
export function onDealCreated(hook: DealCreatedHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runDealCreatedHooks(
  tx: DbOrTx,
  deal: { id: string; organizationId: string },
): Promise<void> {
  for (const hook of hooks) await hook(tx, deal);
}
