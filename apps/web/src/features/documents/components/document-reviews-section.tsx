import { format } from 'date-fns';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentList } from '../api/documents-api';
import { DOCUMENT_TYPE_LABELS } from '../lib/document-format';

const WAITING = new URLSearchParams({ waiting: 'me' });
const askedOn = (waiting: { reason: string; since: string }[]) => waiting.find((w) => w.reason === 'approval')?.since;

/**
 * Documents waiting for the reviewer's approval, shown in the transactions review queue next to the
 * checklist items (ADR 0165); each opens the document page where it is approved or returned.
 */
export function DocumentReviewsSection() {
  const list = useDocumentList(WAITING);
  // "Waiting for me" also holds signatures; the review queue lists what waits for an approval.
  const items = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((d) =>
    d.waiting.some((w) => w.reason === 'approval'),
  );
  return (
    <section
      aria-labelledby="document-reviews-heading"
      className="mb-6 rounded-lg border border-slate-200 bg-white"
    >
      <h2
        id="document-reviews-heading"
        className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900"
      >
        Documents waiting for your approval
      </h2>
      {list.isPending ? <Spinner label="Loading documents to approve" /> : null}
      {list.isError ? <p className="p-4 text-sm text-red-700">{errorMessage(list.error)}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No documents wait for your approval.</p>
      ) : null}
      <ul className="divide-y divide-slate-100" aria-label="Documents to approve">
        {items.map((doc) => (
          <li key={doc.id} className="p-4 text-sm">
            <Link
              to={`/documents/${doc.id}`}
              className="focus-ring rounded font-medium text-brand-700 hover:underline"
            >
              {doc.name}
            </Link>
            <p className="text-slate-600">
              {DOCUMENT_TYPE_LABELS[doc.document_type]} · v{doc.current.number}
              {doc.transaction ? ` · ${doc.transaction.name}` : doc.contact ? ` · ${doc.contact.name}` : ''}
              {askedOn(doc.waiting) ? ` · asked ${format(new Date(askedOn(doc.waiting)!), 'MMM d, yyyy')}` : ''}
            </p>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <p className="border-t border-slate-100 p-4 text-sm">
          <Link to="/documents?waiting=me" className="font-medium text-brand-700 underline">
            See every document waiting for you
          </Link>
        </p>
      ) : null}
    </section>
  );
}
