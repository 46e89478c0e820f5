import { and, asc, eq, isNull } from 'drizzle-orm';
import { CONSUMER_DISCLOSURE_VERSION } from '@threshold/domain/envelopes/signing.contract';
import type { DbOrTx } from '../src/platform/db/client';
import { documents } from '../src/modules/documents/documents.schema';
import { completeEnvelope, type CompletionDeps } from '../src/modules/envelopes/envelope-completion';
import { findEnvelope } from '../src/modules/envelopes/envelopes.repository';
import {
  envelopeEvents,
  envelopeFields,
  envelopeRecipients,
  envelopes,
} from '../src/modules/envelopes/envelopes.schema';
import { dateSignedText } from '../src/modules/envelopes/signing-values';
import type { SeededOrganization } from './organizations';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const box = (kind: string, x: number, y: number, width: number, height: number, label: string) => ({
  kind,
  page: 1,
  x,
  y,
  width,
  height,
  label,
  required: true,
});

interface Person {
  key: string;
  kind: 'outside' | 'brokerage';
  name: string;
  email: string | null;
  /** Hours after sending that they signed; unset while they have not. */
  signedAfterHours?: number;
}
const outside = (key: string, name: string, signedAfterHours?: number): Person => ({
  key,
  kind: 'outside',
  name,
  signedAfterHours,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
});
const firm: Person = { key: 'firm', kind: 'brokerage', name: 'Harborview Realty', email: null };

/** Each envelope: when it was sent and its signers in routing order (1, 2). */
interface Plan {
  sentDaysAgo: number;
  people: Person[];
}
const PLANS: Plan[] = [
  { sentDaysAgo: 2, people: [outside('buyer', 'Jordan Avery', 1), outside('seller', 'Morgan Lee')] },
  { sentDaysAgo: 1, people: [firm, outside('client', 'Riley Chen')] },
  { sentDaysAgo: 6, people: [outside('buyer', 'Casey Morgan', 3), outside('seller', 'Sam Ortiz', 27)] },
];

const completes = (plan: Plan) => plan.people.every((p) => p.signedAfterHours !== undefined);

/**
 * Three demo envelopes on Harborview purchase agreements (ADR 0162, 0177): one where the buyer has
 * signed and the seller's turn has come, one waiting for the brokerage's signature (any delegated
 * signer completes it from the app), and — when `sealing` is given — one everyone signed, completed
 * through the real completion path (sealed, filed as the document's next version, on /verify).
 * Links of open envelopes are issued on first use; "New link" on the document page e-mails one.
 */
export async function seedEnvelopes(db: DbOrTx, org: SeededOrganization, sealing?: CompletionDeps) {
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
    .limit(PLANS.length);
  const now = Date.now();
  for (const [i, doc] of docs.entries()) {
    const plan = PLANS[i]!;
    if (!completes(plan)) await insertEnvelope(db, org.id, doc, plan, now);
    else if (sealing) {
      const row = await findEnvelope(db, await insertEnvelope(db, org.id, doc, plan, now));
      // After commit the real path mails copy links and notifies; the demo sends nothing.
      await completeEnvelope(sealing, db, row!, { ipAddress: null, userAgent: null });
    }
  }
}

/** One envelope as sent, with its recipients' progress so far; answers its id. */
async function insertEnvelope(
  db: DbOrTx,
  organizationId: string,
  doc: { id: string; name: string; ownerId: string | null; version: number },
  plan: Plan,
  now: number,
) {
  // Each step at a moment of its own: the trail lists events of equal time in no set order.
  const sentAt = new Date(now - plan.sentDaysAgo * DAY);
  const createdAt = new Date(sentAt.getTime() - 5 * 60_000);
  const signedAt = (p: Person) =>
    p.signedAfterHours === undefined ? null : new Date(sentAt.getTime() + p.signedAfterHours * HOUR);
  // Whose turn it is: the first who has not signed (all signed: the last one just did).
  const turn = plan.people.findIndex((p) => signedAt(p) === null);
  const current = turn === -1 ? plan.people.length - 1 : turn;
  const [envelope] = await db
    .insert(envelopes)
    .values({
      organizationId,
      documentId: doc.id,
      documentVersion: doc.version,
      title: `${doc.name} — signatures`,
      status: 'sent',
      currentOrder: current + 1,
      expiresAt: new Date(now + 28 * DAY),
      createdBy: doc.ownerId,
      sentAt,
      createdAt,
    })
    .returning({ id: envelopes.id });
  const envelopeId = envelope!.id;
  const turnStartedAt = (j: number) =>
    j === 0 ? sentAt : new Date(signedAt(plan.people[j - 1]!)!.getTime() + 1000);
  const recipients = await db
    .insert(envelopeRecipients)
    .values(
      plan.people.map((p, j) => {
        const at = signedAt(p);
        return {
          envelopeId,
          key: p.key,
          kind: p.kind,
          name: p.name,
          email: p.email,
          role: 'signer',
          routingOrder: j + 1,
          status: at ? 'completed' : j === turn ? 'sent' : 'waiting',
          sentAt: j <= current ? turnStartedAt(j) : null,
          consentedAt: at && new Date(at.getTime() - 10 * 60_000),
          completedAt: at,
        };
      }),
    )
    .returning();
  await db.insert(envelopeFields).values(
    recipients.flatMap((r, j) => {
      const y = 0.7 + j * 0.1;
      const at = r.completedAt;
      return [
        {
          envelopeId,
          recipientId: r.id,
          key: `${r.key}-sig`,
          ...box('signature', 0.1, y, 0.3, 0.05, 'Signature'),
          value: at && { text: r.name },
        },
        {
          envelopeId,
          recipientId: r.id,
          key: `${r.key}-date`,
          ...box('date_signed', 0.55, y + 0.02, 0.16, 0.025, 'Date'),
          value: at && { text: dateSignedText(at) },
        },
      ];
    }),
  );
  type Actor = { recipientId: string | null; actorName: string; actorEmail: string | null };
  const agent: Actor = { recipientId: null, actorName: 'Harborview agent', actorEmail: null };
  const system: Actor = { recipientId: null, actorName: 'Threshold', actorEmail: null };
  const event = (action: string, at: Date, actor: Actor, detail: string) => ({
    envelopeId,
    action,
    at,
    ...actor,
    ipAddress: null,
    userAgent: null,
    detail,
  });
  await db.insert(envelopeEvents).values([
    event('created', createdAt, agent, `From version ${doc.version}`),
    event('sent', sentAt, agent, `To ${recipients[0]!.name}`),
    ...recipients.flatMap((r, j) => {
      if (!r.completedAt) return [];
      const signer: Actor = { recipientId: r.id, actorName: r.name, actorEmail: r.email };
      const next = recipients[j + 1];
      return [
        event(
          'consented',
          r.consentedAt!,
          signer,
          `Agreed to do business electronically (disclosure ${CONSUMER_DISCLOSURE_VERSION})`,
        ),
        event('signed', r.completedAt, signer, '2 fields completed'),
        ...(next ? [event('sent', turnStartedAt(j + 1), system, `To ${next.name}`)] : []),
      ];
    }),
  ]);
  return envelopeId;
}
