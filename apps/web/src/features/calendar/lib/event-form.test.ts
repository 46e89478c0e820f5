import { describe, expect, it } from 'vitest';
import { newEventValues, toEventInput } from './event-form';

describe('event form reminders', () => {
  it('sends null for the person’s defaults, [] for none, and the chosen lead time otherwise', () => {
    const base = { ...newEventValues('2026-03-10', 9), title: 'Showing' };
    expect(toEventInput(base).reminder_minutes).toBeNull();
    expect(toEventInput({ ...base, reminder: 'none' }).reminder_minutes).toEqual([]);
    expect(toEventInput({ ...base, reminder: '30' }).reminder_minutes).toEqual([30]);
  });
});
