import {
  ChecklistExceptionPage,
  ClosingSoonPage,
  LicenceExpirationPage,
  MissedDeadlinePage,
  UnsignedDocumentPage,
  UnsupervisedMemberPage,
  type ChecklistExceptionDto,
  type ClosingSoonDto,
  type LicenceExpirationDto,
  type MissedDeadlineDto,
  type UnsignedDocumentDto,
  type UnsupervisedMemberDto,
} from '@threshold/domain/compliance/compliance-exceptions.contract';
import { ROLES } from '@threshold/domain/roles';
import type { ComplianceList } from './compliance-list';
import { formatDay, personName, plural, statusLabel } from './compliance-format';

type Deal = ChecklistExceptionDto['transaction'];
const dealTab = (deal: Deal, tab: 'checklist' | 'dates') => `/transactions/${deal.id}?tab=${tab}`;
const agent = { header: 'Agent', cell: (r: { transaction: Deal }) => personName(r.transaction.owner) };
const status = { header: 'Status', cell: (r: { transaction: Deal }) => statusLabel(r.transaction.status) };
const memberFix = (m: UnsupervisedMemberDto['member'], label: string) => ({ to: `/profile/${m.id}`, label });
const role = { header: 'Role', cell: (r: UnsupervisedMemberDto) => ROLES[r.member.role].name };

const checklistExceptions: ComplianceList<ChecklistExceptionDto> = {
  key: 'checklist-exceptions',
  subject: 'Deal',
  path: '/api/compliance/checklist-exceptions',
  schema: ChecklistExceptionPage,
  title: 'Missing or returned checklist items',
  description: 'Required items returned by a reviewer, or not submitted on deals under contract or closed.',
  empty: 'Every required checklist item is submitted or on its way.',
  columns: [
    status,
    agent,
    { header: 'Returned', cell: (r) => plural(r.returned_items, 'item') },
    { header: 'Missing', cell: (r) => plural(r.missing_items, 'item') },
  ],
  rowKey: (r) => r.transaction.id,
  name: (r) => r.transaction.title,
  fix: (r) => ({ to: dealTab(r.transaction, 'checklist'), label: 'Open checklist' }),
};

const closingSoon: ComplianceList<ClosingSoonDto> = {
  key: 'closing-soon',
  subject: 'Deal',
  path: '/api/compliance/closing-soon',
  schema: ClosingSoonPage,
  title: 'Closing in the next 7 days with open items',
  description: 'Deals about to close whose required checklist items are not all approved.',
  empty: 'No deal closes in the next 7 days with open checklist items.',
  columns: [
    { header: 'Closing', cell: (r) => formatDay(r.transaction.closing_date) },
    agent,
    { header: 'Open items', cell: (r) => plural(r.open_items, 'item') },
  ],
  rowKey: (r) => r.transaction.id,
  name: (r) => r.transaction.title,
  fix: (r) => ({ to: dealTab(r.transaction, 'checklist'), label: 'Open checklist' }),
};

const missedDeadlines: ComplianceList<MissedDeadlineDto> = {
  key: 'missed-deadlines',
  subject: 'Deal',
  path: '/api/compliance/missed-deadlines',
  schema: MissedDeadlinePage,
  title: 'Missed deadlines',
  description: 'Key dates of open deals that passed without being marked done.',
  empty: 'No deadline has been missed.',
  columns: [
    { header: 'Deadline', cell: (r) => r.label },
    { header: 'Due', cell: (r) => `${formatDay(r.date)} (${plural(r.days_overdue, 'day')} ago)` },
    agent,
  ],
  rowKey: (r) => r.id,
  name: (r) => r.transaction.title,
  fix: (r) => ({ to: dealTab(r.transaction, 'dates'), label: 'Open key dates' }),
};

const DUE_BY = { expired: 'its expiry', closing: 'the deal’s closing' } as const;

const unsignedDocuments: ComplianceList<UnsignedDocumentDto> = {
  key: 'unsigned-documents',
  subject: 'Deal',
  path: '/api/compliance/unsigned-documents',
  schema: UnsignedDocumentPage,
  title: 'Unsigned documents past due',
  description:
    'Documents sent for signature and still unsigned after their expiry or the deal’s closing date.',
  empty: 'No document out for signature is past due.',
  columns: [
    { header: 'Document', cell: (r) => r.title },
    {
      header: 'Due',
      cell: (r) => `${formatDay(r.due_on)}, by ${DUE_BY[r.reason]} (${plural(r.days_overdue, 'day')} ago)`,
    },
    agent,
  ],
  rowKey: (r) => r.id,
  name: (r) => r.transaction.title,
  fix: (r) => ({ to: `/documents/${r.document_id}`, label: 'Open document' }),
};

const licenceExpirations: ComplianceList<LicenceExpirationDto> = {
  key: 'licence-expirations',
  subject: 'Member',
  path: '/api/compliance/licence-expirations',
  schema: LicenceExpirationPage,
  title: 'Licence expirations',
  description: 'Members whose licence has expired or expires within 60 days.',
  empty: 'No licence expires in the next 60 days.',
  columns: [
    role,
    { header: 'Licence', cell: (r) => [r.licence_number, r.licence_state].filter(Boolean).join(', ') },
    {
      header: 'Expires',
      cell: (r) => `${formatDay(r.expires_on)}${r.warning === 'expired' ? ' (expired)' : ''}`,
    },
  ],
  rowKey: (r) => r.member.id,
  name: (r) => personName(r.member),
  fix: (r) => memberFix(r.member, 'Open member'),
};

const unsupervisedMembers: ComplianceList<UnsupervisedMemberDto> = {
  key: 'unsupervised-members',
  subject: 'Member',
  path: '/api/compliance/unsupervised-members',
  schema: UnsupervisedMemberPage,
  title: 'Supervised roles without a supervisor',
  description: 'Members whose role needs a supervisor’s approval and who have none.',
  empty: 'Everyone who needs a supervisor has one.',
  columns: [role],
  rowKey: (r) => r.member.id,
  name: (r) => personName(r.member),
  fix: (r) => memberFix(r.member, 'Assign a supervisor'),
};

/** The lists in page order. */
export const COMPLIANCE_LISTS: readonly ComplianceList<unknown>[] = [
  checklistExceptions,
  closingSoon,
  missedDeadlines,
  unsignedDocuments,
  licenceExpirations,
  unsupervisedMembers,
];
