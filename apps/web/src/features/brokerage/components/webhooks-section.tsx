import type { WebhookDto, WebhookWithSecret } from '@threshold/domain/webhooks/webhook.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import {
  useDeleteWebhook,
  usePingWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhooks-api';
import { deliveryOutcome, WebhookDeliveries } from './webhook-deliveries';
import { EVENT_LABELS, WebhookForm } from './webhook-form';

/** The signing secret, shown once after it is made. */
function SecretNotice({ shown, onDone }: { shown: WebhookWithSecret; onDone: () => void }) {
  return (
    <Alert tone="warning" title="Copy the signing secret now">
      <p>
        It signs every delivery to {shown.webhook.url} (header <code>Threshold-Signature</code>) and is not
        shown again.
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <code className="rounded bg-white px-2 py-1 break-all" data-testid="webhook-secret">
          {shown.secret}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(shown.secret).then(() => toast.success('Secret copied'))
          }
        >
          Copy
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </p>
    </Alert>
  );
}

function WebhookCard({
  webhook,
  onSecret,
}: {
  webhook: WebhookDto;
  onSecret: (s: WebhookWithSecret) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const ping = usePingWebhook();
  const rotate = useRotateWebhookSecret();
  const failed = (error: unknown) => toast.error(errorMessage(error));
  const logId = `webhook-log-${webhook.id}`;
  return (
    <li className="rounded-md border border-slate-200 p-3" aria-label={webhook.url}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all text-slate-900">{webhook.url}</p>
          <p className="text-sm text-slate-600">
            {webhook.events.map((e) => EVENT_LABELS[e]).join(', ')}
            {webhook.description ? ` · ${webhook.description}` : ''}
            {webhook.active ? '' : ' · switched off'}
          </p>
          {webhook.last_delivery ? (
            <p className="text-xs text-slate-600">
              Last delivery {webhook.last_delivery.status}
              {webhook.last_delivery.status_code ? ` (${webhook.last_delivery.status_code})` : ''},{' '}
              {new Date(webhook.last_delivery.at).toLocaleString()}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={!webhook.active || ping.isPending}
            onClick={() =>
              ping.mutate(webhook.id, {
                onSuccess: (d) => toast[d.status === 'succeeded' ? 'success' : 'error'](deliveryOutcome(d)),
                onError: failed,
              })
            }
          >
            Send test event
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: webhook.id, active: !webhook.active, version: webhook.version },
                { onError: failed },
              )
            }
          >
            {webhook.active ? 'Switch off' : 'Switch on'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(webhook.id, { onSuccess: onSecret, onError: failed })}
          >
            New secret
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
            Remove
          </Button>
        </div>
      </div>
      {showLog ? (
        <div id={logId} className="mt-3">
          <WebhookDeliveries webhookId={webhook.id} active={webhook.active} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Remove this webhook?"
        description={`${webhook.url} stops receiving events and its delivery log is deleted.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(
            { id: webhook.id, version: webhook.version },
            { onSuccess: () => setConfirmDelete(false), onError: failed },
          )
        }
      />
    </li>
  );
}

/**
 * /brokerage → Webhooks (issue 17 item 8, ADR 0144): the brokerage's integrations hear about deal,
 * contact and offer changes, signed with a secret, retried while the receiver fails.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  return (
    <Card aria-labelledby="webhooks-title" className="space-y-4">
      <div>
        <h2 id="webhooks-title" className="text-base font-semibold text-slate-900">
          Webhooks
        </h2>
        <p className="text-sm text-slate-600">
          Your systems receive a signed POST for each change to deals, contacts or offers, within a minute;
          failed deliveries are retried for about nine hours.
        </p>
      </div>
      {secret ? <SecretNotice shown={secret} onDone={() => setSecret(null)} /> : null}
      {webhooks.isPending ? <Spinner label="Loading webhooks" /> : null}
      {webhooks.isError ? (
        <LoadError what="the webhooks" error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : null}
      {webhooks.data ? (
        webhooks.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">No webhooks yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Webhooks">
            {webhooks.data.items.map((w) => (
              <WebhookCard key={w.id} webhook={w} onSecret={setSecret} />
            ))}
          </ul>
        )
      ) : null}
      <WebhookForm onCreated={setSecret} />
    </Card>
  );
}
