import {
  OVERRIDE_SCOPES,
  type MemberDetailDto,
  type ScopeOverridesInput,
} from '@threshold/domain/organizations/member.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSetScopeOverrides } from '../api/members-api';

/** What each scope lets the person see (ARCHITECTURE §4), in words a broker reads. */
export const SCOPE_WORDS: Record<string, string> = {
  all: 'every record of the platform',
  organization: 'every record of the brokerage',
  team: 'the records of their teams’ members, and their own',
  own: 'only what they own or take part in',
  assigned: 'what they are assigned to, plus the records of the people they support',
};

type Key = keyof ScopeOverridesInput;
const LABELS: Record<Key, string> = { transactionAccessScope: 'Deals', documentAccessScope: 'Documents' };

/** Per-person scope overrides (role_details) with what the person will then see. */
export function ScopeOverridesSection({ member }: { member: MemberDetailDto }) {
  const edit = useSetScopeOverrides(member);
  const [values, setValues] = useState<ScopeOverridesInput>(member.scope_overrides);
  const handleSave = () =>
    void edit
      .save(values)
      .then((saved) => saved && toast.success('Access saved'))
      .catch((error: unknown) => toast.error(errorMessage(error)));
  return (
    <section aria-labelledby="scope-overrides" className="space-y-3">
      <h2 id="scope-overrides" className="text-base font-semibold text-slate-900">
        What they see
      </h2>
      {edit.conflict ? (
        <ConflictNotice
          what="member"
          changedBy={edit.conflict.changedBy}
          changedAt={edit.conflict.changedAt}
          changes={conflictChanges(edit.conflict.current.scope_overrides, values)}
          busy={edit.isPending}
          onReapply={edit.reapply}
          onDiscard={async () => {
            const current = edit.conflict?.current;
            await edit.discard();
            if (current) setValues(current.scope_overrides);
          }}
        />
      ) : null}
      {(Object.keys(LABELS) as Key[]).map((key) => (
        <FormField key={key} label={LABELS[key]} hint={`Now: ${SCOPE_WORDS[member.effective_scopes[key]]}.`}>
          <Select
            value={values[key] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value || null }))}
          >
            <option value="">The role’s default</option>
            {OVERRIDE_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {scope} — {SCOPE_WORDS[scope]}
              </option>
            ))}
          </Select>
        </FormField>
      ))}
      <Button variant="secondary" onClick={handleSave} disabled={edit.isPending}>
        {edit.isPending ? 'Saving…' : 'Save access'}
      </Button>
    </section>
  );
}
