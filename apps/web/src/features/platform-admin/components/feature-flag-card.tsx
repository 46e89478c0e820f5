import type { FeatureFlagDto } from '@threshold/domain/platform-admin/feature-flags.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import { useSetFeatureFlag } from '../api/platform-admin-api';

interface Props {
  flag: FeatureFlagDto;
  organizations: { id: string; name: string }[];
  canEdit: boolean;
}

/** One runtime flag: its platform-wide value and the organizations that differ (ADR 0152). */
export function FeatureFlagCard({ flag, organizations, canEdit }: Props) {
  const setFlag = useSetFeatureFlag();
  const [orgId, setOrgId] = useState('');
  const [value, setValue] = useState<'off' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `flag-${flag.key}`;

  const send = async (organization_id: string | null, enabled: boolean | null, done: string) => {
    setProblem(null);
    try {
      await setFlag.mutateAsync({ key: flag.key, organization_id, enabled });
      toast.success(done);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!orgId) return setProblem('Choose an organization');
    const name = organizations.find((o) => o.id === orgId)?.name ?? 'the organization';
    void send(orgId, value === 'on', `${flag.label} is ${value} for ${name}`).then(() => setOrgId(''));
  };

  return (
    <Card aria-labelledby={titleId} className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <CardTitle id={titleId}>{flag.label}</CardTitle>
          <CardDescription>{flag.description}</CardDescription>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <Switch
            checked={flag.global_enabled}
            disabled={!canEdit || setFlag.isPending}
            aria-label={`${flag.label} on for the whole platform`}
            onCheckedChange={(on) =>
              void send(null, on ? null : false, `${flag.label} is ${on ? 'on' : 'off'} for the platform`)
            }
          />
          Platform-wide
        </label>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {flag.organizations.length ? (
        <table className="w-full text-sm">
          <caption className="sr-only">Organizations where {flag.label} differs from the platform</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Organization
              </th>
              <th scope="col" className="py-1 font-medium">
                State
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {flag.organizations.map((o) => (
              <tr key={o.organization_id} className="border-t border-slate-100">
                <td className="py-1.5">{o.organization_name}</td>
                <td className="py-1.5">
                  <Badge tone={o.enabled ? 'success' : 'warning'}>{o.enabled ? 'On' : 'Off'}</Badge>
                </td>
                <td className="py-1.5 text-right">
                  {canEdit ? (
                    <Button
                      variant="secondary"
                      disabled={setFlag.isPending}
                      onClick={() =>
                        void send(
                          o.organization_id,
                          null,
                          `${o.organization_name} follows the platform again`,
                        )
                      }
                    >
                      Follow the platform<span className="sr-only"> ({o.organization_name})</span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">Every organization follows the platform-wide value.</p>
      )}
      {canEdit ? (
        <form
          onSubmit={handleAdd}
          className="flex flex-wrap items-end gap-2"
          aria-label={`Set ${flag.label} for an organization`}
        >
          <FormField label="Organization" className="w-64">
            <Select value={orgId} onChange={(e) => setOrgId(e.target.value)}>
              <option value="">Choose…</option>
              {organizations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="State" className="w-28">
            <Select value={value} onChange={(e) => setValue(e.target.value as 'on' | 'off')}>
              <option value="off">Off</option>
              <option value="on">On</option>
            </Select>
          </FormField>
          <Button type="submit" disabled={setFlag.isPending}>
            Set for organization
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
