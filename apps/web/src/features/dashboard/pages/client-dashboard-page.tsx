import { FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/avatar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ClientDealsWidget } from '../components/client-deals-widget';
import { LeasesWidget } from '../components/leases-widget';
import { SellerListingsWidget } from '../components/seller-listings-widget';
import { SignaturesWaitingWidget } from '../components/signatures-waiting-widget';
import { TasksDueWidget } from '../components/tasks-due-widget';
import { UnreadMessagesWidget } from '../components/unread-messages-widget';
import { WidgetSlot } from '../components/widget-slot';

const LEASE_ROLES = ['renter', 'landlord'];

/** `/client-dashboard` (buyer, seller, landlord, renter): their deals' progress, what to do, who to ask. */
export function ClientDashboardPage() {
  useDocumentTitle('Client dashboard');
  const me = useMe();
  const name = displayName({
    firstName: me.profile.first_name,
    lastName: me.profile.last_name,
    email: me.user.email,
  });
  const hasLeases = LEASE_ROLES.includes(me.effectiveRole);
  return (
    <>
      <PageHeader
        title={`Welcome, ${name}`}
        description="Where your deal stands, what you need to do and who to ask."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <WidgetSlot>
            <ClientDealsWidget />
          </WidgetSlot>
          <WidgetSlot>
            <SellerListingsWidget />
          </WidgetSlot>
          {hasLeases ? (
            <WidgetSlot>
              <LeasesWidget />
            </WidgetSlot>
          ) : null}
        </div>
        <div className="min-w-0 space-y-6">
          <WidgetSlot>
            <SignaturesWaitingWidget />
          </WidgetSlot>
          <WidgetSlot>
            <TasksDueWidget source="deal" title="What you need to do" />
          </WidgetSlot>
          <WidgetSlot>
            <UnreadMessagesWidget />
          </WidgetSlot>
          <Card aria-labelledby="client-links-title">
            <CardTitle id="client-links-title">Your files</CardTitle>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link
                  to="/documents"
                  className="focus-ring inline-flex items-center gap-2 rounded font-medium text-brand-700 underline underline-offset-4"
                >
                  <FileText aria-hidden="true" className="h-4 w-4" /> Documents
                </Link>
              </li>
              <li>
                <Link
                  to="/messages"
                  className="focus-ring inline-flex items-center gap-2 rounded font-medium text-brand-700 underline underline-offset-4"
                >
                  <MessageSquare aria-hidden="true" className="h-4 w-4" /> Messages
                </Link>
              </li>
            </ul>
          </Card>
        </div>
      </div>
    </>
  );
}
