import type { ReactElement } from 'react';
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
import { WidgetSlot } from './widget-slot';

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
  const widgets: ReactElement[] = [];
  if (kind === 'agent' || kind === 'broker') {
    widgets.push(
      <DealsByStageWidget key="stages" />,
      <DeadlinesWidget key="deadlines" mine />,
      <TasksDueWidget key="tasks" source="deal" />,
      <MyDealsWidget key="returned" view="returned" />,
      <TasksDueWidget key="follow-ups" source="contact" />,
    );
    if (readsContacts) widgets.push(<NewLeadsWidget key="leads" />);
    if (readsListings) widgets.push(<OffersAwaitingWidget key="offers" />);
    if (supervises) widgets.push(<ApprovalsWidget key="to-review" box="to_review" />);
  }
  if (kind === 'support')
    widgets.push(
      <MyDealsWidget key="checklist" view="checklist" />,
      <DeadlinesWidget key="deadlines" mine={false} />,
      <TasksDueWidget key="tasks" source="deal" />,
      <ApprovalsWidget key="mine" box="mine" />,
    );
  if (kind === 'external' || kind === 'client') widgets.push(<MyDealsWidget key="dates" view="dates" />);
  if (kind === 'client') widgets.push(<SellerListingsWidget key="selling" />);
  if (readsDocuments) widgets.push(<SignaturesWaitingWidget key="signatures" />);
  widgets.push(<UnreadMessagesWidget key="unread" />);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-testid={`dashboard-widgets-${kind}`}>
      {widgets.map((widget) => (
        <WidgetSlot key={widget.key}>{widget}</WidgetSlot>
      ))}
    </div>
  );
}
