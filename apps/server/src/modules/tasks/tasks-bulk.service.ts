import type {
  BulkTaskInput,
  BulkTaskResult,
  TaskAction,
  TaskRef,
} from '@threshold/domain/calendar/task-list.contract';
import { localDay, startOfLocalDay } from '@threshold/domain/calendar/time-zone';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import {
  getTask as getContactTask,
  updateTask as updateContactTask,
} from '../contacts/contact-tasks.service';
import {
  getTaskOfDeal,
  updateTask as updateDealTask,
} from '../transactions/schedule/transaction-tasks.service';
import { assertAssignable } from './tasks-people.service';
import { getPersonalTask, updatePersonalTask } from './personal-tasks.service';

const DAY_MS = 86_400_000;

/** The same local time of day on another local day (a follow-up snoozed to a picked day). */
function sameTimeOn(at: Date, day: string, tz: string): string {
  const sinceMidnight = at.getTime() - startOfLocalDay(localDay(at, tz), tz).getTime();
  return new Date(startOfLocalDay(day, tz).getTime() + sinceMidnight).toISOString();
}

/** One task changed where it lives (the deal's or the contact's own service: scope, rules, audit). */
async function applyTo(
  db: Db,
  actor: Actor,
  t: TaskRef,
  action: TaskAction,
  requestId: string | undefined,
): Promise<number> {
  if (t.source === 'personal') {
    // The owner's own: someone else's answers 404 from the service.
    let body;
    if (action.kind === 'complete') body = { completed: true };
    else if (action.kind === 'reassign')
      throw new AppError('VALIDATION_FAILED', 'A personal task stays with its owner', {
        assignee_id: 'A personal task cannot be reassigned',
      });
    else {
      const due = (await getPersonalTask(db, actor, t.id)).due_date;
      if (!due) throw new AppError('VALIDATION_FAILED', 'This task has no due date to snooze');
      body = { due_date: action.kind === 'snooze' ? addCalendarDays(due, action.days) : action.until };
    }
    return (await updatePersonalTask(db, actor, t.id, body, requestId, t.version)).version;
  }
  const parentId = t.parent_id!;
  if (t.source === 'deal') {
    if (!actor.permissions.has('update:transactions'))
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    let body;
    if (action.kind === 'complete') body = { completed: true };
    else if (action.kind === 'reassign') body = { assignee_id: action.assignee_id };
    else {
      const due = (await getTaskOfDeal(db, actor, parentId, t.id)).due_date;
      if (!due) throw new AppError('VALIDATION_FAILED', 'This task has no due date to snooze');
      body = { due_date: action.kind === 'snooze' ? addCalendarDays(due, action.days) : action.until };
    }
    return (await updateDealTask(db, actor, parentId, t.id, body, requestId, t.version)).version;
  }
  if (!actor.permissions.has('manage:contacts'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  let body;
  if (action.kind === 'complete') body = { completed: true };
  else if (action.kind === 'reassign') body = { assignee_id: action.assignee_id };
  else {
    const due = new Date((await getContactTask(db, actor, parentId, t.id)).due_at);
    body = {
      due_at:
        action.kind === 'snooze'
          ? new Date(due.getTime() + action.days * DAY_MS).toISOString()
          : sameTimeOn(due, action.until, action.tz),
    };
  }
  return (await updateContactTask(db, actor, parentId, t.id, body, requestId, t.version)).version;
}

/**
 * POST /api/tasks/bulk: one action on many tasks, each in its own transaction, so one refused
 * task (changed meanwhile, out of scope, linked to a key date) does not undo the others; every
 * item answers ok or its error. A reassignment outside the caller's scope refuses the whole request.
 */
export async function bulkUpdateTasks(
  db: Db,
  actor: Actor,
  input: BulkTaskInput,
  requestId?: string,
): Promise<BulkTaskResult> {
  if (input.action.kind === 'reassign') await assertAssignable(db, actor, input.action.assignee_id);
  const results: BulkTaskResult['results'] = [];
  for (const t of input.items) {
    try {
      const version = await applyTo(db, actor, t, input.action, requestId);
      results.push({ source: t.source, id: t.id, ok: true, error: null, version });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        source: t.source,
        id: t.id,
        ok: false,
        error: { code: error.code, message: error.message },
        version: null,
      });
    }
  }
  return { results };
}
