import { TRANSACTION_SIDES, TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { TRANSACTION_STATUSES } from '@threshold/domain/transactions/transaction-status';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SIDE_LABELS, STATUS_LABELS, TYPE_LABELS } from '../../model/labels';
import { activeFilterCount, clearFilters, closingRangeError, type ListState } from '../../model/list-state';
import { MultiSelectMenu } from './multi-select-menu';
import type { Option } from './use-filter-options';

interface ListFiltersProps {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  agents: readonly Option[];
  teams: readonly Option[];
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

const STATUS_OPTIONS = options(TRANSACTION_STATUSES, STATUS_LABELS);
const TYPE_OPTIONS = options(TRANSACTION_TYPES, TYPE_LABELS);
const SIDE_OPTIONS = options(TRANSACTION_SIDES, SIDE_LABELS);

export function ListFilters({ state, onChange, agents, teams }: ListFiltersProps) {
  const rangeError = closingRangeError(state);
  const count = activeFilterCount(state);
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-2">
      <MultiSelectMenu
        label="Status"
        options={STATUS_OPTIONS}
        selected={state.status}
        onChange={(status) => onChange({ status: status as ListState['status'] })}
      />
      <MultiSelectMenu
        label="Type"
        options={TYPE_OPTIONS}
        selected={state.type}
        onChange={(type) => onChange({ type: type as ListState['type'] })}
      />
      <MultiSelectMenu
        label="Side"
        options={SIDE_OPTIONS}
        selected={state.side}
        onChange={(side) => onChange({ side: side as ListState['side'] })}
      />
      <MultiSelectMenu
        label="Agent"
        options={agents}
        selected={state.agent}
        onChange={(agent) => onChange({ agent })}
      />
      <MultiSelectMenu
        label="Team"
        options={teams}
        selected={state.team}
        onChange={(team) => onChange({ team })}
      />
      <div className="flex items-end gap-2">
        <div className="w-40">
          <Label htmlFor="closing-from" className="text-xs">
            Closing from
          </Label>
          <Input
            id="closing-from"
            type="date"

            value={state.closingFrom}
            onChange={(e) => onChange({ closingFrom: e.target.value })}
          />
        </div>
        <div className="w-40">
          <Label htmlFor="closing-to" className="text-xs">
            Closing to
          </Label>
          <Input
            id="closing-to"
            type="date"

            value={state.closingTo}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? 'closing-range-error' : undefined}
            onChange={(e) => onChange({ closingTo: e.target.value })}
          />
        </div>
      </div>
      {count > 0 ? (
        <Button variant="ghost" onClick={() => onChange(clearFilters(state))}>
          Clear filters ({count})
        </Button>
      ) : null}
      {rangeError ? (
        <p id="closing-range-error" className="w-full text-sm text-red-700">
          {rangeError} The end date is ignored until it is fixed.
        </p>
      ) : null}
    </div>
  );
}
