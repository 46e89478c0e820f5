import {
  TEMPLATE_FIELD_KINDS,
  type TemplateDto,
  type TemplateField,
  type TemplateFieldKind,
} from '@threshold/domain/templates/template.contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { templateFileUrl, useTemplate, useUpdateTemplate } from '../api/templates-api';
import { FieldKindToolbar } from '@/components/pdf-fields/field-kind-toolbar';
import { PdfFieldPages } from '@/components/pdf-fields/pdf-field-pages';
import { SelectedFieldPanel } from '@/components/pdf-fields/selected-field-panel';
import { useFieldEditor } from '@/components/pdf-fields/use-field-editor';
import { usePdfDocument } from '@/lib/use-pdf-document';
import { TemplateMergeKey } from '../components/template-merge-key';
import { DEFAULT_SIZES, FIELD_KIND_LABELS } from '../lib/template-labels';

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
  const doc = usePdfDocument(templateFileUrl(template.id));
  const [fields, setFields] = useState<TemplateField[]>(template.fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editor = useFieldEditor<TemplateFieldKind, TemplateField>({
    fields,
    onChange: setFields,
    errors,
    editable,
    sizes: DEFAULT_SIZES,
    create: (kind, box) => ({
      ...box,
      label: kind === 'merge' ? '' : FIELD_KIND_LABELS[kind],
      required: kind === 'signature' || kind === 'initials',
      merge_key: kind === 'merge' ? 'property.address' : null,
    }),
  });
  const save = useUpdateTemplate();
  const dirty = JSON.stringify(fields) !== JSON.stringify(template.fields);

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
        <FieldKindToolbar
          label="Add a field"
          className="mb-3"
          kinds={TEMPLATE_FIELD_KINDS}
          kindLabels={FIELD_KIND_LABELS}
          placing={editor.placing}
          onToggle={editor.togglePlacing}
        />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <PdfFieldPages doc={doc} pages={pages} editor={editor} lookOf={lookOf} />
        <SelectedFieldPanel
          editor={editor}
          kindLabels={FIELD_KIND_LABELS}
          onKind={(field, kind) => ({
            ...field,
            kind,
            merge_key: kind === 'merge' ? (field.merge_key ?? 'property.address') : null,
          })}
          own={(field, fieldErrors) =>
            field.kind === 'merge' ? (
              <TemplateMergeKey
                field={field}
                editable={editable}
                error={fieldErrors.merge_key}
                onChange={editor.update}
              />
            ) : null
          }
          empty={`Select a field to edit it${editable ? ', or place a new one' : ''}.`}
        >
          {Object.keys(errors).length && !editor.selected ? (
            <p className="text-sm text-red-700">Some fields are not valid: select them to see why.</p>
          ) : null}
        </SelectedFieldPanel>
      </div>
    </>
  );
}
