import { Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentList } from '../api/documents-api';
import { DOCUMENT_TYPE_LABELS } from '../lib/document-format';
import { ApprovalBadges } from './approval-badges';
import { UploadDocumentDialog } from './upload-document-dialog';

/** The Documents section of a contact's page (ADR 0166): what is filed on the contact, and upload. */
export function ContactDocuments({ contactId }: { contactId: string }) {
  const me = useMe();
  const params = useMemo(() => new URLSearchParams({ contact_id: contactId }), [contactId]);
  const list = useDocumentList(params);
  const [uploading, setUploading] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const canUpload = me.permissions.includes('create:documents');
  return (
    <Card aria-labelledby="contact-documents-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="contact-documents-title">Documents</CardTitle>
        {canUpload ? (
          <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" className="h-4 w-4" /> Upload
          </Button>
        ) : null}
      </div>
      {list.isPending ? <Spinner label="Loading documents" /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="text-sm text-slate-600">No documents filed on this contact yet.</p>
      ) : null}
      <ul className="divide-y divide-slate-100" aria-label="Contact documents">
        {items.map((doc) => (
          <li key={doc.id} className="py-2 text-sm">
            <Link
              to={`/documents/${doc.id}`}
              className="focus-ring rounded font-medium text-brand-700 hover:underline"
            >
              {doc.name}
            </Link>
            <ApprovalBadges doc={doc} />
            <p className="text-xs text-slate-600">
              {DOCUMENT_TYPE_LABELS[doc.document_type]} · v{doc.current.number}
            </p>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
      {canUpload ? (
        <UploadDocumentDialog
          open={uploading}
          contactId={contactId}
          onClose={() => setUploading(false)}
          onUploaded={() => setUploading(false)}
        />
      ) : null}
    </Card>
  );
}
