import type { WebhookDeliveryDto } from '@threshold/domain/webhooks/webhook.contract';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks-api';

const STATUS_TONE: Record<WebhookDeliveryDto['status'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};
const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** What happened to a delivery, in words. */
export function deliveryOutcome(d: WebhookDeliveryDto): string {
  const answer = d.last_status_code ? `answered ${d.last_status_code}` : (d.last_error ?? 'not sent yet');
  if (d.status === 'succeeded') return `Delivered ${time(d.delivered_at)} (${answer})`;
  if (d.status === 'pending' && d.next_attempt_at)
    return `${d.last_error ?? answer}; next try ${time(d.next_attempt_at)}`;
  return d.last_error ?? answer;
}

/** The newest deliveries of one webhook, with "Send again". */
export function WebhookDeliveries({ webhookId, active }: { webhookId: string; active: boolean }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliverWebhook();
  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  if (deliveries.isError)
    return (
      <LoadError what="the deliveries" error={deliveries.error} onRetry={() => void deliveries.refetch()} />
    );
  const items = deliveries.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <p className="text-sm text-slate-600">No deliveries yet. Changes are sent within a minute.</p>;
  const sendAgain = (deliveryId: string) =>
    redeliver.mutate(
      { id: webhookId, deliveryId },
      {
        onSuccess: (d) => toast[d.status === 'succeeded' ? 'success' : 'error'](deliveryOutcome(d)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Deliveries, newest first</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Event
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Made
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Attempts
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Outcome
            </th>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.id} className="border-t border-slate-200">
              <td className="py-1 pr-3 font-mono text-xs">{d.event_type}</td>
              <td className="py-1 pr-3 whitespace-nowrap">{time(d.created_at)}</td>
              <td className="py-1 pr-3">
                <Badge tone={STATUS_TONE[d.status]}>{d.status}</Badge>
              </td>
              <td className="py-1 pr-3">{d.attempts}</td>
              <td className="py-1 pr-3">{deliveryOutcome(d)}</td>
              <td className="py-1 text-right">
                {active && d.status !== 'succeeded' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={redeliver.isPending}
                    onClick={() => sendAgain(d.id)}
                  >
                    Send again
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deliveries.hasNextPage ? (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {deliveries.isFetchingNextPage ? 'Loading…' : 'Show older deliveries'}
        </Button>
      ) : null}
    </div>
  );
}
