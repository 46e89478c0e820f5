import { AnnouncementInput } from '@threshold/domain/platform-admin/announcements.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateAnnouncement } from '../api/platform-admin-api';

type Severity = 'info' | 'warning' | 'critical';
type Audience = 'all' | 'organizations';

const localNow = () => {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** A datetime-local value (the browser's zone) as an ISO instant. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

const EMPTY = () => ({
  title: '',
  body: '',
  severity: 'info' as Severity,
  starts_at: localNow(),
  ends_at: '',
  audience: 'all' as Audience,
  organization_ids: [] as string[],
});

/** A new announcement: who sees it, from when to when, and how loudly (ADR 0154). */
export function AnnouncementForm({ organizations }: { organizations: { id: string; name: string }[] }) {
  const create = useCreateAnnouncement();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = {
      ...values,
      starts_at: isoOf(values.starts_at),
      ends_at: values.ends_at ? isoOf(values.ends_at) : null,
      organization_ids: values.audience === 'all' ? [] : values.organization_ids,
    };
    const parsed = AnnouncementInput.safeParse(input);
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success('Announcement posted');
      setValues(EMPTY());
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setProblem(errorMessage(error));
    }
  };

  return (
    <Card aria-labelledby="new-announcement">
      <h2 id="new-announcement" className="mb-3 text-base font-semibold text-slate-900">
        New announcement
      </h2>
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-3">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <FormField label="Title" error={errors.title}>
          <Input value={values.title} maxLength={120} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        <FormField label="Message" error={errors.body}>
          <Textarea
            value={values.body}
            rows={3}
            maxLength={2000}
            onChange={(e) => set('body', e.target.value)}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Severity" error={errors.severity}>
            <Select value={values.severity} onChange={(e) => set('severity', e.target.value as Severity)}>
              <option value="info">Information</option>
              <option value="warning">Warning</option>
              <option value="critical">Critical</option>
            </Select>
          </FormField>
          <FormField label="Starts" error={errors.starts_at}>
            <Input
              type="datetime-local"
              value={values.starts_at}
              onChange={(e) => set('starts_at', e.target.value)}
            />
          </FormField>
          <FormField label="Ends (optional)" error={errors.ends_at}>
            <Input
              type="datetime-local"
              value={values.ends_at}
              onChange={(e) => set('ends_at', e.target.value)}
            />
          </FormField>
        </div>
        <FormField label="Audience" error={errors.audience}>
          <Select value={values.audience} onChange={(e) => set('audience', e.target.value as Audience)}>
            <option value="all">All organizations</option>
            <option value="organizations">Chosen organizations</option>
          </Select>
        </FormField>
        {values.audience === 'organizations' ? (
          <fieldset
            className="space-y-1"
            aria-describedby={errors.organization_ids ? 'audience-error' : undefined}
          >
            <legend className="text-sm font-medium text-slate-900">Organizations</legend>
            {organizations.map((o) => (
              <div key={o.id}>
                <Checkbox
                  label={o.name}
                  checked={values.organization_ids.includes(o.id)}
                  onChange={(e) =>
                    set(
                      'organization_ids',
                      e.target.checked
                        ? [...values.organization_ids, o.id]
                        : values.organization_ids.filter((id) => id !== o.id),
                    )
                  }
                />
              </div>
            ))}
            {errors.organization_ids ? (
              <p id="audience-error" className="text-sm text-red-700">
                {errors.organization_ids}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Post announcement'}
        </Button>
      </form>
    </Card>
  );
}
