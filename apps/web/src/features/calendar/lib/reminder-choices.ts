import { REMINDER_CHOICES } from '@threshold/domain/calendar/reminder-choices';

/** "15 minutes before", "1 hour before", "1 day before", "At the start". */
export function leadLabel(minutes: number): string {
  if (minutes === 0) return 'At the start';
  if (minutes % 1_440 === 0) return `${minutes / 1_440} day${minutes === 1_440 ? '' : 's'} before`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'} before`;
  return `${minutes} minutes before`;
}

export const REMINDER_OPTIONS = REMINDER_CHOICES.map((m) => ({ value: String(m), label: leadLabel(m) }));
