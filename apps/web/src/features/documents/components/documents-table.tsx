import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { documentFileUrl } from '../api/documents-api';
import { formatBytes } from '@/lib/format-bytes';
import { DOCUMENT_TYPE_LABELS } from '../lib/document-format';
import { ApprovalBadges } from './approval-badges';

function FiledOn({ doc }: { doc: DocumentDto }) {
  if (doc.transaction)
    return (
      <Link
        className="text-brand-700 underline-offset-2 hover:underline"
        to={`/transactions/${doc.transaction.id}`}
      >
        {doc.transaction.name}
      </Link>
    );
  if (doc.listing) return <span>{doc.listing.name}</span>;
  if (doc.contact)
    return (
      <Link className="text-brand-700 underline-offset-2 hover:underline" to={`/contacts/${doc.contact.id}`}>
        {doc.contact.name}
      </Link>
    );
  return <span className="text-slate-600">My documents</span>;
}

/** The document list: name (to the viewer), type, where it is filed, folder, versions, size, date, download. */
export function DocumentsTable({ items }: { items: DocumentDto[] }) {
  return (
    <DataTable
      head={[
        'Name',
        'Type',
        'Filed on',
        'Folder',
        'Version',
        'Size',
        'Updated',
        <span key="download" className="sr-only">
          Download
        </span>,
      ]}
    >
      {items.map((doc) => (
        <tr key={doc.id}>
          <td className="px-4 py-2">
            <Link
              className="font-medium text-slate-900 underline-offset-2 hover:underline"
              to={`/documents/${doc.id}`}
            >
              {doc.name}
            </Link>
            {doc.shared_with_clients ? (
              <Badge className="ml-2" tone="info">
                Shared
              </Badge>
            ) : null}
            <ApprovalBadges doc={doc} />
            {doc.status === 'deleted' ? (
              <Badge className="ml-2" tone="danger">
                Deleted
              </Badge>
            ) : null}
          </td>
          <td className="px-4 py-2">{DOCUMENT_TYPE_LABELS[doc.document_type]}</td>
          <td className="px-4 py-2">
            <FiledOn doc={doc} />
          </td>
          <td className="px-4 py-2">{doc.folder ?? '—'}</td>
          <td className="px-4 py-2">v{doc.current.number}</td>
          <td className="px-4 py-2">{formatBytes(doc.current.size_bytes)}</td>
          <td className="px-4 py-2">{format(new Date(doc.updated_at), 'MMM d, yyyy')}</td>
          <td className="px-4 py-2">
            <a
              className="focus-ring inline-flex rounded p-1 text-slate-700 hover:text-brand-700"
              href={documentFileUrl(doc.id)}
              aria-label={`Download ${doc.name}`}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
            </a>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
