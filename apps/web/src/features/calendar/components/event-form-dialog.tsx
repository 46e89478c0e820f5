import { useState, type FormEvent } from 'react';
import {
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  type EventKind,
} from '@threshold/domain/calendar/calendar-event.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useContactOptions, useDealOptions, useListingOptions } from '../api/link-options-api';
import { toEventInput, type EventFormValues } from '../lib/event-form';
import { REMINDER_OPTIONS } from '../lib/reminder-choices';

export type EditScope = 'this' | 'all';

interface Props {
  title: string;
  initial: EventFormValues;
  /** One occurrence of a repeating event: its values, and the "this event / all events" choice. */
  occurrence?: EventFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: ReturnType<typeof toEventInput>, scope: EditScope) => Promise<unknown>;
  onClose: () => void;
}

const TIMING = ['startDay', 'startTime', 'endDay', 'endTime'] as const;

/** Create or change an event: kind, title, when (all day or times), where, and what it is about. */
export function EventFormDialog({ title, initial, occurrence, submitLabel, busy, onSubmit, onClose }: Props) {
  const me = useMe();
  const [scope, setScope] = useState<EditScope>(occurrence ? 'this' : 'all');
  const [values, setValues] = useState(occurrence ?? initial);
  /** Switching scope shows that scope's times: the occurrence's, or the series' first. */
  const chooseScope = (next: EditScope) => {
    const from = next === 'this' && occurrence ? occurrence : initial;
    setScope(next);
    setValues((v) => ({ ...v, ...Object.fromEntries(TIMING.map((k) => [k, from[k]])) }));
  };
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const deals = useDealOptions(me.permissions.includes('read:transactions'));
  const contacts = useContactOptions(me.permissions.includes('read:contacts'));
  const listings = useListingOptions(
    values.kind === 'open_house' && me.permissions.includes('read:properties'),
  );
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.title.trim()) {
      setFields({ title: 'Required' });
      return;
    }
    setFields({});
    setFormError(null);
    try {
      await onSubmit(toEventInput(values), scope);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setFields(error.fields);
      else setFormError(errorMessage(error));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title} className="max-w-xl">
        <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {formError ? (
            <div className="sm:col-span-2">
              <Alert tone="error">{formError}</Alert>
            </div>
          ) : null}
          {occurrence ? (
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-900">
                This is a repeating event. Change
              </legend>
              <div className="mt-1 flex gap-4">
                {(['this', 'all'] as const).map((s) => (
                  <label key={s} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="edit-scope"
                      checked={scope === s}
                      onChange={() => chooseScope(s)}
                    />
                    {s === 'this' ? 'This event' : 'All events'}
                  </label>
                ))}
              </div>
              {scope === 'this' ? (
                <p className="mt-1 text-xs text-slate-600">
                  Only the title and the times of this one change.
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <FormField label="Title" error={fields.title} className="sm:col-span-2">
            <Input
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              maxLength={200}
              autoFocus
            />
          </FormField>
          <FormField label="Kind" error={fields.kind}>
            <Select value={values.kind} onChange={(e) => set('kind', e.target.value as EventKind)}>
              {EVENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {EVENT_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex items-end pb-2">
            <Checkbox
              label="All day"
              checked={values.allDay}
              onChange={(e) => set('allDay', e.target.checked)}
            />
          </div>
          <FormField label={values.allDay ? 'First day' : 'Starts on'} error={fields.start}>
            <Input type="date" value={values.startDay} onChange={(e) => set('startDay', e.target.value)} />
          </FormField>
          {values.allDay ? null : (
            <FormField label="Start time">
              <Input
                type="time"
                value={values.startTime}
                onChange={(e) => set('startTime', e.target.value)}
              />
            </FormField>
          )}
          <FormField label={values.allDay ? 'Last day' : 'Ends on'} error={fields.end}>
            <Input type="date" value={values.endDay} onChange={(e) => set('endDay', e.target.value)} />
          </FormField>
          {values.allDay ? null : (
            <FormField label="End time">
              <Input type="time" value={values.endTime} onChange={(e) => set('endTime', e.target.value)} />
            </FormField>
          )}
          {values.kind === 'open_house' && listings.data ? (
            <FormField label="Listing" error={fields.listing_id}>
              <Select value={values.listingId} onChange={(e) => set('listingId', e.target.value)}>
                <option value="">No listing</option>
                {listings.data.items.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.property.address.line1}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          {deals.data ? (
            <FormField label="Deal" error={fields.transaction_id}>
              <Select value={values.transactionId} onChange={(e) => set('transactionId', e.target.value)}>
                <option value="">No deal</option>
                {deals.data.items.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          {contacts.data ? (
            <FormField label="Contact" error={fields.contact_id}>
              <Select value={values.contactId} onChange={(e) => set('contactId', e.target.value)}>
                <option value="">No contact</option>
                {contacts.data.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.display_name}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          {values.kind === 'personal' ? (
            <>
              <FormField label="Repeats" error={fields.recurrence}>
                <Select
                  value={values.repeat}
                  onChange={(e) => set('repeat', e.target.value as EventFormValues['repeat'])}
                >
                  <option value="">Does not repeat</option>
                  <option value="daily">Every day</option>
                  <option value="weekly">Every week</option>
                  <option value="monthly">Every month</option>
                  <option value="yearly">Every year</option>
                </Select>
              </FormField>
              {values.repeat ? (
                <FormField
                  label="Repeats until"
                  hint="Leave empty to repeat without end"
                  error={fields['recurrence.until']}
                >
                  <Input
                    type="date"
                    value={values.repeatUntil}
                    onChange={(e) => set('repeatUntil', e.target.value)}
                  />
                </FormField>
              ) : null}
            </>
          ) : null}
          <FormField label="Reminder" error={fields.reminder_minutes}>
            <Select value={values.reminder} onChange={(e) => set('reminder', e.target.value)}>
              <option value="default">My default reminders</option>
              <option value="none">No reminder</option>
              {REMINDER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Location" error={fields.location} className="sm:col-span-2">
            <Input
              value={values.location}
              onChange={(e) => set('location', e.target.value)}
              maxLength={300}
            />
          </FormField>
          <FormField label="Notes" error={fields.notes} className="sm:col-span-2">
            <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} maxLength={4000} />
          </FormField>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
