import { BarChart3, Table2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import type { ReportName } from '../api/analytics-api';
import { ReportExportButton } from './report-export-button';
import { LoadError } from '@/components/ui/load-error';

export interface ReportState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ReportCardProps {
  title: string;
  description: string;
  state: ReportState;
  isEmpty: boolean;
  exportAs: { name: ReportName; query: Record<string, string> };
  /** Extra controls beside the export button (e.g. the group-by select). */
  controls?: ReactNode;
  chart: () => ReactNode;
  table: () => ReactNode;
}

/**
 * One report: its own loading skeleton, error with retry and empty state; a chart with a table view
 * of the same figures (screen readers and keyboard users read the table), and its CSV download.
 */
export function ReportCard({
  title,
  description,
  state,
  isEmpty,
  exportAs,
  controls,
  chart,
  table,
}: ReportCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = `report-${exportAs.name}`;
  return (
    <Card aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {controls}
          <div role="group" aria-label={`${title}: view as`} className="flex gap-1">
            <Button
              size="sm"
              variant={view === 'chart' ? 'primary' : 'secondary'}
              aria-pressed={view === 'chart'}
              onClick={() => setView('chart')}
            >
              <BarChart3 aria-hidden="true" className="h-4 w-4" /> Chart
            </Button>
            <Button
              size="sm"
              variant={view === 'table' ? 'primary' : 'secondary'}
              aria-pressed={view === 'table'}
              onClick={() => setView('table')}
            >
              <Table2 aria-hidden="true" className="h-4 w-4" /> Table
            </Button>
          </div>
          <ReportExportButton name={exportAs.name} query={exportAs.query} label={title} />
        </div>
      </div>
      <div className="mt-4">
        <ReportBody state={state} isEmpty={isEmpty} content={view === 'chart' ? chart : table} />
      </div>
    </Card>
  );
}

function ReportBody({
  state,
  isEmpty,
  content,
}: {
  state: ReportState;
  isEmpty: boolean;
  content: () => ReactNode;
}) {
  if (state.isPending)
    return (
      <div role="status" aria-label="Loading report" className="h-64 animate-skeleton rounded-md bg-slate-100" />
    );
  if (state.isError)
    return (
      <div className="flex h-64 items-center">
        <LoadError
          what="this report"
          error={state.error}
          onRetry={() => void state.refetch()}
          retrying={state.isFetching}
        />
      </div>
    );
  if (isEmpty)
    return (
      <p className="flex h-64 items-center justify-center text-sm text-slate-600">
        No deals match these filters.
      </p>
    );
  return <>{content()}</>;
}
