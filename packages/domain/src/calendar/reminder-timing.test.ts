import { describe, expect, it } from 'vitest';
import { deadlineReminderAt, eventReminderAt, isReminderDue, REMINDER_GRACE_MS } from './reminder-timing';

const at = (iso: string) => new Date(iso);

describe('reminder timing', () => {
  it('is due once its time has come, within the grace, if it was ahead when the item was set', () => {
    const due = eventReminderAt(at('2026-03-10T15:00:00Z'), 15);
    expect(due.toISOString()).toBe('2026-03-10T14:45:00.000Z');
    const set = at('2026-03-10T12:00:00Z');
    expect(isReminderDue(due, at('2026-03-10T14:44:59Z'), set)).toBe(false);
    expect(isReminderDue(due, at('2026-03-10T14:45:00Z'), set)).toBe(true);
    expect(isReminderDue(due, new Date(due.getTime() + REMINDER_GRACE_MS - 1), set)).toBe(true);
    expect(isReminderDue(due, new Date(due.getTime() + REMINDER_GRACE_MS), set)).toBe(false);
  });

  it('never reminds of a time that had passed when the event was made or moved', () => {
    const due = eventReminderAt(at('2026-03-10T15:00:00Z'), 15);
    expect(isReminderDue(due, at('2026-03-10T14:52:00Z'), at('2026-03-10T14:50:00Z'))).toBe(false);
  });

  it('reminds of a deadline at 08:00 in the organization’s zone, across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: 08:00 is 13:00Z the day before, 12:00Z after.
    expect(deadlineReminderAt('2026-03-08', 1, 'America/New_York').toISOString()).toBe(
      '2026-03-07T13:00:00.000Z',
    );
    expect(deadlineReminderAt('2026-03-10', 1, 'America/New_York').toISOString()).toBe(
      '2026-03-09T12:00:00.000Z',
    );
    expect(deadlineReminderAt('2026-03-10', 0, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-10T07:00:00.000Z',
    );
  });
});
