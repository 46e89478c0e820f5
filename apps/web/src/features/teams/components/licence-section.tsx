import { LicenceInput, type MemberDetailDto } from '@threshold/domain/organizations/member.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateMember } from '../api/members-api';
import { apiFailure, type FieldErrors } from '../lib/form-state';

const WARNING = {
  expired: 'This licence has expired.',
  expiring: 'This licence expires within 60 days.',
} as const;

/** A licensed member's licence number, state and expiry, with a warning before and after it expires. */
export function LicenceSection({ member, canManage }: { member: MemberDetailDto; canManage: boolean }) {
  const edit = useUpdateMember(member);
  const [number, setNumber] = useState(member.licence?.number ?? '');
  const [state, setState] = useState(member.licence?.state ?? '');
  const [expires, setExpires] = useState(member.licence?.expires_on ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = number.trim()
      ? LicenceInput.safeParse({ number, state: state.trim() || null, expires_on: expires || null })
      : null;
    if (parsed && !parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      const saved = await edit.save({ licence: parsed ? parsed.data : null });
      if (saved) toast.success(parsed ? 'Licence saved' : 'Licence removed');
    } catch (error) {
      const failure = apiFailure(error);
      setErrors(
        Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k.replace(/^licence\./, ''), v])),
      );
      if (failure.message) toast.error(failure.message);
    }
  };

  return (
    <section aria-labelledby="licence" className="space-y-3">
      <h2 id="licence" className="text-base font-semibold text-slate-900">
        Licence
      </h2>
      {member.licence_warning ? <Alert tone="warning">{WARNING[member.licence_warning]}</Alert> : null}
      {edit.conflict ? (
        <ConflictNotice
          what="member"
          changedBy={edit.conflict.changedBy}
          changedAt={edit.conflict.changedAt}
          changes={[]}
          busy={edit.isPending}
          onReapply={edit.reapply}
          onDiscard={edit.discard}
        />
      ) : null}
      {canManage ? (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label="Licence number" error={errors.number}>
              <Input value={number} onChange={(e) => setNumber(e.target.value)} />
            </FormField>
            <FormField label="Licence state" error={errors.state}>
              <Input value={state} onChange={(e) => setState(e.target.value)} />
            </FormField>
            <FormField label="Expires on" error={errors.expires_on}>
              <Input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
            </FormField>
          </div>
          <Button type="submit" variant="secondary" disabled={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save licence'}
          </Button>
        </form>
      ) : member.licence ? (
        <p className="text-sm">
          {member.licence.number}
          {member.licence.state ? ` (${member.licence.state})` : ''}
          {member.licence.expires_on ? ` · expires ${member.licence.expires_on}` : ''}
        </p>
      ) : (
        <p className="text-sm text-slate-600">No licence recorded.</p>
      )}
    </section>
  );
}
