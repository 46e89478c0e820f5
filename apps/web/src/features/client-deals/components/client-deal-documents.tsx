import { Link } from 'react-router';
import { useClientDealDocuments } from '../api/client-deal-api';
import { ClientDealSection } from './client-deal-section';

const typeLabel = (type: string) => type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const shortDate = (iso: string) => iso.slice(0, 10);

/** The deal's documents shared with the client, each opening the viewer; the rest behind "All". */
export function ClientDealDocuments({ id }: { id: string }) {
  const documents = useClientDealDocuments(id);
  return (
    <ClientDealSection id="client-deal-documents" title="Documents" query={documents} empty="No documents shared with you yet.">
      {(data) => (
        <>
          <ul className="divide-y divide-slate-100 text-sm">
            {data.items.map((d) => (
              <li key={d.id} className="flex justify-between gap-3 py-2">
                <Link to={`/documents/${d.id}`} className="font-medium text-brand-700 underline">
                  {d.name}
                </Link>
                <span className="text-slate-600">
                  {typeLabel(d.document_type)} · {shortDate(d.updated_at)}
                </span>
              </li>
            ))}
          </ul>
          {data.nextCursor ? (
            <Link to={`/documents?deal=${id}`} className="mt-2 inline-block text-sm text-brand-700 underline">
              All documents of this deal
            </Link>
          ) : null}
        </>
      )}
    </ClientDealSection>
  );
}
