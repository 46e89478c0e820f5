import type { ReportFigures } from '@threshold/domain/analytics/analytics-filters.contract';
import type { ConversionReport } from '@threshold/domain/analytics/conversion-report.contract';
import type { DaysToCloseReport } from '@threshold/domain/analytics/days-to-close-report.contract';
import type { LeadSourcesReport } from '@threshold/domain/analytics/lead-sources-report.contract';
import type { PipelineReport } from '@threshold/domain/analytics/pipeline-report.contract';
import type { ProductionReport } from '@threshold/domain/analytics/production-report.contract';
import type { YearOverYearReport } from '@threshold/domain/analytics/year-over-year-report.contract';
import { FALL_THROUGH_REASON_LABELS } from '@threshold/domain/transactions/fall-through-reason';
import { csvCell } from '../transactions/deals/transactions-csv';

type Cell = string | number | null;

const dollars = (cents: number | undefined) => (cents === undefined ? null : (cents / 100).toFixed(2));

function csv(header: string[], rows: Cell[][]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Units, volume and (only when the report carries it) GCI, in dollars. */
function figureColumns(prefix: string, withGci: boolean): string[] {
  return [`${prefix}Units`, `${prefix}Volume`, ...(withGci ? [`${prefix}GCI`] : [])];
}
function figureCells(f: ReportFigures, withGci: boolean): Cell[] {
  return [f.units, dollars(f.volume_cents), ...(withGci ? [dollars(f.gci_cents)] : [])];
}
/** Production also carries the company dollar for financial roles. */
const productionCells = (f: ReportFigures, withGci: boolean): Cell[] => [
  ...figureCells(f, withGci),
  ...(withGci ? [dollars(f.company_dollar_cents)] : []),
];

const GROUP_HEADERS = { agent: 'Agent', team: 'Team', month: 'Month', type: 'Type' } as const;

export function productionCsv(r: ProductionReport): string {
  const g = r.financials_visible;
  return csv(
    [GROUP_HEADERS[r.group_by], ...figureColumns('', g), ...(g ? ['Company dollar'] : [])],
    [
      ...r.rows.map((row) => [row.label, ...productionCells(row, g)]),
      ['Total', ...productionCells(r.totals, g)],
    ],
  );
}

export function pipelineCsv(r: PipelineReport): string {
  return csv(
    ['Status', 'Units', 'Volume'],
    [
      ...r.rows.map((row) => [row.status, ...figureCells(row, false)]),
      ['Total', ...figureCells(r.totals, false)],
    ],
  );
}

export function daysToCloseCsv(r: DaysToCloseReport): string {
  return csv(
    ['Month', 'Closed units', 'Average days to close'],
    [
      ...r.rows.map((row) => [row.month, row.units, row.average_days]),
      ['Total', r.totals.units, r.totals.average_days],
    ],
  );
}

export function yearOverYearCsv(r: YearOverYearReport): string {
  const g = r.financials_visible;
  return csv(
    ['Month', ...figureColumns(`${r.year} `, g), ...figureColumns(`${r.year - 1} `, g)],
    r.rows.map((row) => [row.month, ...figureCells(row.current, g), ...figureCells(row.previous, g)]),
  );
}

const percent = (rate: number | null) => (rate === null ? null : `${(rate * 100).toFixed(1)}%`);

/** The funnel (stage, deals, rate from the stage before), then the fell-through deals by reason. */
export function conversionCsv(r: ConversionReport): string {
  const s = r.stages;
  return csv(
    ['Stage or reason', 'Deals', 'Rate', 'Cancelled', 'Withdrawn', 'Volume'],
    [
      ['Listed', s.listed, null, null, null, null],
      ['Under contract', s.contracted, percent(r.rates.listed_to_contract), null, null, null],
      ['Closed', s.closed, percent(r.rates.contract_to_closed), null, null, null],
      ['Fell through', s.fell_through, percent(r.rates.fall_through), null, null, null],
      ['Expired', s.expired, null, null, null, null],
      ...r.fell_through.map((row) => [
        `Fell through: ${row.reason ? FALL_THROUGH_REASON_LABELS[row.reason] : 'Not recorded'}`,
        row.units,
        null,
        row.cancelled,
        row.withdrawn,
        dollars(row.volume_cents),
      ]),
    ],
  );
}

export function leadSourcesCsv(r: LeadSourcesReport): string {
  const cells = (f: LeadSourcesReport['totals']): Cell[] => [
    f.contacts,
    f.clients,
    f.deals,
    f.closed_deals,
    dollars(f.closed_volume_cents),
  ];
  return csv(
    ['Lead source', 'Contacts', 'Clients on a deal', 'Deals', 'Closed deals', 'Closed volume'],
    [
      ...r.rows.map((row) => [row.source ?? 'No source', ...cells(row)]),
      ['Total', ...cells(r.totals)],
    ],
  );
}
