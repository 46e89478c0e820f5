import type { ReportFigures } from '@threshold/domain/analytics/analytics-filters.contract';
import type { DaysToCloseReport } from '@threshold/domain/analytics/days-to-close-report.contract';
import type { PipelineReport } from '@threshold/domain/analytics/pipeline-report.contract';
import type { ProductionReport } from '@threshold/domain/analytics/production-report.contract';
import type { YearOverYearReport } from '@threshold/domain/analytics/year-over-year-report.contract';
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
