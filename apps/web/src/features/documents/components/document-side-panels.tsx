import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import { format } from 'date-fns';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { documentFileUrl, useDocumentActivity } from '../api/documents-api';
import { formatBytes } from '@/lib/format-bytes';
import { activityLabel } from '../lib/document-format';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

/** Every version, newest first, each downloadable; the one on screen is marked. */
export function VersionHistory({
  doc,
  shown,
  onShow,
}: {
  doc: DocumentDto;
  shown: number;
  onShow: (n: number) => void;
}) {
  return (
    <section aria-labelledby="versions-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="versions-heading" className="mb-2 font-semibold text-slate-900">
        Versions
      </h2>
      <ol className="space-y-2 text-sm">
        {(doc.versions ?? []).map((v) => (
          <li key={v.id} className="flex flex-wrap items-baseline justify-between gap-2">
            <div>
              <button
                type="button"
                className="focus-ring font-medium text-brand-700 underline-offset-2 hover:underline"
                aria-current={v.number === shown ? 'true' : undefined}
                onClick={() => onShow(v.number)}
              >
                v{v.number}
                {v.number === doc.current.number ? ' (current)' : ''}
              </button>
              <span className="ml-2 text-slate-600">
                {v.uploaded_by?.name ?? 'Someone'} · {when(v.created_at)} · {formatBytes(v.size_bytes)}
              </span>
            </div>
            <a className="text-slate-700 underline" href={documentFileUrl(doc.id, { version: v.number })}>
              Download
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What happened to the document, from the audit log. */
export function DocumentActivity({ id }: { id: string }) {
  const activity = useDocumentActivity(id);
  return (
    <section aria-labelledby="activity-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="activity-heading" className="mb-2 font-semibold text-slate-900">
        Activity
      </h2>
      {activity.isPending ? (
        <Spinner label="Loading activity" />
      ) : activity.isError ? (
        <p className="text-sm text-red-700">{errorMessage(activity.error)}</p>
      ) : activity.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {activity.data.items.map((item) => (
            <li key={item.id}>
              <span className="font-medium text-slate-900">{activityLabel(item.action)}</span>
              <span className="text-slate-600">
                {' '}
                · {item.actor?.name ?? 'System'} · {when(item.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
