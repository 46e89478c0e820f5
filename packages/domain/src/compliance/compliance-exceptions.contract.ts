import { z } from 'zod';
import { ROLE_KEYS } from '../roles';
import { PageLimit, PersonRef, TransactionStatusSchema } from '../transactions/transaction-common.contract';

/**
 * GET /api/compliance/* — one exception list per route, each in the caller's scope. A list is capped
 * (`limit`, the most urgent first) and answers its `total`, so the page can show every count.
 * Decisions: docs/decisions/0129-compliance-exception-lists.md.
 */
export const ComplianceListQuery = z.object({ limit: PageLimit }).strict();
export type ComplianceListQuery = z.infer<typeof ComplianceListQuery>;

const DealRef = z.object({
  id: z.uuid(),
  title: z.string(),
  status: TransactionStatusSchema,
  closing_date: z.iso.date().nullable(),
  owner: PersonRef,
});

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** A deal with required checklist items not yet submitted when they should be, or returned by a reviewer. */
export const ChecklistExceptionDto = z.object({
  transaction: DealRef,
  missing_items: z.number().int(),
  returned_items: z.number().int(),
});
export const ChecklistExceptionPage = pageOf(ChecklistExceptionDto);
export type ChecklistExceptionDto = z.infer<typeof ChecklistExceptionDto>;
export type ChecklistExceptionPage = z.infer<typeof ChecklistExceptionPage>;

/** An open deal closing within CLOSING_SOON_DAYS whose required checklist items are not all approved. */
export const ClosingSoonDto = z.object({ transaction: DealRef, open_items: z.number().int() });
export const ClosingSoonPage = pageOf(ClosingSoonDto);
export type ClosingSoonDto = z.infer<typeof ClosingSoonDto>;
export type ClosingSoonPage = z.infer<typeof ClosingSoonPage>;

/** A deadline key date of an open deal, past its date and not marked done. */
export const MissedDeadlineDto = z.object({
  id: z.uuid(),
  transaction: DealRef,
  label: z.string(),
  date: z.iso.date(),
  days_overdue: z.number().int(),
});
export const MissedDeadlinePage = pageOf(MissedDeadlineDto);
export type MissedDeadlineDto = z.infer<typeof MissedDeadlineDto>;
export type MissedDeadlinePage = z.infer<typeof MissedDeadlinePage>;

/**
 * A signature request on a deal's document still waiting for signatures after its due day: the earlier
 * of its expiry (`expired`) and the deal's closing date (`closing`). One a later request of the same
 * document replaced (sent again, or completed) is not listed.
 */
export const UnsignedDocumentDto = z.object({
  id: z.uuid(),
  transaction: DealRef,
  document_id: z.uuid(),
  title: z.string(),
  status: z.enum(['sent', 'expired']),
  due_on: z.iso.date(),
  reason: z.enum(['expired', 'closing']),
  days_overdue: z.number().int(),
});
export const UnsignedDocumentPage = pageOf(UnsignedDocumentDto);
export type UnsignedDocumentDto = z.infer<typeof UnsignedDocumentDto>;
export type UnsignedDocumentPage = z.infer<typeof UnsignedDocumentPage>;

const MemberRef = PersonRef.extend({ role: z.enum(ROLE_KEYS) });

/** An active member whose licence expired or expires within LICENCE_WARNING_DAYS. */
export const LicenceExpirationDto = z.object({
  member: MemberRef,
  licence_number: z.string().nullable(),
  licence_state: z.string().nullable(),
  expires_on: z.iso.date(),
  warning: z.enum(['expiring', 'expired']),
});
export const LicenceExpirationPage = pageOf(LicenceExpirationDto);
export type LicenceExpirationDto = z.infer<typeof LicenceExpirationDto>;
export type LicenceExpirationPage = z.infer<typeof LicenceExpirationPage>;

/** An active member whose role needs supervisor approval and who has no supervisor. */
export const UnsupervisedMemberDto = z.object({ member: MemberRef });
export const UnsupervisedMemberPage = pageOf(UnsupervisedMemberDto);
export type UnsupervisedMemberDto = z.infer<typeof UnsupervisedMemberDto>;
export type UnsupervisedMemberPage = z.infer<typeof UnsupervisedMemberPage>;

/** "Closing in the next 7 days" (issue 18). */
export const CLOSING_SOON_DAYS = 7;
