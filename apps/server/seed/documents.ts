import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { DocumentType } from '@threshold/domain/documents/document-enums';
import type { DbOrTx } from '../src/platform/db/client';
import { createRng } from '../src/platform/seeded-random';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { documentVersions, documents } from '../src/modules/documents/documents.schema';
import { documentTemplates } from '../src/modules/templates/templates.schema';
import { transactionChecklistItems } from '../src/modules/transactions/transaction-work.schema';
import { transactions } from '../src/modules/transactions/transactions.schema';
import { demoPdfs } from './documents-pdfs';
import type { SeededOrganization } from './organizations';

const PLAN: [string, DocumentType, string | null, boolean][] = [
  ['Purchase agreement', 'purchase_agreement', 'Contracts', true],
  ['Seller disclosure', 'disclosure', 'Disclosures', true],
  ['Home inspection report', 'inspection', 'Inspections', true],
  ['Appraisal', 'appraisal', null, false],
  ['Counter offer #1', 'addendum', 'Contracts', false],
  ['Pre-approval letter', 'other', null, false],
  ['Closing statement', 'closing', 'Closing', true],
];

/**
 * Demo documents and templates (issue 13): Harborview's four templates, and documents on 30 of its
 * deals — filed by the deal's agent, in folders, some shared with clients, one with two versions, one
 * in the trash, one linked to its checklist item. Files are content-addressed (`seed/<sha256>`): every
 * document reuses the same bytes, so seeding writes five small files however often it runs.
 */
export async function seedDocuments(
  db: DbOrTx,
  orgs: { harborview: SeededOrganization },
  storage: FileStorage,
) {
  const { forms, filed } = await demoPdfs();
  const store = async (bytes: Uint8Array) => {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = `seed/${sha256}`;
    if (!(await storage.stat(key))) await storage.put(key, Readable.from([Buffer.from(bytes)]));
    return { key, sha256, sizeBytes: bytes.length };
  };
  const org = orgs.harborview;
  const broker = org.users.get('broker')!;
  for (const form of forms) {
    const file = await store(form.bytes);
    await db.insert(documentTemplates).values({
      organizationId: org.id,
      name: form.name,
      category: form.category,
      dealType: form.dealType,
      storageKey: file.key,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      pages: form.pages,
      fields: form.fields,
      createdBy: broker,
    });
  }

  const file = await store(filed);
  const deals = await db
    .select({ id: transactions.id, ownerId: transactions.ownerId, title: transactions.title })
    .from(transactions)
    .where(eq(transactions.organizationId, org.id))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(30);
  const rng = createRng(1313);
  const base = Date.UTC(2026, 0, 5, 15);
  const docRows: (typeof documents.$inferInsert)[] = [];
  const versionRows: (typeof documentVersions.$inferInsert)[] = [];
  const links: { transactionId: string; documentId: string; name: string }[] = [];
  let n = 0;
  for (const deal of deals) {
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const [name, type, folder, shared] = PLAN[(n + i) % PLAN.length]!;
      const at = new Date(base + n * 3_600_000);
      n++;
      const id = rng.uuid();
      const twoVersions = n % 9 === 0;
      const deleted = n % 17 === 0;
      docRows.push({
        id,
        organizationId: org.id,
        ownerId: deal.ownerId,
        transactionId: deal.id,
        folder,
        name,
        documentType: type,
        sharedWithClients: shared && rng.next() < 0.7,
        currentVersion: twoVersions ? 2 : 1,
        deletedAt: deleted ? at : null,
        deletedBy: deleted ? deal.ownerId : null,
        createdAt: at,
        updatedAt: at,
      });
      for (const number of twoVersions ? [1, 2] : [1])
        versionRows.push({
          documentId: id,
          number,
          storageKey: file.key,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          source: 'upload',
          originalFilename: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}${number > 1 ? `-v${number}` : ''}.pdf`,
          uploadedBy: deal.ownerId,
          createdAt: new Date(at.getTime() + (number - 1) * 86_400_000),
        });
      if (type === 'purchase_agreement' && !deleted)
        links.push({ transactionId: deal.id, documentId: id, name });
    }
  }
  await db.insert(documents).values(docRows);
  await db.insert(documentVersions).values(versionRows);
  for (const link of links) await linkFirstChecklistItem(db, link.transactionId, link.documentId, link.name);
}

/** The deal's first checklist item points at its purchase agreement (the real link, ADR 0114). */
async function linkFirstChecklistItem(db: DbOrTx, transactionId: string, documentId: string, name: string) {
  const [item] = await db
    .select({ id: transactionChecklistItems.id })
    .from(transactionChecklistItems)
    .where(
      and(
        eq(transactionChecklistItems.transactionId, transactionId),
        eq(transactionChecklistItems.requiresDocument, true),
      ),
    )
    .orderBy(asc(transactionChecklistItems.position))
    .limit(1);
  if (!item) return;
  await db.update(documents).set({ checklistItemId: item.id }).where(eq(documents.id, documentId));
  await db
    .update(transactionChecklistItems)
    .set({ documentId, documentName: name })
    .where(eq(transactionChecklistItems.id, item.id));
}
