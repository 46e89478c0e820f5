import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { ListTemplatesQuery } from '@threshold/domain/templates/template.contract';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { containsPattern } from '../../platform/db/like';
import { documentTemplates } from './templates.schema';

export type TemplateInsert = typeof documentTemplates.$inferInsert;

const columns = {
  template: documentTemplates,
  creatorName: users.name,
  sortAt: timestampText(documentTemplates.createdAt),
};
const select = (db: DbOrTx) =>
  db.select(columns).from(documentTemplates).leftJoin(users, eq(users.id, documentTemplates.createdBy));
export type TemplateRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** Templates belong to one organization; everyone there with read:templates sees them (ADR 0115). */
export async function findTemplate(
  db: DbOrTx,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  if (opts.forUpdate)
    await db
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, id))
      .for('update');
  const [row] = await select(db).where(
    and(
      eq(documentTemplates.id, id),
      eq(documentTemplates.organizationId, organizationId),
      isNull(documentTemplates.archivedAt),
    ),
  );
  return row ?? null;
}

export async function findTemplatePage(
  db: DbOrTx,
  organizationId: string,
  query: ListTemplatesQuery,
  after: { at: string; id: string } | null,
) {
  const rows = await select(db)
    .where(
      and(
        eq(documentTemplates.organizationId, organizationId),
        isNull(documentTemplates.archivedAt),
        query.category ? eq(documentTemplates.category, query.category) : undefined,
        query.deal_type
          ? sql`(${documentTemplates.dealType} is null or ${documentTemplates.dealType} = ${query.deal_type})`
          : undefined,
        query.q ? ilike(documentTemplates.name, containsPattern(query.q)) : undefined,
        after
          ? sql`(${documentTemplates.createdAt}, ${documentTemplates.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(documentTemplates.createdAt), desc(documentTemplates.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const items = more ? rows.slice(0, query.limit) : rows;
  const last = items.at(-1);
  return { rows: items, next: more && last ? { at: last.sortAt, id: last.template.id } : null };
}

export async function insertTemplate(tx: DbOrTx, row: TemplateInsert) {
  await tx.insert(documentTemplates).values(row);
}

export type TemplatePatch = Partial<
  Pick<TemplateInsert, 'name' | 'category' | 'dealType' | 'fields' | 'archivedAt'>
>;

export async function updateTemplateRow(
  tx: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  patch: TemplatePatch,
) {
  const rows = await tx
    .update(documentTemplates)
    .set({ ...patch, updatedAt: new Date(), version: sql`${documentTemplates.version} + 1` })
    .where(
      expectedVersion === undefined
        ? eq(documentTemplates.id, id)
        : and(eq(documentTemplates.id, id), eq(documentTemplates.version, expectedVersion)),
    )
    .returning({ id: documentTemplates.id });
  return rows.length > 0;
}
