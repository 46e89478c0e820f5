import type {
  EnvelopeStatus,
  RecipientRole,
  RecipientStatus,
  SigningFieldKind,
} from '@threshold/domain/envelopes/envelope-enums';
import type { BadgeTone } from '@/components/ui/badge';

export const ENVELOPE_STATUS: Record<EnvelopeStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sent: { label: 'Out for signature', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  voided: { label: 'Voided', tone: 'muted' },
  expired: { label: 'Expired', tone: 'warning' },
};

export const RECIPIENT_STATUS: Record<RecipientStatus, string> = {
  waiting: 'Waiting for their turn',
  sent: 'Sent',
  completed: 'Done',
  declined: 'Declined',
};

export const ROLE_LABELS: Record<RecipientRole, string> = {
  signer: 'Signer',
  approver: 'Approver',
  viewer: 'Receives a copy',
};

export const SIGNING_FIELD_LABELS: Record<SigningFieldKind, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date_signed: 'Date signed',
  text: 'Text',
  checkbox: 'Checkbox',
};

export const SIGNING_FIELD_SIZES: Record<SigningFieldKind, { width: number; height: number }> = {
  signature: { width: 0.3, height: 0.05 },
  initials: { width: 0.08, height: 0.035 },
  date_signed: { width: 0.16, height: 0.025 },
  text: { width: 0.3, height: 0.025 },
  checkbox: { width: 0.025, height: 0.02 },
};

/** One colour per recipient (by position), each readable as a border on white and as a 20% fill. */
const RECIPIENT_COLORS = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7e22ce',
  '#b45309',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];
export const recipientColor = (index: number) => RECIPIENT_COLORS[index % RECIPIENT_COLORS.length]!;
