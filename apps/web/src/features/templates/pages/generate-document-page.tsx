import type { TemplateField } from '@threshold/domain/templates/template.contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDealChoices, useGenerateDocument, useMergePreview, useTemplateList } from '../api/templates-api';

/** A typed value for a field that is not filled from the deal (text, date, checkbox). */
function TypedField({
  field,
  value,
  error,
  onChange,
}: {
  field: TemplateField;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const label = `${field.label || field.id}${field.required ? ' (required)' : ''}`;
  if (field.kind === 'checkbox')
    return (
      <Checkbox
        label={label}
        checked={value === 'true'}
        onChange={(e) => onChange(String(e.target.checked))}
      />
    );
  return (
    <FormField label={label} error={error}>
      <Input
        type={field.kind === 'date' ? 'date' : 'text'}
        value={value}
        maxLength={500}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

/** /generate-document: template + deal → preview (missing values can be typed) → a PDF filed on the deal. */
export function GenerateDocumentPage() {
  useDocumentTitle('Generate document');
  const me = useMe();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const templateId = search.get('template') ?? '';
  const dealId = search.get('deal') ?? '';
  const templates = useTemplateList();
  const deals = useDealChoices();
  const preview = useMergePreview(templateId, dealId);
  const generate = useGenerateDocument();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const template = templates.data?.items.find((t) => t.id === templateId) ?? null;
  const canGenerate = me.permissions.includes('create:documents');
  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
    setValues({});
    setErrors({});
  };
  const setValue = (id: string, value: string) => setValues((v) => ({ ...v, [id]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!template || !dealId) return;
    setErrors({});
    generate.mutate(
      { id: template.id, input: { transaction_id: dealId, values } },
      {
        onSuccess: (doc) => void navigate(`/documents/${doc.id}`),
        onError: (error) => setErrors(isApiError(error) ? error.fields : {}),
      },
    );
  }

  const typedFields =
    template?.fields.filter((f) => f.kind === 'text' || f.kind === 'date' || f.kind === 'checkbox') ?? [];
  return (
    <>
      <PageHeader
        title="Generate document"
        description="Fill a template from a deal’s own data; the PDF is filed on the deal."
      />
      {!canGenerate ? (
        <Alert tone="info" title="Read only">
          You can look at templates but not file documents.
        </Alert>
      ) : null}
      <form className="max-w-3xl space-y-6" onSubmit={handleSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Template">
            <Select value={templateId} onChange={(e) => choose('template', e.target.value)}>
              <option value="">Choose a template…</option>
              {(templates.data?.items ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Deal" error={errors.transaction_id}>
            <Select value={dealId} onChange={(e) => choose('deal', e.target.value)}>
              <option value="">Choose a deal…</option>
              {(deals.data ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {templates.isPending ? <Spinner label="Loading templates" /> : null}
        {templates.isSuccess && templates.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">
            No templates yet.{' '}
            <Link className="underline" to="/templates">
              Add one
            </Link>
            .
          </p>
        ) : null}
        {template && dealId ? (
          preview.isPending ? (
            <Spinner label="Filling from the deal" />
          ) : preview.isError ? (
            <Alert tone="error" title="The preview failed">
              {errorMessage(preview.error)}
            </Alert>
          ) : (
            <section
              aria-labelledby="preview-heading"
              className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="preview-heading" className="font-semibold text-slate-900">
                From the deal
              </h2>
              {preview.data.fields.length === 0 ? (
                <p className="text-sm text-slate-600">This template has no deal fields.</p>
              ) : null}
              <dl className="grid gap-3 sm:grid-cols-2">
                {preview.data.fields.map((f) => (
                  <div key={f.field_id}>
                    <dt className="text-sm font-medium text-slate-700">{f.label || f.merge_key}</dt>
                    <dd>
                      {f.value !== null ? (
                        <span className="text-sm text-slate-900">{f.value}</span>
                      ) : (
                        <FormField
                          label={`Missing: type a value for ${f.label || f.merge_key}`}
                          error={errors[`values.${f.field_id}`]}
                        >
                          <Input
                            value={values[f.field_id] ?? ''}
                            maxLength={500}
                            onChange={(e) => setValue(f.field_id, e.target.value)}
                          />
                        </FormField>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {typedFields.length ? (
                <>
                  <h2 className="font-semibold text-slate-900">To fill in</h2>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {typedFields.map((f) => (
                      <TypedField
                        key={f.id}
                        field={f}
                        value={values[f.id] ?? ''}
                        error={errors[`values.${f.id}`]}
                        onChange={(v) => setValue(f.id, v)}
                      />
                    ))}
                  </div>
                </>
              ) : null}
            </section>
          )
        ) : null}
        {generate.isError && !Object.keys(errors).some((k) => k.startsWith('values.')) ? (
          <Alert tone="error" title="Not generated">
            {errorMessage(generate.error)}
          </Alert>
        ) : null}
        <Button type="submit" disabled={!canGenerate || !template || !dealId || generate.isPending}>
          {generate.isPending ? 'Generating…' : 'Generate and file on the deal'}
        </Button>
      </form>
    </>
  );
}
