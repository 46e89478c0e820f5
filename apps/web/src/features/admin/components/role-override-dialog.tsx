import { RoleOverridesInput, type RoleRegistryEntry } from '@threshold/domain/admin/role-registry.contract';
import type { OverridableFlag } from '@threshold/domain/admin/role-overrides';
import { OVERRIDABLE_FLAGS, OVERRIDABLE_SCOPES } from '@threshold/domain/admin/role-overrides';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSaveRoleOverride } from '../api/admin-roles-api';
import { CAPABILITY_LABELS } from './capability-labels';

type Scope = (typeof OVERRIDABLE_SCOPES)[number];
interface Props {
  organization: { id: string; name: string };
  role: RoleRegistryEntry;
  onClose: () => void;
}

/** What a member with the role may do in this one organization (ADR 0174): abilities and scopes. */
export function RoleOverrideDialog({ organization, role, onClose }: Props) {
  const save = useSaveRoleOverride(organization.id, role.key, role.override_version);
  const [flags, setFlags] = useState(
    () =>
      Object.fromEntries(OVERRIDABLE_FLAGS.map((f) => [f, role.effective[f]])) as Record<
        OverridableFlag,
        boolean
      >,
  );
  const [scope, setScope] = useState(role.effective.transactionAccessScope as Scope);
  const [problem, setProblem] = useState<string | null>(null);
  const allScope = role.defaults.transactionAccessScope === 'all';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = RoleOverridesInput.parse({
      ...flags,
      ...(allScope ? {} : { transactionAccessScope: scope, documentAccessScope: scope }),
    });
    try {
      if (await save.save(input)) {
        toast.success(`${role.name} in ${organization.name} saved; members get it on their next request`);
        onClose();
      }
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`${role.name} in ${organization.name}`}
        description="Changes apply to everyone with this role in this organization, on their next request. Rank and management abilities stay as the registry sets them."
        className="max-w-lg"
      >
        <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {save.conflict ? (
            <ConflictNotice
              what="role"
              changedBy={save.conflict.changedBy}
              changedAt={save.conflict.changedAt}
              changes={[]}
              busy={save.isPending}
              onReapply={() => save.reapply()}
              onDiscard={() => save.discard().then(onClose)}
            />
          ) : null}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">Abilities</legend>
            {OVERRIDABLE_FLAGS.map((flag) => (
              <div key={flag}>
                <Checkbox
                  label={`${CAPABILITY_LABELS[flag]}${role.defaults[flag] === flags[flag] ? '' : ' (changed)'}`}
                  checked={flags[flag]}
                  onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))}
                />
              </div>
            ))}
          </fieldset>
          {allScope ? null : (
            <FormField
              label="Deals and documents visible"
              hint={`Registry default: ${role.defaults.transactionAccessScope}. A person's own scope override still wins.`}
            >
              <Select value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
                {OVERRIDABLE_SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save role'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
