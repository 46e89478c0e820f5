import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from '../api/calendar-api';

/**
 * The private subscription link for Google, Apple or Outlook calendars. Its secret is shown once,
 * when made; making a new one or revoking stops the old link at once.
 */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const status = useFeedStatus(true);
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => setUrl(made.url),
      onError: (error) => toast.error(errorMessage(error)),
    });
  if (confirmRevoke)
    return (
      <ConfirmDialog
        title="Revoke the subscription link?"
        description="Calendars subscribed to it stop receiving updates."
        confirmLabel="Revoke link"
        busy={revoke.isPending}
        onClose={() => setConfirmRevoke(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setUrl(null);
              setConfirmRevoke(false);
              toast.success('Subscription link revoked');
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Subscribe from another calendar"
        description="Add this private link to Google, Apple or Outlook calendar to see your Threshold calendar there. Anyone with the link sees your calendar."
        className="max-w-lg"
      >
        {status.isPending ? <Spinner label="Loading the subscription" /> : null}
        {url ? (
          <div className="space-y-2">
            <Label htmlFor="feed-url">Your private link (shown once — copy it now)</Label>
            <Input id="feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => navigator.clipboard?.writeText(url).then(() => toast.success('Link copied'))}
            >
              Copy link
            </Button>
          </div>
        ) : status.data?.active ? (
          <p className="text-sm text-slate-700">
            A link is active since {new Date(status.data.created_at!).toLocaleDateString()}. For security it
            is not shown again; make a new one if you lost it.
          </p>
        ) : status.data ? (
          <p className="text-sm text-slate-700">You have no subscription link.</p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          {status.data?.active || url ? (
            <Button variant="secondary" onClick={() => setConfirmRevoke(true)}>
              Revoke link
            </Button>
          ) : null}
          <Button onClick={make} disabled={create.isPending}>
            {status.data?.active || url ? 'Make a new link' : 'Make a link'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
