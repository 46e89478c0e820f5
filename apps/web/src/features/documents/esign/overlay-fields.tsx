import type {
  EnvelopeFieldInput,
  EnvelopeRecipientInput,
} from '@threshold/domain/envelopes/envelope.contract';
import { SIGNING_FIELD_KINDS, type SigningFieldKind } from '@threshold/domain/envelopes/envelope-enums';
import { useState } from 'react';
import { FieldKindToolbar } from '@/components/pdf-fields/field-kind-toolbar';
import { PdfFieldPages } from '@/components/pdf-fields/pdf-field-pages';
import { SelectedFieldPanel } from '@/components/pdf-fields/selected-field-panel';
import { useFieldEditor } from '@/components/pdf-fields/use-field-editor';
import { usePdfDocument } from '@/lib/use-pdf-document';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
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
  const doc = usePdfDocument(documentFileUrl(documentId, { version, inline: true }));
  const [forKey, setForKey] = useState<string>(recipients[0]?.key ?? '');
  const recipientKey = recipients.some((r) => r.key === forKey) ? forKey : (recipients[0]?.key ?? '');
  const editor = useFieldEditor<SigningFieldKind, EnvelopeFieldInput>({
    fields,
    onChange,
    errors,
    editable,
    sizes: SIGNING_FIELD_SIZES,
    create: (kind, box) =>
      recipientKey ? { ...box, recipient_key: recipientKey, label: '', required: kind !== 'checkbox' } : null,
  });
  const recipientOptions = recipients.map((r, i) => (
    <option key={r.key} value={r.key}>
      {recipientName(r, i)}
    </option>
  ));

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
              {recipientOptions}
            </Select>
          </FormField>
          <FieldKindToolbar
            label="Add a signing field"
            kinds={SIGNING_FIELD_KINDS}
            kindLabels={SIGNING_FIELD_LABELS}
            placing={editor.placing}
            onToggle={editor.togglePlacing}
            disabled={recipients.length === 0}
          />
        </div>
      ) : null}
      {errors.fields ? <p className="text-sm text-red-700">{errors.fields}</p> : null}
      <div className="grid gap-4 2xl:grid-cols-[1fr_16rem]">
        <PdfFieldPages doc={doc} pages={doc.pdf?.numPages ?? 1} editor={editor} lookOf={lookOf} />
        <SelectedFieldPanel
          editor={editor}
          kindLabels={SIGNING_FIELD_LABELS}
          own={(field, fieldErrors) => (
            <FormField label="Recipient" error={fieldErrors.recipient_key}>
              <Select
                value={field.recipient_key}
                disabled={!editable}
                onChange={(e) => editor.update({ ...field, recipient_key: e.target.value })}
              >
                {recipientOptions}
              </Select>
            </FormField>
          )}
          empty={
            editable ? 'Choose a recipient and a kind, then click on the page.' : 'Select a field to see it.'
          }
        />
      </div>
    </div>
  );
}
