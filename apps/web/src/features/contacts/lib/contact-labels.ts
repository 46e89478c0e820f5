import type { ContactStage, ContactType } from '@threshold/domain/contacts/contact.contract';
import type { ActivityKind } from '@threshold/domain/contacts/contact-activity.contract';
import type { ClientRole, InvitationStatus } from '@threshold/domain/contacts/client-invitation.contract';
import type { BadgeTone } from '@/components/ui/badge';

export const STAGE_LABELS: Record<ContactStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  active: 'Active',
  under_contract: 'Under contract',
  closed: 'Closed',
  nurture: 'Nurture',
  lost: 'Lost',
};

export const STAGE_TONES: Record<ContactStage, BadgeTone> = {
  new: 'info',
  contacted: 'neutral',
  qualified: 'brand',
  active: 'success',
  under_contract: 'warning',
  closed: 'success',
  nurture: 'muted',
  lost: 'danger',
};

export const TYPE_LABELS: Record<ContactType, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  landlord: 'Landlord',
  renter: 'Renter',
  investor: 'Investor',
  vendor: 'Vendor',
  agent: 'Agent',
  other: 'Other',
};

export const CLIENT_ROLE_LABELS: Record<ClientRole, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  landlord: 'Landlord',
  renter: 'Renter',
  investor: 'Investor',
};

export const INVITATION_STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'muted',
};

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  call: 'Call',
  email: 'E-mail',
  meeting: 'Meeting',
  showing: 'Showing',
  note: 'Note',
  stage_change: 'Stage changed',
  deal_event: 'Deal',
  task_completed: 'Task completed',
  merge: 'Merged',
  invitation: 'Invitation',
  import: 'Imported',
  assignment: 'Owner changed',
};

const SOURCE_WORDS: Record<string, string> = {
  'realtor.com': 'Realtor.com',
  open_house: 'Open house',
  sign_call: 'Sign call',
  past_client: 'Past client',
};

/** "open_house" → "Open house"; free-text sources are shown as typed. */
export function sourceLabel(source: string): string {
  if (SOURCE_WORDS[source]) return SOURCE_WORDS[source];
  if (!/^[a-z_]+$/.test(source)) return source;
  const words = source.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function personName(person: { first_name: string | null; last_name: string | null } | null): string {
  if (!person) return 'Unassigned';
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || 'Unnamed';
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatPrice(value: number): string {
  return money.format(value);
}

export function formatPriceRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `${formatPrice(min)} – ${formatPrice(max)}`;
  return min !== null ? `from ${formatPrice(min)}` : `up to ${formatPrice(max!)}`;
}

export const ATTENTION_LABELS = {
  overdue_task: 'Overdue follow-up',
  no_recent_contact: 'No recent contact',
} as const;
