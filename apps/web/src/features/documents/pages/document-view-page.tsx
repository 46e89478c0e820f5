import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { Download, Pencil, Trash2, Undo2, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { documentFileUrl, useDocument, useDocumentWrites } from '../api/documents-api';
import { ApprovalPanel } from '../components/approval-panel';
import { DocumentActivity, VersionHistory } from '../components/document-side-panels';
import { EditDocumentDialog } from '../components/edit-document-dialog';
import { UploadDocumentDialog } from '../components/upload-document-dialog';
import { DOCUMENT_TYPE_LABELS } from '../lib/document-format';
import { EnvelopesPanel } from '../esign/envelopes-panel';

// pdf.js comes with the viewer only (its own chunk), never with the list or the entry.
const PdfViewer = lazy(() => import('../components/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** /documents/{id}: the viewer with versions, activity, and the document's actions. */
export function DocumentViewPage() {
  const { documentId = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const document = useDocument(documentId);
  const writes = useDocumentWrites();
  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'version' | 'delete' | null>(null);
  useDocumentTitle(document.data?.name ?? 'Document');

  if (document.isPending) return <Spinner label="Loading the document" />;
  if (document.isError)
    return (
      <Alert
        tone="error"
        title={
          isApiError(document.error) && document.error.status === 404
            ? 'Document not found'
            : 'The document could not be loaded'
        }
      >
        {isApiError(document.error) && document.error.status === 404
          ? 'It does not exist, or you do not have access to it.'
          : errorMessage(document.error)}{' '}
        <Link className="underline" to="/documents">
          Back to documents
        </Link>
      </Alert>
    );

  const doc = document.data;
  const version = shownVersion ?? doc.current.number;
  const deleted = doc.status === 'deleted';
  const canRestore = hasBrokerAuthority(me.effectiveRole, me.isSystemAdmin);

  return (
    <>
      <PageHeader
        title={doc.name}
        description={
          <>
            {DOCUMENT_TYPE_LABELS[doc.document_type]}
            {doc.transaction ? (
              <>
                {' · '}
                <Link className="underline" to={`/transactions/${doc.transaction.id}`}>
                  {doc.transaction.name}
                </Link>
              </>
            ) : doc.listing ? (
              ` · ${doc.listing.name}`
            ) : doc.contact ? (
              <>
                {' · '}
                <Link className="underline" to={`/contacts/${doc.contact.id}`}>
                  {doc.contact.name}
                </Link>
              </>
            ) : (
              ' · My documents'
            )}
            {doc.folder ? ` · ${doc.folder}` : ''}
            {doc.checklist_item ? ` · Checklist: ${doc.checklist_item.title}` : ''}
            {deleted ? (
              <Badge className="ml-2" tone="danger">
                Deleted
              </Badge>
            ) : null}
          </>
        }
        actions={
          <>
            <Button variant="secondary" asChild>
              <a href={documentFileUrl(doc.id, { version })}>
                <Download aria-hidden="true" className="h-4 w-4" /> Download
              </a>
            </Button>
            {doc.can_edit && !deleted ? (
              <>
                <Button variant="secondary" onClick={() => setDialog('version')}>
                  <Upload aria-hidden="true" className="h-4 w-4" /> New version
                </Button>
                <Button variant="secondary" onClick={() => setDialog('edit')}>
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                <Button variant="danger" onClick={() => setDialog('delete')}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
                </Button>
              </>
            ) : null}
            {deleted && canRestore ? (
              <Button disabled={writes.restore.isPending} onClick={() => writes.restore.mutate(doc)}>
                <Undo2 aria-hidden="true" className="h-4 w-4" /> Restore
              </Button>
            ) : null}
          </>
        }
      />
      {writes.restore.isError ? (
        <Alert tone="error" title="Not restored">
          {errorMessage(writes.restore.error)}
        </Alert>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <Suspense fallback={<Spinner label="Loading the viewer" />}>
          <PdfViewer url={documentFileUrl(doc.id, { version, inline: true })} title={doc.name} />
        </Suspense>
        <div className="space-y-4">
          <ApprovalPanel documentId={doc.id} />
          <VersionHistory doc={doc} shown={version} onShow={setShownVersion} />
          <EnvelopesPanel doc={doc} />
          <DocumentActivity id={doc.id} />
        </div>
      </div>
      {dialog === 'edit' ? <EditDocumentDialog doc={doc} open onClose={() => setDialog(null)} /> : null}
      <UploadDocumentDialog
        open={dialog === 'version'}
        versionOf={doc}
        onClose={() => setDialog(null)}
        onUploaded={() => {
          setDialog(null);
          setShownVersion(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this document?"
        description="It moves to the trash with all its versions; a broker can restore it."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={writes.remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          writes.remove.mutate(doc, {
            onSuccess: () => void navigate('/documents'),
          })
        }
      />
    </>
  );
}
