import type { ActivityDto } from '@threshold/domain/contacts/contact-activity.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { useMe } from '@/lib/auth/auth-context';
import { useActivities, useDeleteActivity } from '../api/contact-timeline-api';
import { ActivityItem } from './activity-item';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LogActivityForm } from './log-activity-form';

/** The log form and the timeline (newest first, more on demand). */
export function ContactTimeline({ contactId, canManage }: { contactId: string; canManage: boolean }) {
  const me = useMe();
  const activities = useActivities(contactId);
  const remove = useDeleteActivity(contactId);
  const [pending, setPending] = useState<ActivityDto | null>(null);
  const items = activities.data?.pages.flatMap((p) => p.items) ?? [];
  const isManager = me.permissions.includes('manage:organization');

  const handleDelete = () =>
    pending &&
    remove.mutate(pending, {
      onSuccess: () => {
        toast.success('Entry deleted');
        setPending(null);
      },
      onError: (error) => {
        const stale = staleActionMessage(error, 'entry');
        // Stale: the timeline reloads (the hook); close the confirmation so the user sees it now.
        if (stale) setPending(null);
        toast.error(stale ?? errorMessage(error));
      },
    });

  return (
    <Card aria-labelledby="timeline-title" className="space-y-4">
      <CardTitle id="timeline-title">Timeline</CardTitle>
      {canManage ? <LogActivityForm contactId={contactId} /> : null}
      {activities.isPending ? <Spinner label="Loading the timeline" /> : null}
      {activities.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The timeline could not be loaded. {errorMessage(activities.error)}{' '}
          <Button variant="link" onClick={() => void activities.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {activities.isSuccess && items.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nothing logged yet. Calls, e-mails, meetings and stage changes will show here.
        </p>
      ) : null}
      <ol className="divide-y divide-slate-100" aria-label="Activity">
        {items.map((activity) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            canDelete={canManage && (activity.author?.id === me.user.id || isManager)}
            onDelete={setPending}
          />
        ))}
      </ol>
      {activities.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={activities.isFetchingNextPage}
          onClick={() => void activities.fetchNextPage()}
        >
          {activities.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Delete this entry?"
        description="It disappears from the timeline for everyone who can see this contact."
        confirmLabel="Delete entry"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
    </Card>
  );
}
