import { useState } from 'react';
import { toast } from 'sonner';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@threshold/domain/notifications/notification-kinds';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences-api';

const DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  in_app: 'In the app only',
  email_now: 'In the app and by e-mail',
  email_digest: 'In the app and in a digest e-mail',
  off: 'Off',
};

type Choices = Record<NotificationKind, NotificationDelivery>;

function PreferencesForm({ saved }: { saved: Choices }) {
  const [choices, setChoices] = useState<Choices>(saved);
  const save = useSaveNotificationPreferences();
  return (
    <form
      aria-label="Notification settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { kinds: choices },
          {
            onSuccess: () => toast.success('Notification settings saved'),
            onError: (error) => toast.error(errorMessage(error)),
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="block text-sm font-medium text-slate-800">
            {NOTIFICATION_KIND_LABELS[kind]}
            <Select
              className="mt-1"
              name={kind}
              value={choices[kind]}
              onChange={(event) =>
                setChoices({ ...choices, [kind]: event.target.value as NotificationDelivery })
              }
            >
              {Object.entries(DELIVERY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </label>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        E-mails wait two minutes while you are online and are not sent once you have seen the notification;
        digests go out hourly with what you have not read.
      </p>
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save notification settings'}
      </Button>
    </form>
  );
}

/** Settings → Notifications: how each kind reaches the caller (ADR 0168). */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <Spinner label="Loading notification settings" />;
  if (preferences.isError)
    return (
      <LoadError
        what="notification settings"
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  return <PreferencesForm saved={preferences.data.kinds as Choices} />;
}
