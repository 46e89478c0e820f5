import type {
  EnvelopeFieldInput,
  EnvelopeRecipientInput,
} from '@threshold/domain/envelopes/envelope.contract';
import { SIGNING_FIELD_KINDS, type SigningFieldKind } from '@threshold/domain/envelopes/envelope-enums';
import { clampBox } from '@threshold/domain/templates/field-geometry';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { FieldProperties } from '@/components/pdf-fields/field-properties';
import { PageFieldCanvas } from '@/components/pdf-fields/page-field-canvas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { openPdf } from '@/lib/pdf-loader';
import { documentFileUrl } from '../api/documents-api';
import { recipientColor, SIGNING_FIELD_LABELS, SIGNING_FIELD_SIZES } from './envelope-labels';

interface OverlayFieldsProps {
  documentId: string;
  version: number;
  recipients: EnvelopeRecipientInput[];
  fields: EnvelopeFieldInput[];
  errors: Record<string, string>;
  editable: boolean;
  onChange: (fields: EnvelopeFieldInput[]) => void;
}

const recipientName = (r: EnvelopeRecipientInput, i: number) => r.name || r.email || `Recipient ${i + 1}`;

/** The document's pages with the signing fields: choose a recipient and a kind, click to place. */
export function OverlayFields({
  documentId,
  version,
  recipients,
  fields,
  errors,
  editable,
  onChange,
}: OverlayFieldsProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [placing, setPlacing] = useState<SigningFieldKind | null>(null);
  const [forKey, setForKey] = useState<string>(recipients[0]?.key ?? '');
  const recipientKey = recipients.some((r) => r.key === forKey) ? forKey : (recipients[0]?.key ?? '');

  useEffect(() => {
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    openPdf(documentFileUrl(documentId, { version, inline: true }))
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
  }, [documentId, version]);

  const indexOf = (key: string) => recipients.findIndex((r) => r.key === key);
  const lookOf = (f: EnvelopeFieldInput) => {
    const i = indexOf(f.recipient_key);
    const who = i >= 0 ? recipientName(recipients[i]!, i) : 'no recipient';
    return {
      name: `${SIGNING_FIELD_LABELS[f.kind]} field for ${who}`,
      text: `${f.label || SIGNING_FIELD_LABELS[f.kind]} · ${who}`,
      dashed: f.kind === 'signature' || f.kind === 'initials',
      color: recipientColor(Math.max(0, i)),
    };
  };
  const update = (next: EnvelopeFieldInput) => onChange(fields.map((f) => (f.id === next.id ? next : f)));
  const remove = (id: string) => {
    onChange(fields.filter((f) => f.id !== id));
    setSelectedId(null);
  };
  function place(x: number, y: number) {
    if (!placing || !editable || !recipientKey) return;
    const size = SIGNING_FIELD_SIZES[placing];
    let n = 1;
    while (fields.some((f) => f.id === `${placing}-${n}`)) n++;
    const field = clampBox({
      id: `${placing}-${n}`,
      recipient_key: recipientKey,
      kind: placing,
      page,
      x: x - size.width / 2,
      y: y - size.height / 2,
      ...size,
      label: '',
      required: placing !== 'checkbox',
    });
    onChange([...fields, field]);
    setSelectedId(field.id);
    setPlacing(null);
  }
  const selected = fields.find((f) => f.id === selectedId) ?? null;
  const index = selected ? fields.indexOf(selected) : -1;
  const fieldErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`fields.${index}.`))
      .map(([k, v]) => [k.split('.').slice(2).join('.'), v]),
  );
  const pages = pdf?.numPages ?? 1;

  return (
    <div className="min-w-0 space-y-3">
      {editable ? (
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Fields for" className="min-w-48">
            <Select
              value={recipientKey}
              onChange={(e) => setForKey(e.target.value)}
              disabled={recipients.length === 0}
            >
              {recipients.map((r, i) => (
                <option key={r.key} value={r.key}>
                  {recipientName(r, i)}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Add a signing field">
            {SIGNING_FIELD_KINDS.map((kind) => (
              <Button
                key={kind}
                size="sm"
                variant={placing === kind ? 'primary' : 'secondary'}
                aria-pressed={placing === kind}
                disabled={recipients.length === 0}
                onClick={() => setPlacing(placing === kind ? null : kind)}
              >
                {SIGNING_FIELD_LABELS[kind]}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {errors.fields ? <p className="text-sm text-red-700">{errors.fields}</p> : null}
      <div className="flex items-center gap-2">
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
      <div className="grid gap-4 2xl:grid-cols-[1fr_16rem]">
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
              page={page}
              scale={1.25}
              fields={fields}
              selectedId={selectedId}
              editable={editable}
              lookOf={lookOf}
              onSelect={setSelectedId}
              onChange={update}
              onRemove={remove}
              onPlace={place}
            />
          ) : (
            <Spinner label="Opening the PDF" />
          )}
        </div>
        <aside className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="Field">
          {selected ? (
            <FieldProperties
              field={selected}
              kindLabels={SIGNING_FIELD_LABELS}
              editable={editable}
              errors={fieldErrors}
              onChange={update}
              onRemove={() => remove(selected.id)}
            >
              <FormField label="Recipient" error={fieldErrors.recipient_key}>
                <Select
                  value={selected.recipient_key}
                  disabled={!editable}
                  onChange={(e) => update({ ...selected, recipient_key: e.target.value })}
                >
                  {recipients.map((r, i) => (
                    <option key={r.key} value={r.key}>
                      {recipientName(r, i)}
                    </option>
                  ))}
                </Select>
              </FormField>
            </FieldProperties>
          ) : (
            <p className="text-sm text-slate-600">
              {editable
                ? 'Choose a recipient and a kind, then click on the page.'
                : 'Select a field to see it.'}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
