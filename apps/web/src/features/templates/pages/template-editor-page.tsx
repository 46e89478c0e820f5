import type { PDFDocumentProxy } from 'pdfjs-dist';
import { clampBox } from '@threshold/domain/templates/field-geometry';
import {
  TEMPLATE_FIELD_KINDS,
  type TemplateDto,
  type TemplateField,
  type TemplateFieldKind,
} from '@threshold/domain/templates/template.contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { openPdf } from '@/lib/pdf-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { templateFileUrl, useTemplate, useUpdateTemplate } from '../api/templates-api';
import { FieldProperties } from '@/components/pdf-fields/field-properties';
import { PageFieldCanvas } from '@/components/pdf-fields/page-field-canvas';
import { TemplateMergeKey } from '../components/template-merge-key';
import { DEFAULT_SIZES, FIELD_KIND_LABELS, nextFieldId } from '../lib/template-labels';

const lookOf = (f: TemplateField) => ({
  name: `${FIELD_KIND_LABELS[f.kind]} field ${f.label || f.id}`,
  text: f.kind === 'merge' ? `{${f.merge_key}}` : f.label || FIELD_KIND_LABELS[f.kind],
  dashed: f.kind === 'signature' || f.kind === 'initials',
});

/** /templates/{id} (TemplateEditor): place fields on the template's pages; saved as page fractions. */
export function TemplateEditorPage() {
  const { templateId = '' } = useParams();
  const template = useTemplate(templateId);
  useDocumentTitle(template.data?.name ?? 'Template');
  if (template.isPending) return <Spinner label="Loading the template" />;
  if (template.isError)
    return (
      <Alert tone="error" title="The template could not be loaded">
        {isApiError(template.error) && template.error.status === 404
          ? 'It does not exist.'
          : errorMessage(template.error)}{' '}
        <Link className="underline" to="/templates">
          Back to templates
        </Link>
      </Alert>
    );
  return <TemplateEditor key={`${template.data.id}:${template.data.version}`} template={template.data} />;
}

function TemplateEditor({ template }: { template: TemplateDto }) {
  const me = useMe();
  const editable = me.permissions.includes('manage:templates');
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [fields, setFields] = useState<TemplateField[]>(template.fields);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [placing, setPlacing] = useState<TemplateFieldKind | null>(null);
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateTemplate();
  const dirty = JSON.stringify(fields) !== JSON.stringify(template.fields);

  useEffect(() => {
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    openPdf(templateFileUrl(template.id))
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      })
      .catch(() => setLoadError(true));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [template.id]);

  const taken = useMemo(() => new Set(fields.map((f) => f.id)), [fields]);
  const selected = fields.find((f) => f.id === selectedId) ?? null;
  const selectedIndex = selected ? fields.indexOf(selected) : -1;
  const fieldErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`fields.${selectedIndex}.`))
      .map(([k, v]) => [k.split('.').slice(2).join('.'), v]),
  );
  const update = (next: TemplateField) => setFields((all) => all.map((f) => (f.id === next.id ? next : f)));
  const remove = (id: string) => {
    setFields((all) => all.filter((f) => f.id !== id));
    setSelectedId(null);
  };

  function place(x: number, y: number) {
    if (!placing || !editable) return;
    const size = DEFAULT_SIZES[placing];
    const field: TemplateField = clampBox({
      id: nextFieldId(placing, taken),
      kind: placing,
      page,
      x: x - size.width / 2,
      y: y - size.height / 2,
      ...size,
      label: placing === 'merge' ? '' : FIELD_KIND_LABELS[placing],
      required: placing === 'signature' || placing === 'initials',
      merge_key: placing === 'merge' ? 'property.address' : null,
    });
    setFields((all) => [...all, field]);
    setSelectedId(field.id);
    setPlacing(null);
  }

  function handleSave() {
    setErrors({});
    save.mutate(
      { template, input: { fields } },
      { onError: (error) => setErrors(isApiError(error) ? error.fields : {}) },
    );
  }

  const pages = template.pages.length;
  return (
    <>
      <PageHeader
        title={template.name}
        description={`${pages} page${pages === 1 ? '' : 's'} · ${fields.length} field${fields.length === 1 ? '' : 's'}${editable ? ' · choose a kind, then click on the page to place it' : ''}`}
        actions={
          editable ? (
            <Button onClick={handleSave} disabled={!dirty || save.isPending}>
              {save.isPending ? 'Saving…' : dirty ? 'Save fields' : 'Saved'}
            </Button>
          ) : null
        }
      />
      {save.isError ? (
        <Alert tone="error" title="Not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {editable ? (
        <div className="mb-3 flex flex-wrap gap-2" role="toolbar" aria-label="Add a field">
          {TEMPLATE_FIELD_KINDS.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={placing === kind ? 'primary' : 'secondary'}
              aria-pressed={placing === kind}
              onClick={() => setPlacing(placing === kind ? null : kind)}
            >
              {FIELD_KIND_LABELS[kind]}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <div className="mb-2 flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </Button>
            <span className="text-sm text-slate-700">
              Page {page} of {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Next page"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
          <div
            className={`overflow-auto rounded-lg border border-slate-200 bg-slate-100 p-4 ${placing ? 'cursor-crosshair' : ''}`}
          >
            {loadError ? (
              <Alert tone="error" title="The PDF could not be displayed">
                Reload the page to try again.
              </Alert>
            ) : pdf ? (
              <PageFieldCanvas
                pdf={pdf}
                lookOf={lookOf}
                page={page}
                scale={1.25}
                fields={fields}
                selectedId={selectedId}
                editable={editable}
                onSelect={setSelectedId}
                onChange={update}
                onRemove={remove}
                onPlace={place}
              />
            ) : (
              <Spinner label="Opening the PDF" />
            )}
          </div>
        </div>
        <aside className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="Field">
          {selected ? (
            <FieldProperties
              field={selected}
              kindLabels={FIELD_KIND_LABELS}
              editable={editable}
              errors={fieldErrors}
              onChange={update}
              onKind={(field, kind) => ({
                ...field,
                kind,
                merge_key: kind === 'merge' ? (field.merge_key ?? 'property.address') : null,
              })}
              onRemove={() => remove(selected.id)}
            >
              {selected.kind === 'merge' ? (
                <TemplateMergeKey
                  field={selected}
                  editable={editable}
                  error={fieldErrors.merge_key}
                  onChange={update}
                />
              ) : null}
            </FieldProperties>
          ) : (
            <p className="text-sm text-slate-600">
              Select a field to edit it{editable ? ', or place a new one' : ''}.
            </p>
          )}
          {Object.keys(errors).length && !selected ? (
            <p className="text-sm text-red-700">Some fields are not valid: select them to see why.</p>
          ) : null}
        </aside>
      </div>
    </>
  );
}
