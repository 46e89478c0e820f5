import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CreatedApiToken } from '@threshold/domain/api-tokens/api-token.contract';
import type { Permission } from '@threshold/domain/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useCreateApiToken } from '../api/api-tokens-api';

const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never (until revoked)' },
];

/** Name, expiry and permissions of a new token: all of mine, or some of them. */
export function NewApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const me = useMe();
  const mine = me.permissions as Permission[];
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [everything, setEverything] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(new Set());
  const fieldErrors = isApiError(create.error) ? create.error.fields : {};

  const toggle = (permission: Permission, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        expires_in_days: expiry === 'never' ? null : Number(expiry),
        ...(everything ? {} : { permissions: [...chosen] }),
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Token name" error={fieldErrors.name} hint="Where it is used, e.g. “Zapier”">
          <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} />
        </FormField>
        <FormField label="Expires after" error={fieldErrors.expires_in_days}>
          <Select value={expiry} onChange={(event) => setExpiry(event.target.value)}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">What it may do</legend>
        <Checkbox
          label="Everything I can do (and no more, also if my role changes later)"
          checked={everything}
          onChange={(event) => setEverything(event.target.checked)}
        />
        {everything ? null : (
          <div className="grid gap-1 pl-6 sm:grid-cols-2">
            {mine.map((permission) => (
              <Checkbox
                key={permission}
                label={<code className="text-xs">{permission}</code>}
                checked={chosen.has(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
            ))}
          </div>
        )}
        {fieldErrors.permissions ? <p className="text-sm text-red-700">{fieldErrors.permissions}</p> : null}
      </fieldset>
      {create.isError && Object.keys(fieldErrors).length === 0 ? (
        <Alert tone="error" title="The token was not made">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Making the token...' : 'Make token'}
      </Button>
    </form>
  );
}
