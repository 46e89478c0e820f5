import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db/client';
import { documents } from '../src/modules/documents/documents.schema';
import {
  envelopeEvents,
  envelopeFields,
  envelopeRecipients,
  envelopes,
} from '../src/modules/envelopes/envelopes.schema';
import { dateSignedText } from '../src/modules/envelopes/signing-values';
import type { SeededOrganization } from './organizations';

const DAY = 86_400_000;
const sig = (y: number) => ({
  kind: 'signature',
  page: 1,
  x: 0.1,
  y,
  width: 0.3,
  height: 0.05,
  label: 'Signature',
  required: true,
});
const dated = (y: number) => ({
  kind: 'date_signed',
  page: 1,
  x: 0.55,
  y: y + 0.02,
  width: 0.16,
  height: 0.025,
  label: 'Date',
  required: true,
});

/**
 * Two demo envelopes in progress on Harborview purchase agreements (ADR 0162): one where the buyer
 * has signed and the seller's turn has come, one waiting for the brokerage's signature (any delegated
 * signer completes it from the app). Links are issued on first use (the seed has no server secret);
 * "New link" on the document page e-mails one.
 */
export async function seedEnvelopes(db: DbOrTx, org: SeededOrganization) {
  const docs = await db
    .select({
      id: documents.id,
      name: documents.name,
      ownerId: documents.ownerId,
      version: documents.currentVersion,
    })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, org.id),
        eq(documents.documentType, 'purchase_agreement'),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.createdAt))
    .limit(2);
  const now = Date.now();
  for (const [i, doc] of docs.entries()) {
    const sentAt = new Date(now - (2 - i) * DAY);
    const [envelope] = await db
      .insert(envelopes)
      .values({
        organizationId: org.id,
        documentId: doc.id,
        documentVersion: doc.version,
        title: `${doc.name} — signatures`,
        status: 'sent',
        currentOrder: i === 0 ? 2 : 1,
        expiresAt: new Date(now + 28 * DAY),
        createdBy: doc.ownerId,
        sentAt,
        createdAt: sentAt,
      })
      .returning({ id: envelopes.id });
    const envelopeId = envelope!.id;
    const people: Omit<typeof envelopeRecipients.$inferInsert, 'envelopeId'>[] =
      i === 0
        ? [
            {
              key: 'buyer',
              kind: 'outside',
              name: 'Jordan Avery',
              email: 'jordan.avery@example.com',
              role: 'signer',
              routingOrder: 1,
              status: 'completed',
              completedAt: new Date(sentAt.getTime() + 3_600_000),
              consentedAt: new Date(sentAt.getTime() + 3_000_000),
            },
            {
              key: 'seller',
              kind: 'outside',
              name: 'Morgan Lee',
              email: 'morgan.lee@example.com',
              role: 'signer',
              routingOrder: 2,
              status: 'sent',
              sentAt: new Date(sentAt.getTime() + 3_600_000),
            },
          ]
        : [
            {
              key: 'firm',
              kind: 'brokerage',
              name: 'Harborview Realty',
              email: null,
              role: 'signer',
              routingOrder: 1,
              status: 'sent',
              sentAt,
            },
            {
              key: 'client',
              kind: 'outside',
              name: 'Riley Chen',
              email: 'riley.chen@example.com',
              role: 'signer',
              routingOrder: 2,
              status: 'waiting',
            },
          ];
    const inserted = await db
      .insert(envelopeRecipients)
      .values(people.map((p) => ({ ...p, envelopeId })))
      .returning({ id: envelopeRecipients.id, key: envelopeRecipients.key });
    const idOf = new Map(inserted.map((r) => [r.key, r.id]));
    const [first, second] = people;
    await db.insert(envelopeFields).values([
      {
        envelopeId,
        recipientId: idOf.get(first!.key)!,
        key: `${first!.key}-sig`,
        ...sig(0.7),
        value: i === 0 ? { text: 'Jordan Avery' } : null,
      },
      {
        envelopeId,
        recipientId: idOf.get(first!.key)!,
        key: `${first!.key}-date`,
        ...dated(0.7),
        value: i === 0 ? { text: dateSignedText(first!.completedAt!) } : null,
      },
      { envelopeId, recipientId: idOf.get(second!.key)!, key: `${second!.key}-sig`, ...sig(0.8) },
      { envelopeId, recipientId: idOf.get(second!.key)!, key: `${second!.key}-date`, ...dated(0.8) },
    ]);
    const event = (
      action: string,
      at: Date,
      actorName: string,
      actorEmail: string | null,
      detail: string | null,
    ) => ({ envelopeId, action, at, actorName, actorEmail, ipAddress: null, userAgent: null, detail });
    await db
      .insert(envelopeEvents)
      .values([
        event('created', sentAt, 'Harborview agent', null, `From version ${doc.version}`),
        event('sent', sentAt, 'Harborview agent', null, `To ${first!.name}`),
        ...(i === 0
          ? [
              event(
                'consented',
                first!.consentedAt!,
                first!.name,
                first!.email ?? null,
                'Agreed to do business electronically (disclosure 2026-11)',
              ),
              event('signed', first!.completedAt!, first!.name, first!.email ?? null, '2 fields completed'),
              event('sent', first!.completedAt!, 'Threshold', null, `To ${second!.name}`),
            ]
          : []),
      ]);
  }
}
