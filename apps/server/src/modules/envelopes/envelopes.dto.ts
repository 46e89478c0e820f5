import type { EnvelopeDto } from '@threshold/domain/envelopes/envelope.contract';
import type {
  EnvelopeStatus,
  RecipientKind,
  RecipientRole,
  RecipientStatus,
  SigningFieldKind,
} from '@threshold/domain/envelopes/envelope-enums';
import type { EnvelopeWithDocument, EventRow, FieldRow, RecipientRow } from './envelopes.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toRecipientDto(r: RecipientRow) {
  return {
    id: r.id,
    key: r.key,
    kind: r.kind as RecipientKind,
    user_id: r.userId,
    participant_id: r.participantId,
    name: r.name,
    email: r.email,
    role: r.role as RecipientRole,
    routing_order: r.routingOrder,
    status: r.status as RecipientStatus,
    sent_at: iso(r.sentAt),
    completed_at: iso(r.completedAt),
    declined_reason: r.declinedReason,
  };
}

export const toEventDto = (e: EventRow) => ({
  at: e.at.toISOString(),
  action: e.action,
  actor_name: e.actorName,
  actor_email: e.actorEmail,
  ip_address: e.ipAddress,
  user_agent: e.userAgent,
  detail: e.detail,
});

export function toEnvelopeDto(
  row: EnvelopeWithDocument,
  parts: { recipients: RecipientRow[]; fields: FieldRow[]; events: EventRow[] },
): EnvelopeDto {
  const e = row.envelope;
  const keyOf = new Map(parts.recipients.map((r) => [r.id, r.key]));
  return {
    id: e.id,
    version: e.version,
    document_id: e.documentId,
    document_version: e.documentVersion,
    document_name: row.documentName,
    transaction_id: row.transactionId,
    title: e.title,
    message: e.message,
    status: e.status as EnvelopeStatus,
    current_order: e.currentOrder,
    expires_in_days: e.expiresInDays,
    expires_at: iso(e.expiresAt),
    void_reason: e.voidReason,
    sealed_document_version: e.sealedDocumentVersion,
    recipients: parts.recipients.filter((r) => r.envelopeId === e.id).map(toRecipientDto),
    fields: parts.fields
      .filter((f) => f.envelopeId === e.id)
      .map((f) => ({
        id: f.key,
        recipient_key: keyOf.get(f.recipientId) ?? '',
        kind: f.kind as SigningFieldKind,
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
        label: f.label,
        required: f.required,
      })),
    events: parts.events.filter((ev) => ev.envelopeId === e.id).map(toEventDto),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}
