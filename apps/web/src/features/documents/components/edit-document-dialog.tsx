import type { DocumentDto, UpdateDocumentInput } from '@threshold/domain/documents/document.contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDealOptions, useDocumentWrites } from '../api/documents-api';
import { DOCUMENT_TYPE_OPTIONS } from '../lib/document-format';

/** Rename, retype, share, and move a document (to another deal or folder, or to the own space). */
export function EditDocumentDialog({
  doc,
  open,
  onClose,
}: {
  doc: DocumentDto;
  open: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(doc.name);
  const [type, setType] = useState<string>(doc.document_type);
  const [dealId, setDealId] = useState(doc.transaction?.id ?? '');
  const [folder, setFolder] = useState(doc.folder ?? '');
  const [shared, setShared] = useState(doc.shared_with_clients);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const deals = useDealOptions(open);
  const { update } = useDocumentWrites();
  const dealOptions = deals.data ?? [];
  const knownDeal =
    doc.transaction && !dealOptions.some((d) => d.id === doc.transaction!.id) ? [doc.transaction] : [];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input: UpdateDocumentInput = {
      name: name.trim(),
      document_type: type as UpdateDocumentInput['document_type'],
      shared_with_clients: shared,
    };
    // A listing's or contact's document stays there unless a deal is picked.
    if (!(doc.listing || doc.contact) || dealId) input.transaction_id = dealId || null;
    input.folder = dealId && folder.trim() ? folder.trim() : null;
    setErrors({});
    update.mutate(
      { doc, input },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(isApiError(error) ? error.fields : {}),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title="Edit document" className="max-w-lg">
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          {update.isError && Object.keys(errors).length === 0 ? (
            <Alert tone="error" title="Not saved">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <FormField label="Name" error={errors.name}>
            <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label="Type" error={errors.document_type}>
            <Select value={type} onChange={(e) => setType(e.target.value)}>
              {DOCUMENT_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Deal" error={errors.transaction_id}>
            <Select value={dealId} onChange={(e) => setDealId(e.target.value)}>
              <option value="">
                {doc.listing
                  ? `Listing: ${doc.listing.name}`
                  : doc.contact
                    ? `Contact: ${doc.contact.name}`
                    : 'My documents (no deal)'}
              </option>
              {[...knownDeal, ...dealOptions].map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </FormField>
          {dealId ? (
            <FormField label="Folder" error={errors.folder} hint="Leave empty for the deal’s top level.">
              <Input value={folder} maxLength={80} onChange={(e) => setFolder(e.target.value)} />
            </FormField>
          ) : null}
          <Checkbox
            label="Shared with clients"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
