import {
  FALL_THROUGH_REASON_LABELS,
  isFallThroughStatus,
  type FallThroughReason,
} from '@threshold/domain/transactions/fall-through-reason';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { buildChecklist } from '@threshold/domain/transactions/checklist-templates';
import { resolveKeyDates } from '@threshold/domain/transactions/deadlines';
import { initialKeyDates } from '@threshold/domain/transactions/key-date-defaults';
import type { auditLog } from '../../platform/audit/audit.schema';
import type * as work from './transaction-work.schema';
import type * as tx from './transactions.schema';
import {
  agentRolesFor,
  checklistState,
  clientRolesFor,
  FIRST_NAMES,
  LAST_NAMES,
  NOTE_BODIES,
  PROFESSIONALS,
  RETURN_NOTES,
  statusPath,
  type buildDealRow,
  type ParticipantRow,
  type Rng,
} from './transactions-seed-factory';

/** Every row of seeded deals, by table, for bulk inserts. */
export type Rows = {
  deals: (typeof tx.transactions.$inferInsert)[];
  people: ParticipantRow[];
  assignments: (typeof tx.transactionAssignments.$inferInsert)[];
  history: (typeof tx.transactionStatusHistory.$inferInsert)[];
  dates: (typeof work.transactionDates.$inferInsert)[];
  items: (typeof work.transactionChecklistItems.$inferInsert)[];
  tasks: (typeof work.transactionTasks.$inferInsert)[];
  notes: (typeof work.transactionNotes.$inferInsert)[];
  audits: (typeof auditLog.$inferInsert)[];
};

/** Participants, dates, checklist, tasks, history, audit rows and a note for one deal. */
export function buildChildren(
  rng: Rng,
  rows: Rows,
  deal: ReturnType<typeof buildDealRow>,
  ctx: {
    today: string;
    now: number;
    crm: { id: string; firstName: string; lastName: string }[];
    coordinator?: string;
    reviewer?: string;
  },
) {
  const { row, type, side, status, contracted, createdAt, updatedAt } = deal;
  const id = row.id!;
  const ownerId = row.ownerId;
  rows.people.push({
    id: rng.uuid(),
    transactionId: id,
    userId: ownerId,
    firstName: '',
    lastName: '',
    roles: agentRolesFor(side),
    createdAt,
  });
  for (const role of clientRolesFor(type, side)) {
    const contact = ctx.crm.length && rng.next() < 0.4 ? rng.pick(ctx.crm) : null;
    const name = contact ?? { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
    rows.people.push({
      id: rng.uuid(),
      transactionId: id,
      contactId: contact?.id ?? null,
      firstName: name.firstName,
      lastName: name.lastName,
      roles: [role],
      createdAt,
    });
  }
  for (const [role, companies] of type !== 'lease' && contracted ? PROFESSIONALS : []) {
    if (rng.next() < 0.5)
      rows.people.push({
        id: rng.uuid(),
        transactionId: id,
        firstName: rng.pick(FIRST_NAMES),
        lastName: rng.pick(LAST_NAMES),
        company: rng.pick(companies),
        roles: [role],
        createdAt,
      });
  }
  const resolved = resolveKeyDates(initialKeyDates(type, deal.dateValues));
  row.closingDate = resolved.find((d) => d.key === 'closing')?.date ?? null;
  resolved.forEach((d, position) => {
    // Event dates are never "done"; tested last so the random stream, and the rest of the demo, stay put.
    const done =
      d.date !== null &&
      d.date < ctx.today &&
      (status !== 'under_contract' || rng.next() < 0.8) &&
      d.isDeadline;
    rows.dates.push({
      id: rng.uuid(),
      transactionId: id,
      ...d,
      position,
      completedAt: done ? new Date(`${d.date}T17:00:00Z`) : null,
    });
  });
  const checklist = buildChecklist({ type, side, yearBuilt: row.yearBuilt });
  checklist.forEach((item, position) => {
    const state = checklistState(rng, status, position, checklist.length);
    const submittedAt =
      state === 'pending' ? null : new Date(ctx.now - rng.int(1, 400) * 3_600_000 - position * 60_000);
    const reviewed = state === 'approved' || state === 'returned';
    rows.items.push({
      id: rng.uuid(),
      transactionId: id,
      templateKey: item.key,
      title: item.title,
      required: item.required,
      requiresDocument: item.requiresDocument,
      position,
      status: state,
      documentName: submittedAt && item.requiresDocument ? `${item.key.replace(/_/g, '-')}.pdf` : null,
      note: state === 'returned' ? rng.pick(RETURN_NOTES) : null,
      submittedBy: submittedAt ? ownerId : null,
      submittedAt,
      reviewedBy: reviewed ? (ctx.reviewer ?? ownerId) : null,
      reviewedAt: reviewed ? new Date(submittedAt!.getTime() + 3_600_000) : null,
      submissionCount: state === 'pending' ? 0 : state === 'returned' ? 1 : rng.int(1, 2),
      createdAt,
      updatedAt,
    });
  });
  if (status === 'active' || status === 'under_contract') {
    const link = (title: string, dateKey: string, offsetDays: number, assigneeId: string | null) => {
      const anchor = resolved.find((d) => d.key === dateKey);
      if (!anchor) return;
      const dueDate = anchor.date ? addCalendarDays(anchor.date, offsetDays) : null;
      rows.tasks.push({
        id: rng.uuid(),
        transactionId: id,
        title,
        dateKey,
        offsetDays,
        dueDate,
        assigneeId,
        createdBy: ownerId,
        createdAt,
      });
    };
    link('Schedule the inspection', 'inspection', -7, ctx.coordinator ?? null);
    link(
      'Send closing instructions to title',
      'closing',
      -5,
      rng.next() < 0.5 ? (ctx.coordinator ?? null) : ownerId,
    );
  }
  const path = statusPath(status);
  path.forEach((to, step) => {
    const at = new Date(
      createdAt.getTime() +
        ((updatedAt.getTime() - createdAt.getTime()) * step) / Math.max(1, path.length - 1),
    );
    const from = step === 0 ? null : path[step - 1]!;
    const reason = isFallThroughStatus(to)
      ? FALL_THROUGH_REASON_LABELS[row.fallThroughReason as FallThroughReason]
      : null;
    rows.history.push({
      id: rng.uuid(),
      transactionId: id,
      fromStatus: from,
      toStatus: to,
      reason,
      changedBy: ownerId,
      changedAt: at,
    });
    rows.audits.push({
      organizationId: row.organizationId,
      actorUserId: ownerId,
      action: step === 0 ? 'transaction.create' : 'transaction.transition',
      entityType: 'transaction',
      entityId: id,
      before: from ? { status: from } : null,
      after: { status: to, ...(reason && { reason }) },
      createdAt: at,
    });
  });
  if (rng.next() < 0.3) {
    const mention = ctx.coordinator;
    const body = `${rng.pick(NOTE_BODIES)}${mention ? ' @Taylor please follow up.' : ''}`;
    rows.notes.push({
      id: rng.uuid(),
      transactionId: id,
      authorId: ownerId,
      body,
      mentions: mention ? [mention] : [],
      createdAt: updatedAt,
    });
  }
}
