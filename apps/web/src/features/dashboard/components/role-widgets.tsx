import type { DashboardKind } from '../lib/dashboard-kind';
import { AccessHelpCard } from './access-help-card';
import { ApprovalsWidget } from './approvals-widget';
import { DeadlinesWidget } from './deadlines-widget';
import { DealsByStageWidget } from './deals-by-stage-widget';
import { MyDealsWidget } from './my-deals-widget';
import { NewLeadsWidget } from './new-leads-widget';
import { OffersAwaitingWidget } from './offers-awaiting-widget';
import { SellerListingsWidget } from './seller-listings-widget';
import { SignaturesWaitingWidget } from './signatures-waiting-widget';
import { TasksDueWidget } from './tasks-due-widget';
import { UnreadMessagesWidget } from './unread-messages-widget';

/** The widgets of /dashboard for one kind of user (issue 18 item 1), each loading on its own. */
interface RoleWidgetsProps {
  kind: DashboardKind;
  /** Has people to supervise: their changes wait for approval here. */
  supervises: boolean;
  /** May read listings (their offers widget). */
  readsListings: boolean;
  /** May read contacts (the new-leads widget). */
  readsContacts?: boolean;
  /** May read documents (documents waiting for their signature). */
  readsDocuments?: boolean;
}

export function RoleWidgets({
  kind,
  supervises,
  readsListings,
  readsContacts = false,
  readsDocuments = false,
}: RoleWidgetsProps) {
  if (kind === 'unassigned') return <AccessHelpCard />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-testid={`dashboard-widgets-${kind}`}>
      {kind === 'agent' || kind === 'broker' ? (
        <>
          <DealsByStageWidget />
          <DeadlinesWidget mine />
          <TasksDueWidget source="deal" />
          <MyDealsWidget view="returned" />
          <TasksDueWidget source="contact" />
          {readsContacts ? <NewLeadsWidget /> : null}
          {readsListings ? <OffersAwaitingWidget /> : null}
          {supervises ? <ApprovalsWidget box="to_review" /> : null}
        </>
      ) : null}
      {kind === 'support' ? (
        <>
          <MyDealsWidget view="checklist" />
          <DeadlinesWidget mine={false} />
          <TasksDueWidget source="deal" />
          <ApprovalsWidget box="mine" />
        </>
      ) : null}
      {kind === 'external' || kind === 'client' ? <MyDealsWidget view="dates" /> : null}
      {kind === 'client' ? <SellerListingsWidget /> : null}
      {readsDocuments ? <SignaturesWaitingWidget /> : null}
      <UnreadMessagesWidget />
    </div>
  );
}
