import { useMe } from '@/lib/auth/auth-context';
import { lazyPage } from './lazy-page';

/** Clients of spec §2 (as on /transactions): the client view of a deal, without staff controls. */
const CLIENT_ROLES: readonly string[] = ['buyer', 'seller', 'landlord', 'renter'];

const clientPage = lazyPage(() => import('@/features/client-deals/pages/client-deal-page'), 'ClientDealPage');
const staffPage = lazyPage(
  () => import('@/features/transactions/pages/transaction-detail-page'),
  'TransactionDetailPage',
);

/** /transactions/:id: clients get their deal's client view, everyone else the deal page. */
export function DealPageByRole() {
  const me = useMe();
  return CLIENT_ROLES.includes(me.effectiveRole) ? clientPage : staffPage;
}
