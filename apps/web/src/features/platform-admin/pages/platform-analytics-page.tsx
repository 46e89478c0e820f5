import type { PlatformAnalyticsDto } from '@threshold/domain/platform-admin/platform-analytics.contract';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlatformAnalytics } from '../api/platform-admin-api';
import { SignupsChart } from '../components/signups-chart';

const weekLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC' });

function SignupsTable({ weeks }: { weeks: PlatformAnalyticsDto['signups_per_week'] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Sign-ups per week</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Week of
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Sign-ups
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week_start} className="border-t border-slate-100">
            <td className="py-1">{weekLabel(w.week_start)}</td>
            <td className="py-1 text-right tabular-nums">{w.signups}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/analytics: the platform's sign-ups, active users and deals per organization. */
export function PlatformAnalyticsPage() {
  useDocumentTitle('Platform analytics');
  const analytics = usePlatformAnalytics();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const header = (
    <PageHeader title="Platform analytics" description="Across every organization on the platform." />
  );
  if (analytics.isPending)
    return (
      <>
        {header}
        <Spinner label="Loading the analytics" />
      </>
    );
  if (analytics.isError)
    return (
      <>
        {header}
        <LoadError what="the analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      </>
    );
  const data = analytics.data;
  return (
    <>
      {header}
      <div className="space-y-4">
        <Card aria-labelledby="active-users">
          <h2 id="active-users" className="text-base font-semibold text-slate-900">
            Active users
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-slate-600">Last 7 days</dt>
              <dd className="text-2xl font-semibold tabular-nums">{data.active_users.last_7_days}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Last 30 days</dt>
              <dd className="text-2xl font-semibold tabular-nums">{data.active_users.last_30_days}</dd>
            </div>
          </dl>
        </Card>
        <Card aria-labelledby="signups" className="space-y-3">
          <div className="flex items-center justify-between">
            <h2 id="signups" className="text-base font-semibold text-slate-900">
              Sign-ups per week
            </h2>
            <div role="group" aria-label="View" className="flex gap-1">
              {(['chart', 'table'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className="focus-ring rounded border border-slate-300 px-2 py-1 text-sm aria-pressed:bg-slate-900 aria-pressed:text-white"
                >
                  {v === 'chart' ? 'Chart' : 'Table'}
                </button>
              ))}
            </div>
          </div>
          {view === 'chart' ? (
            <SignupsChart weeks={data.signups_per_week} />
          ) : (
            <SignupsTable weeks={data.signups_per_week} />
          )}
        </Card>
        <Card aria-labelledby="deals-per-org">
          <h2 id="deals-per-org" className="mb-2 text-base font-semibold text-slate-900">
            Deals per organization
          </h2>
          {data.deals_per_organization.length === 0 ? (
            <p className="text-sm text-slate-600">No organizations yet.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Deals per organization</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    Organization
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Deals
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Open
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.deals_per_organization.map((o) => (
                  <tr key={o.organization_id} className="border-t border-slate-100">
                    <td className="py-1">{o.organization_name}</td>
                    <td className="py-1 text-right tabular-nums">{o.deals}</td>
                    <td className="py-1 text-right tabular-nums">{o.open_deals}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    </>
  );
}
