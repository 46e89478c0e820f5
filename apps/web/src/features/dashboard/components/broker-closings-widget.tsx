import { useBrokerYearOverYear } from '../api/broker-dashboard-api';
import { BrokerFigure, formatCount, formatMoney } from './broker-figures';
import { BrokerWidget } from './broker-widget';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' });

/** Deals closed this month against the same month last year. */
export function BrokerClosingsWidget() {
  const report = useBrokerYearOverYear();
  const month = new Date().getMonth() + 1;
  const row = report.data?.rows.find((r) => r.month === month);
  const name = monthName.format(new Date());
  return (
    <BrokerWidget
      id="broker-closings"
      title="Closings this month"
      description={`${name} against ${name} last year.`}
      state={report}
    >
      {() => (
        <dl className="grid grid-cols-2 gap-4">
          <BrokerFigure
            label={`${name} ${report.data!.year}`}
            value={`${formatCount(row?.current.units ?? 0)} closed`}
            note={formatMoney(row?.current.volume_cents ?? 0)}
          />
          <BrokerFigure
            label={`${name} ${report.data!.year - 1}`}
            value={`${formatCount(row?.previous.units ?? 0)} closed`}
            note={formatMoney(row?.previous.volume_cents ?? 0)}
          />
        </dl>
      )}
    </BrokerWidget>
  );
}
