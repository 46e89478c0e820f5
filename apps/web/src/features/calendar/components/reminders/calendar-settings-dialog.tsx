import { useState } from 'react';
import { toast } from 'sonner';
import type {
  CalendarSettingsDto,
  CalendarSettingsInput,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCalendarSettings, useSaveCalendarSettings } from '../../api/calendar-settings-api';
import { REMINDER_OPTIONS } from '../../lib/reminder-choices';

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
const DEADLINE_DAYS = [0, 1, 2, 3, 7];

/** The person's time zone, reminder defaults and morning agenda (GET/PUT /api/calendar/settings). */
export function CalendarSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useCalendarSettings();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Reminder settings"
        description="Your time zone and how Threshold reminds you of events and deadlines."
        className="max-w-lg"
      >
        {settings.isPending ? <Spinner label="Loading your settings" /> : null}
        {settings.isError ? (
          <LoadError what="your settings" error={settings.error} onRetry={() => void settings.refetch()} />
        ) : null}
        {settings.data ? <SettingsForm saved={settings.data} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ saved, onDone }: { saved: CalendarSettingsDto; onDone: () => void }) {
  const save = useSaveCalendarSettings();
  const [zone, setZone] = useState(saved.time_zone ?? '');
  const [eventLead, setEventLead] = useState(String(saved.event_reminder_minutes[0] ?? ''));
  const [deadlineDays, setDeadlineDays] = useState(String(saved.deadline_reminder_days[0] ?? ''));
  const [inApp, setInApp] = useState(saved.remind_in_app);
  const [byEmail, setByEmail] = useState(saved.remind_by_email);
  const [agenda, setAgenda] = useState(saved.morning_agenda);
  const [zoneError, setZoneError] = useState<string | undefined>();

  const submit = () => {
    const input: CalendarSettingsInput = {
      time_zone: zone.trim() || null,
      event_reminder_minutes: eventLead === '' ? [] : [Number(eventLead)],
      deadline_reminder_days: deadlineDays === '' ? [] : [Number(deadlineDays)],
      remind_in_app: inApp,
      remind_by_email: byEmail,
      morning_agenda: agenda,
    };
    save.mutate(
      { version: saved.version, input },
      {
        onSuccess: () => {
          toast.success('Reminder settings saved');
          onDone();
        },
        onError: (error) => {
          setZoneError(isApiError(error) ? error.fields.time_zone : undefined);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <FormField
        label="Time zone"
        hint="Leave empty to use your brokerage's. Your calendar, its “today” and your reminders follow it."
        error={zoneError}
      >
        <Input
          list="calendar-time-zones"
          value={zone}
          placeholder={saved.effective_time_zone}
          onChange={(e) => setZone(e.target.value)}
        />
      </FormField>
      <datalist id="calendar-time-zones">
        {TIME_ZONES.map((tz) => (
          <option key={tz} value={tz} />
        ))}
      </datalist>
      <FormField label="Before my events" hint="An event can say otherwise in its own dialog.">
        <Select value={eventLead} onChange={(e) => setEventLead(e.target.value)}>
          <option value="">No reminder</option>
          {REMINDER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Before my deals' deadlines" hint="At 08:00 in your brokerage's time zone.">
        <Select value={deadlineDays} onChange={(e) => setDeadlineDays(e.target.value)}>
          <option value="">No reminder</option>
          {DEADLINE_DAYS.map((d) => (
            <option key={d} value={String(d)}>
              {d === 0 ? 'On the day' : `${d} day${d === 1 ? '' : 's'} before`}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Remind me</legend>
        <Checkbox label="In the app" checked={inApp} onChange={(e) => setInApp(e.target.checked)} />
        <Checkbox label="By e-mail" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} />
        <Checkbox
          label="Morning agenda e-mail at 07:00 (today's events, deadlines and tasks)"
          checked={agenda}
          onChange={(e) => setAgenda(e.target.checked)}
        />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
