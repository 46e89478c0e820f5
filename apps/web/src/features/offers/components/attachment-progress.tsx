import { ProgressBar } from '@/components/ui/progress-bar';
import type { SendProgress } from './use-attachment-sender';

/** Each attachment on its way: a progress bar, "sent", or why it was refused. */
export function AttachmentProgress({ items }: { items: SendProgress[] }) {
  if (!items.length) return null;
  return (
    <ul className="space-y-2" aria-label="Attachments">
      {items.map((item) => (
        <li key={item.name + item.total} className="text-sm">
          {item.state === 'failed' ? (
            <p className="text-red-700" role="alert">
              {item.name} was not attached: {item.error}
            </p>
          ) : item.state === 'sent' ? (
            <p className="text-emerald-800">{item.name} attached.</p>
          ) : (
            <ProgressBar
              label={`Sending ${item.name}`}
              value={item.sent}
              max={item.total || 1}
              valueText={`${item.name}: ${item.state === 'waiting' ? 'waiting' : `${Math.round((item.sent / (item.total || 1)) * 100)} %`}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
