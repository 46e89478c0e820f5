import { DOCUMENT_TYPES } from '@threshold/domain/documents/document-enums';
import type { TemplateDto } from '@threshold/domain/templates/template.contract';
import { TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { createTemplateUpload } from '../api/templates-api';
import { DEAL_TYPE_LABELS } from '../lib/template-labels';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** A new template from a PDF: name, category and deal type; fields are placed next, in the editor. */
export function NewTemplateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (t: TemplateDto) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState('purchase_agreement');
  const [dealType, setDealType] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors: Record<string, string> = {};
    if (!file) fieldErrors.file = 'Choose a PDF';
    if (!name.trim()) fieldErrors.name = 'Required';
    setErrors(fieldErrors);
    setFormError(null);
    if (!file || Object.keys(fieldErrors).length) return;
    setProgress(0);
    try {
      const created = await createTemplateUpload(
        file,
        { name: name.trim(), category, deal_type: dealType || undefined },
        (sent, total) => setProgress(total ? sent / total : 0),
      );
      setProgress(null);
      onCreated(created);
    } catch (error) {
      setProgress(null);
      if (isApiError(error)) setErrors(error.fields);
      setFormError(errorMessage(error));
    }
  }

  const busy = progress !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent
        title="New template"
        description="Upload the blank form as a PDF; you place its fields next."
        className="max-w-lg"
      >
        <form className="space-y-4" onSubmit={(e) => void handleSubmit(e)} noValidate>
          {formError ? (
            <Alert tone="error" title="Not created">
              {formError}
            </Alert>
          ) : null}
          <FormField label="PDF" error={errors.file}>
            <Input
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </FormField>
          <FormField label="Name" error={errors.name}>
            <Input value={name} maxLength={200} disabled={busy} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label="Category" error={errors.category}>
            <Select value={category} disabled={busy} onChange={(e) => setCategory(e.target.value)}>
              {DOCUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {label(t)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Deal type" error={errors.deal_type}>
            <Select value={dealType} disabled={busy} onChange={(e) => setDealType(e.target.value)}>
              <option value="">Any deal type</option>
              {TRANSACTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {DEAL_TYPE_LABELS[t] ?? t}
                </option>
              ))}
            </Select>
          </FormField>
          {busy ? (
            <ProgressBar
              label="Upload progress"
              value={Math.round((progress ?? 0) * 100)}
              valueText={`${Math.round((progress ?? 0) * 100)}%`}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading…' : 'Create and place fields'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
