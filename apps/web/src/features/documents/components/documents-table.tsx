import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
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
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Filed on
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Folder
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Version
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Size
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Updated
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}
