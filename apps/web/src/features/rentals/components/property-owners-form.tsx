import type { RentalPropertyDetailDto } from '@threshold/domain/rentals/rental-property.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useInviteLandlord, useOwners, useSetPropertyOwners } from '../api/rental-owners-api';
import { formatBps, formatCents, parsePercentBps } from '../lib/rental-format';
import { AddOwnerForm } from './add-owner-form';

interface Row {
  key: number;
  owner_id: string;
  percent: string;
}

const problemOf = (error: unknown) =>
  isApiError(error) && Object.keys(error.fields).length > 0
    ? `${error.message}: ${Object.values(error.fields).join('; ')}`
    : errorMessage(error);

/**
 * The owners of a rental property and their shares (adding up to 100%), saved at once on the
 * property's version; a new owner (landlord contact with management terms) can be added, and an owner
 * without portal access invited as a landlord user.
 */
export function PropertyOwnersForm({ property }: { property: RentalPropertyDetailDto }) {
  const owners = useOwners();
  const save = useSetPropertyOwners(property);
  const invite = useInviteLandlord();
  const [rows, setRows] = useState<Row[]>(() =>
    property.owners.map((o, i) => ({ key: i, owner_id: o.owner_id, percent: String(o.share_bps / 100) })),
  );
  const [nextKey, setNextKey] = useState(property.owners.length);
  const [problem, setProblem] = useState<string | null>(null);
  if (owners.isPending) return <Spinner label="Loading owners" />;
  if (owners.isError)
    return <LoadError what="the owners" error={owners.error} onRetry={() => void owners.refetch()} />;
  const known = owners.data.items;
  const total = rows.reduce((sum, r) => sum + (parsePercentBps(r.percent) ?? 0), 0);

  const update = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addRow = (ownerId = known.find((o) => !rows.some((r) => r.owner_id === o.id))?.id ?? '') => {
    setRows((all) => [...all, { key: nextKey, owner_id: ownerId, percent: all.length === 0 ? '100' : '' }]);
    setNextKey((k) => k + 1);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const shares = rows.map((r) => ({ owner_id: r.owner_id, share_bps: parsePercentBps(r.percent) }));
    if (shares.length === 0) return setProblem('Add at least one owner.');
    if (shares.some((s) => !s.owner_id)) return setProblem('Choose an owner on every row.');
    if (shares.some((s) => s.share_bps === null || s.share_bps === 0))
      return setProblem('Give every owner a share like 50 or 33.34 (percent).');
    if (total !== 10_000)
      return setProblem(`Shares add up to ${formatBps(total)}; they must add up to 100%.`);
    try {
      await save.mutateAsync({
        owners: shares.map((s) => ({ owner_id: s.owner_id, share_bps: s.share_bps! })),
      });
      toast.success('Owners saved');
    } catch (error) {
      setProblem(
        isApiError(error) && error.status === 409
          ? 'Someone changed this property meanwhile. Reload the page to see their change.'
          : problemOf(error),
      );
    }
  };

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Owners and shares" className="space-y-3">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {rows.length === 0 ? <p className="text-sm text-slate-600">No owners yet.</p> : null}
        <ul className="space-y-2">
          {rows.map((row, i) => {
            const owner = known.find((o) => o.id === row.owner_id);
            return (
              <li key={row.key} className="flex flex-wrap items-end gap-3">
                <FormField label={`Owner ${i + 1}`}>
                  <Select
                    value={row.owner_id}
                    onChange={(e) => update(row.key, { owner_id: e.target.value })}
                  >
                    <option value="">Choose an owner</option>
                    {known.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label={`Share of owner ${i + 1} (%)`} className="w-40">
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.percent}
                    onChange={(e) => update(row.key, { percent: e.target.value })}
                  />
                </FormField>
                {owner ? (
                  <span className="pb-2 text-xs text-slate-600">
                    fee {owner.management_fee_bps === null ? '—' : formatBps(owner.management_fee_bps)} ·
                    leasing {formatCents(owner.leasing_fee_cents)}
                  </span>
                ) : null}
                {owner && !owner.has_portal_access ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={invite.isPending}
                    onClick={() =>
                      invite.mutate(owner.contact_id, {
                        onSuccess: () => toast.success(`Invitation sent to ${owner.name}`),
                        onError: (error) => setProblem(problemOf(error)),
                      })
                    }
                  >
                    Invite {owner.name} as landlord
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  Remove owner {i + 1}
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-slate-700" aria-live="polite">
          Total {formatBps(total)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => addRow()}>
            Add a row
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save owners'}
          </Button>
        </div>
      </form>
      <AddOwnerForm onAdded={(ownerId) => addRow(ownerId)} />
    </div>
  );
}
