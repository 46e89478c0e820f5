import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import {
  uploadDocumentFile,
  uploadPath,
  useDealOptions,
  useDocumentWrites,
  versionPath,
} from '../api/documents-api';
import { formatBytes } from '@/lib/format-bytes';
import { DOCUMENT_TYPE_OPTIONS, nameFromFile } from '../lib/document-format';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

interface UploadDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (doc: DocumentDto) => void;
  /** A new version of this document instead of a new document. */
  versionOf?: DocumentDto;
  /** Preselects the deal (from the list's deal filter). */
  transactionId?: string;
  /** Files the upload on this contact (the contact page's Documents section; ADR 0166). */
  contactId?: string;
}

/** Upload a PDF or an image (converted to PDF by the server) with a progress bar. */
export function UploadDocumentDialog({
  open,
  onClose,
  onUploaded,
  versionOf,
  transactionId,
  contactId,
}: UploadDocumentDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState('other');
  const [dealId, setDealId] = useState(transactionId ?? '');
  const [folder, setFolder] = useState('');
  const [shared, setShared] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const deals = useDealOptions(open && !versionOf && !contactId);
  const writes = useDocumentWrites();

  const reset = () => {
    setFile(null);
    setName('');
    setProgress(null);
    setErrors({});
    setFormError(null);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Choose a file' });
    setErrors({});
    setFormError(null);
    setProgress({ sent: 0, total: file.size });
    const path = versionOf
      ? versionPath(versionOf.id, file.name)
      : uploadPath(
          {
            name: name.trim() || nameFromFile(file.name),
            document_type: type,
            transaction_id: contactId ? undefined : dealId || undefined,
            contact_id: contactId,
            folder: folder.trim() || undefined,
            shared_with_clients: shared,
          },
          file.name,
        );
    try {
      const doc = await uploadDocumentFile(path, file, (sent, total) => setProgress({ sent, total }));
      await writes.uploaded(doc);
      reset();
      onUploaded(doc);
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFormError(errorMessage(error));
    }
  }

  const busy = progress !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : (reset(), onClose()))}>
      <DialogContent
        title={versionOf ? `New version of “${versionOf.name}”` : 'Upload a document'}
        description="PDF, PNG or JPEG. Images become a one-page PDF; earlier versions are always kept."
        className="max-w-lg"
      >
        <form className="space-y-4" onSubmit={(e) => void handleSubmit(e)} noValidate>
          {formError ? (
            <Alert tone="error" title="The upload failed">
              {formError}
            </Alert>
          ) : null}
          <FormField label="File" error={errors.file}>
            <Input
              type="file"
              accept={ACCEPT}
              disabled={busy}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen && !name) setName(nameFromFile(chosen.name));
              }}
            />
          </FormField>
          {versionOf ? null : (
            <>
              <FormField label="Name" error={errors.name}>
                <Input
                  value={name}
                  maxLength={200}
                  disabled={busy}
                  onChange={(e) => setName(e.target.value)}
                />
              </FormField>
              <FormField label="Type" error={errors.document_type}>
                <Select value={type} disabled={busy} onChange={(e) => setType(e.target.value)}>
                  {DOCUMENT_TYPE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              {contactId ? null : (
                <FormField
                  label="Deal"
                  error={errors.transaction_id}
                  hint="Without a deal it goes to your own documents."
                >
                  <Select value={dealId} disabled={busy} onChange={(e) => setDealId(e.target.value)}>
                    <option value="">My documents (no deal)</option>
                    {(deals.data ?? []).map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                  </Select>
                </FormField>
              )}
              {dealId && !contactId ? (
                <>
                  <FormField label="Folder (optional)" error={errors.folder}>
                    <Input
                      value={folder}
                      maxLength={80}
                      disabled={busy}
                      onChange={(e) => setFolder(e.target.value)}
                    />
                  </FormField>
                  <Checkbox
                    label="Share with the deal’s clients"
                    checked={shared}
                    disabled={busy}
                    onChange={(e) => setShared(e.target.checked)}
                  />
                </>
              ) : null}
            </>
          )}
          {progress ? (
            <ProgressBar
              label="Upload progress"
              value={progress.sent}
              max={progress.total || 1}
              valueText={`${formatBytes(progress.sent)} of ${formatBytes(progress.total)}`}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" disabled={busy} onClick={() => (reset(), onClose())}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading…' : 'Upload'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
