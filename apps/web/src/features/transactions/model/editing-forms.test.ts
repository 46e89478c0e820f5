import { describe, expect, it } from 'vitest';
import { fakeMe } from '@/test/fake-me';
import { checklistItem, keyDate, task } from '../test/fixtures';
import { checklistFormValues, updateChecklistInput } from './checklist-form';
import { canAssignStaff, canBrowsePeople } from './deal-permissions';
import { createTaskInput, linkedDuePreview, taskFormValues, updateTaskInput } from './task-form';

describe('checklist item form', () => {
  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const item = checklistItem({ description: 'Both sign', due_date: '2026-07-01' });
    const values = checklistFormValues(item);
    expect(updateChecklistInput(item, { ...values, title: ` ${item.title} ` })).toEqual({
      ok: true,
      input: null,
    });
    expect(updateChecklistInput(item, { ...values, description: '', due_date: '' })).toEqual({
      ok: true,
      input: { description: null, due_date: null },
    });
  });

  it('reports the contract’s messages by field', () => {
    const item = checklistItem();
    expect(updateChecklistInput(item, { ...checklistFormValues(item), title: '   ' })).toEqual({
      ok: false,
      errors: { title: 'Required' },
    });
  });
});

describe('task form', () => {
  const linked = task({ date_key: 'inspection', offset_days: -2, due_date: '2026-07-11' });

  it('reads a linked task back into "N days before <date>"', () => {
    expect(taskFormValues(linked)).toMatchObject({ dueMode: 'linked', days: '2', direction: 'before' });
    expect(taskFormValues(null)).toMatchObject({ dueMode: 'none', days: '0', direction: 'after' });
  });

  it('asks for what each way of setting the due date needs', () => {
    const values = taskFormValues(null);
    expect(createTaskInput({ ...values, title: 'Call', dueMode: 'date' })).toEqual({
      ok: false,
      errors: { due_date: 'Choose a date' },
    });
    expect(createTaskInput({ ...values, title: 'Call', dueMode: 'linked', days: '1.5' })).toEqual({
      ok: false,
      errors: { date_key: 'Choose the key date it counts from', offset_days: 'Enter a whole number of days' },
    });
    expect(createTaskInput({ ...values, title: '' })).toEqual({ ok: false, errors: { title: 'Required' } });
  });

  it('leaves a linked task’s computed due date to the server and changes only the offset', () => {
    const values = taskFormValues(linked);
    expect(updateTaskInput(linked, values)).toEqual({ ok: true, input: null });
    expect(updateTaskInput(linked, { ...values, direction: 'after' })).toEqual({
      ok: true,
      input: { offset_days: 2 },
    });
  });

  it('previews the due date as the server computes it (calendar days from the key date)', () => {
    const dates = [
      keyDate({ key: 'inspection', date: '2026-07-13' }),
      keyDate({ key: 'closing', date: null }),
    ];
    const values = { ...taskFormValues(null), dueMode: 'linked' as const, dateKey: 'inspection', days: '5' };
    expect(linkedDuePreview(values, dates)).toBe('2026-07-18');
    expect(linkedDuePreview({ ...values, direction: 'before' }, dates)).toBe('2026-07-08');
    expect(linkedDuePreview({ ...values, dateKey: 'closing' }, dates)).toBeNull();
  });
});

describe('deal editing permissions', () => {
  const access = {
    can_edit: true,
    edits_need_approval: false,
    can_review_checklist: false,
    can_reassign: false,
    can_assign_staff: true,
    can_relax_checklist: false,
    can_see_financials: false,
    can_edit_financials: false,
    can_see_notes: true,
    read_only: false,
    allowed_transitions: [],
  };

  it('offers assigning staff only where the server allows it and the directory is readable', () => {
    expect(canAssignStaff({ access }, fakeMe('realtor'))).toBe(true);
    expect(canAssignStaff({ access: { ...access, can_assign_staff: false } }, fakeMe('realtor'))).toBe(false);
    expect(canAssignStaff({ access: { ...access, read_only: true } }, fakeMe('realtor'))).toBe(false);
    expect(canAssignStaff({ access }, fakeMe('buyer'))).toBe(false);
  });

  it('keeps the directory for staff', () => {
    expect(canBrowsePeople(fakeMe('realtor'))).toBe(true);
    expect(canBrowsePeople(fakeMe('buyer'))).toBe(false);
  });
});
