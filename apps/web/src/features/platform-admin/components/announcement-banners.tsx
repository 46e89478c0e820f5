import { X } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-error';
import { useDismissAnnouncement, useMyAnnouncements } from '../api/announcement-banners-api';

const TONES = {
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  critical: 'border-red-300 bg-red-50 text-red-900',
} as const;

/**
 * The platform's announcements for the signed-in member (ADR 0154), above the page. Dismissal is
 * remembered on the server. While loading or on an error nothing is shown: banners never block work.
 */
export function AnnouncementBanners() {
  const mine = useMyAnnouncements();
  const dismiss = useDismissAnnouncement();
  if (!mine.data?.items.length) return null;
  return (
    <section aria-label="Announcements" className="mb-4 space-y-2">
      {mine.data.items.map((a) => (
        <div
          key={a.id}
          role={a.severity === 'critical' ? 'alert' : 'status'}
          className={cn(
            'flex items-start justify-between gap-3 rounded-md border p-3 text-sm',
            TONES[a.severity],
          )}
        >
          <div>
            <p className="font-semibold">{a.title}</p>
            <p className="whitespace-pre-line">{a.body}</p>
          </div>
          <button
            type="button"
            className="focus-ring rounded p-1 hover:bg-black/5"
            aria-label={`Dismiss “${a.title}”`}
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(a.id, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
