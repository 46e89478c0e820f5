import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { QueuedUpload } from './use-photo-uploads';

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** The files on their way: a progress bar each, or why one was refused. */
export function UploadQueue({
  queue,
  onDismiss,
}: {
  queue: QueuedUpload[];
  onDismiss: (key: string) => void;
}) {
  if (queue.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label="Uploads">
      {queue.map((item) => (
        <li key={item.key} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
          {item.state === 'failed' ? (
            <div className="flex flex-wrap items-center justify-between gap-2" role="alert">
              <span className="text-red-700">
                <span className="font-medium">{item.name}</span> was not added: {item.error}
              </span>
              <Button size="sm" variant="ghost" onClick={() => onDismiss(item.key)}>
                Dismiss
              </Button>
            </div>
          ) : (
            <ProgressBar
              label={`Uploading ${item.name}`}
              value={item.state === 'waiting' ? 0 : item.sent}
              max={item.total || 1}
              valueText={
                item.state === 'waiting'
                  ? `${item.name}: waiting`
                  : item.sent >= item.total
                    ? `${item.name}: making sizes…`
                    : `${item.name}: ${kb(item.sent)} of ${kb(item.total)}`
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
