import { useSearchParams } from 'react-router';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityPanel } from './activity-panel';
import { ChecklistPanel } from './checklist-panel';
import { DealBanners } from './deal-banners';
import { DealHeader } from './deal-header';
import { KeyDatesPanel } from './key-dates-panel';
import { NotesPanel } from './notes-panel';
import { OverviewPanel } from './overview-panel';
import { ParticipantsPanel } from './participants-panel';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'people', label: 'People' },
  { value: 'dates', label: 'Key dates' },
  { value: 'checklist', label: 'Checklist' },
  { value: 'activity', label: 'Activity' },
  { value: 'notes', label: 'Notes' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The deal page: header with status actions, then tabs (the open tab is in the URL: ?tab=dates). */
export function DealView({ deal }: { deal: TransactionDetailDto }) {
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => t.value !== 'notes' || deal.access.can_see_notes);
  const requested = params.get('tab');
  const tab: Tab = tabs.some((t) => t.value === requested) ? (requested as Tab) : 'overview';
  const handleTab = (value: string) =>
    setParams(value === 'overview' ? {} : { tab: value }, { replace: true, preventScrollReset: true });

  return (
    <>
      <DealHeader deal={deal} />
      <DealBanners deal={deal} />
      <Tabs value={tab} onValueChange={handleTab} className="mt-6">
        <TabsList aria-label="Deal sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewPanel deal={deal} onOpenTab={handleTab} />
        </TabsContent>
        <TabsContent value="people">
          <ParticipantsPanel deal={deal} />
        </TabsContent>
        <TabsContent value="dates">
          <KeyDatesPanel deal={deal} />
        </TabsContent>
        <TabsContent value="checklist">
          <ChecklistPanel deal={deal} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityPanel dealId={deal.id} />
        </TabsContent>
        {deal.access.can_see_notes ? (
          <TabsContent value="notes">
            <NotesPanel deal={deal} />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
