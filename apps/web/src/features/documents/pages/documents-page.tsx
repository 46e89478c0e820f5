import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FilteredListResults } from '@/components/filtered-list-results';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDocumentList } from '../api/documents-api';
import { DocumentsFilters } from '../components/documents-filters';
import { DocumentsTable } from '../components/documents-table';
import { UploadDocumentDialog } from '../components/upload-document-dialog';
import { readDocumentsUrl, toDocumentsApiParams, writeDocumentsUrl } from '../lib/documents-url-state';

/** /documents: the documents in the caller's scope, filtered by the URL; upload for staff. */
export function DocumentsPage() {
  useDocumentTitle('Documents');
  const me = useMe();
  const navigate = useNavigate();
  const canUpload = me.permissions.includes('create:documents');
  // The server decides who sees the trash (brokers); the filter is only offered to them.
  const showTrash = hasBrokerAuthority(me.effectiveRole, me.isSystemAdmin);
  const [search, setSearch] = useSearchParams();
  const state = readDocumentsUrl(search);
  const list = useDocumentList(toDocumentsApiParams(state));
  const filtered = search.toString() !== '';
  const [uploading, setUploading] = useState(false);

  return (
    <>
      <PageHeader
        title="Documents"
        description="Contracts, disclosures and reports of your deals and listings, and your own files."
        actions={
          canUpload ? (
            <Button onClick={() => setUploading(true)}>
              <Upload aria-hidden="true" className="h-4 w-4" /> Upload
            </Button>
          ) : null
        }
      />
      <DocumentsFilters
        key={search.toString()}
        state={state}
        showTrash={showTrash}
        onChange={(next) => setSearch(writeDocumentsUrl(next))}
      />
      <FilteredListResults
        list={list}
        noun={{ one: 'document', many: 'documents' }}
        icon={FileText}
        filtered={filtered}
        onClearFilters={() => setSearch(new URLSearchParams())}
        emptyText={
          filtered
            ? 'Try another deal or type.'
            : canUpload
              ? 'Upload a PDF or a photo of a document: it is filed on a deal or in your own documents.'
              : 'Documents your agent shares with you will appear here.'
        }
      >
        {(items) => <DocumentsTable items={items} />}
      </FilteredListResults>
      {canUpload ? (
        <UploadDocumentDialog
          open={uploading}
          transactionId={state.transactionId || undefined}
          onClose={() => setUploading(false)}
          onUploaded={(doc) => {
            setUploading(false);
            void navigate(`/documents/${doc.id}`);
          }}
        />
      ) : null}
    </>
  );
}
