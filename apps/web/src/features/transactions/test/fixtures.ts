import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import type { MemberDto } from '@threshold/domain/organizations/list-members.contract';
import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';

/** Answers of the deal API for the detail components' tests (shapes checked by the contracts). */
export const DEAL_ID = '11111111-1111-4111-8111-111111111111';
export const dealPath = `/api/transactions/${DEAL_ID}`;

/** A deal as the detail page gets it, without figures, that a broker may move on from `active`. */
export function dealDetail(overrides: Partial<TransactionDetailDto> = {}): TransactionDetailDto {
  return {
    id: DEAL_ID,
    organization_id: '22222222-2222-4222-8222-222222222222',
    title: '12 Harbor Rd',
    type: 'purchase',
    side: 'buyer',
    status: 'active',
    address: { line1: '12 Harbor Rd', line2: null, city: 'Harborview', state: 'WA', postal_code: '98110' },
    mls_number: null,
    property_type: null,
    owner: { id: 'u-agent', first_name: 'Riley', last_name: 'Realtor' },
    team: null,
    list_price_cents: 50_000_000,
    offer_price_cents: null,
    sale_price_cents: null,
    closing_date: null,
    status_changed_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 7,
    financials_visible: false,
    beds: null,
    baths: null,
    square_feet: null,
    year_built: 1995,
    earnest_money_cents: null,
    financing_type: null,
    created_by: null,
    fall_through_reason: null,
    checklist: {
      total: 0,
      required: 0,
      required_approved: 0,
      pending: 0,
      submitted: 0,
      returned: 0,
      approved: 0,
    },
    pending_approvals: 0,
    access: {
      can_edit: true,
      edits_need_approval: false,
      can_review_checklist: true,
      can_reassign: true,
      can_assign_staff: true,
      can_relax_checklist: true,
      can_see_financials: false,
      can_edit_financials: false,
      can_see_notes: true,
      read_only: false,
      allowed_transitions: ['under_contract', 'cancelled', 'withdrawn', 'expired'],
    },
    ...overrides,
  } as TransactionDetailDto;
}

export function checklistItem(overrides: Partial<ChecklistItemDto> = {}): ChecklistItemDto {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    version: 3,
    transaction_id: DEAL_ID,
    template_key: null,
    title: 'Lead paint disclosure',
    description: null,
    required: true,
    requires_document: false,
    position: 0,
    due_date: null,
    status: 'pending',
    document_id: null,
    document_name: null,
    note: null,
    submitted_by: null,
    submitted_at: null,
    reviewed_by: null,
    reviewed_at: null,
    submission_count: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function task(overrides: Partial<TaskDto> = {}): TaskDto {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    version: 3,
    transaction_id: DEAL_ID,
    title: 'Order the appraisal',
    date_key: null,
    offset_days: 0,
    due_date: null,
    assignee: null,
    completed_at: null,
    completed_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function keyDate(overrides: Partial<KeyDateDto> = {}): KeyDateDto {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    version: 2,
    key: 'inspection',
    label: 'Inspection contingency',
    kind: 'absolute',
    date: '2026-07-13',
    anchor_key: null,
    offset_days: 0,
    business_days: false,
    roll: false,
    rule: 'Fixed date',
    is_deadline: true,
    completed_at: null,
    state: 'later',
    ...overrides,
  };
}

export const coordinator: MemberDto = {
  user_id: 'user-tc',
  first_name: 'Taylor',
  last_name: 'Brooks',
  email: 'transaction_coordinator@demo.test',
  image: null,
  role_key: 'transaction_coordinator',
  role_label: 'Transaction Coordinator',
  teams: [],
  status: 'active',
  is_primary: true,
  version: 1,
  needs_supervisor: false,
  licence: null,
  licence_warning: null,
};

/** A 400 as the server sends it. */
export const validationFailed = (fields: Record<string, string>) => ({
  error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid', fields },
});

export function contact(overrides: Partial<ContactDto> = {}): ContactDto {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    organization_id: '22222222-2222-4222-8222-222222222222',
    owner_id: 'user-realtor',
    owner: null,
    team_id: null,
    user_id: null,
    first_name: 'Jordan',
    last_name: 'Reyes',
    display_name: 'Jordan Reyes',
    emails: [{ label: 'personal', value: 'jordan@example.test' }],
    phones: [],
    address: null,
    types: ['buyer'],
    stage: 'active',
    lead_source: null,
    tags: [],
    price_min: null,
    price_max: null,
    areas_of_interest: [],
    birthday: null,
    home_anniversary: null,
    consent_email: false,
    consent_sms: false,
    notes: null,
    last_contacted_at: null,
    next_task_due_at: null,
    needs_attention: false,
    attention_reasons: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
