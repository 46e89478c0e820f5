import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  BrokerListingsWidget,
  BrokerOffersWidget,
  BrokerReviewQueueWidget,
} from '../components/broker-activity-widgets';
import { BrokerComplianceWidget } from '../components/broker-compliance-widget';
import { BrokerClosingsWidget } from '../components/broker-closings-widget';
import { BrokerGciWidget, BrokerLeaderboardWidget } from '../components/broker-leaderboard-widget';
import { BrokerPipelineWidget } from '../components/broker-pipeline-widget';
import { BrokerVolumeChartWidget } from '../components/broker-volume-chart-widget';

/** /broker-dashboard (broker, managing broker, brokerage admin): the brokerage at a glance, each widget on its own. */
export function BrokerDashboardPage() {
  useDocumentTitle('Broker dashboard');
  return (
    <>
      <PageHeader title="Broker dashboard" description="Your brokerage's pipeline, closings and agents." />
      <div className="grid gap-6 lg:grid-cols-2">
        <BrokerClosingsWidget />
        <BrokerGciWidget />
        <BrokerPipelineWidget />
        <BrokerLeaderboardWidget />
        <BrokerComplianceWidget />
        <BrokerReviewQueueWidget />
        <BrokerListingsWidget />
        <BrokerOffersWidget />
        <BrokerVolumeChartWidget />
      </div>
    </>
  );
}
