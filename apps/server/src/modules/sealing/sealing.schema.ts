import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { documents } from '../documents/documents.schema';
import { envelopes } from '../envelopes/envelopes.schema';
import { organizations } from '../organizations/organizations.schema';
import type { SealAuditEvent, SealCertificate } from './seal-pdf';

/**
 * The certificate an organization's sealed PDFs are signed with when no PKCS#12 file is configured
 * (ADR 0160): generated on first use, one per organization. The private key is stored only encrypted
 * with a key derived from the server secret (AES-256-GCM); the certificate itself is public.
 */
export const organizationSigningKeys = pgTable(
  'organization_signing_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    certificatePem: text('certificate_pem').notNull(),
    /** base64(iv ‖ auth tag ‖ ciphertext) of the PKCS#8 DER private key. */
    encryptedPrivateKey: text('encrypted_private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organization_signing_keys_org_uq').on(t.organizationId)],
);

/** A record with its dates as ISO strings, as JSON keeps them. */
type WithIsoDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** The audit-trail snapshot kept with a sealed document: what the certificate page shows, dates as ISO. */
export type StoredSealCertificate = Omit<SealCertificate, 'recipients' | 'events'> & {
  recipients: Array<WithIsoDates<SealCertificate['recipients'][number]>>;
  events: Array<WithIsoDates<SealAuditEvent>>;
};

/**
 * One sealed PDF (ADR 0160/0161): the hashes the public verify page looks up and the audit trail it
 * shows. Its envelope cannot be deleted while it exists (ADR 0177); deleting the document or the
 * organization removes both.
 */
export const sealedDocuments = pgTable(
  'sealed_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => envelopes.id, { onDelete: 'restrict' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    documentVersion: integer('document_version').notNull(),
    originalSha256: text('original_sha256').notNull(),
    sealedSha256: text('sealed_sha256').notNull(),
    title: text('title').notNull(),
    certificate: jsonb('certificate').$type<StoredSealCertificate>().notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sealed_documents_sealed_sha256_uq').on(t.sealedSha256),
    index('sealed_documents_envelope_idx').on(t.envelopeId),
    index('sealed_documents_document_idx').on(t.documentId),
  ],
);
