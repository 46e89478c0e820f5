import { isLikelyDuplicate, scoreDuplicate } from '@threshold/domain/contacts/duplicates';
import type {
  CheckDuplicatesInput,
  DuplicatePairDto,
} from '@threshold/domain/contacts/find-duplicates.contract';
import { buildNameKey, emailKey, phoneKey, uniqueKeys } from '@threshold/domain/contacts/normalize';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { loadCrmContext, requireContact } from './contacts.context';
import { displayName } from './contacts.derived';
import { findCandidatePairs, findDraftCandidates } from './contacts-duplicates.repository';
import { findVisibleContactsByIds, type ContactRow } from './contacts.repository';

function brief(row: ContactRow) {
  return {
    id: row.id,
    display_name: displayName(row.firstName, row.lastName),
    emails: row.emails,
    phones: row.phones,
    owner_id: row.ownerId,
    stage: row.stage,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Likely duplicates among the contacts the caller can see (or of one contact), best first. */
export async function findDuplicates(
  db: Db,
  actor: Actor,
  query: { contact_id?: string | undefined; limit: number },
) {
  const ctx = await loadCrmContext(db, actor);
  if (query.contact_id) await requireContact(db, ctx, query.contact_id);
  const pairs = await findCandidatePairs(db, ctx.visible, query.contact_id);
  const rows = await findVisibleContactsByIds(db, [...new Set(pairs.flat())], ctx.visible);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: DuplicatePairDto[] = [];
  for (const [a, b] of pairs) {
    const ra = byId.get(a);
    const rb = byId.get(b);
    if (!ra || !rb) continue;
    const score = scoreDuplicate(ra, rb);
    if (!isLikelyDuplicate(score)) continue;
    // The older record first: it is the natural survivor of a merge.
    const [first, second] = ra.createdAt <= rb.createdAt ? [ra, rb] : [rb, ra];
    items.push({ score: score.score, reasons: score.reasons, a: brief(first), b: brief(second) });
  }
  items.sort((x, y) => y.score - x.score || x.a.id.localeCompare(y.a.id));
  return { items: items.slice(0, query.limit) };
}

/** Quick add: who already matches this draft (before it is saved)? */
export async function checkDuplicates(db: Db, actor: Actor, draft: CheckDuplicatesInput) {
  const ctx = await loadCrmContext(db, actor);
  const keys = {
    emailKeys: uniqueKeys(
      draft.emails.map((e) => e.value),
      emailKey,
    ),
    phoneKeys: uniqueKeys(
      draft.phones.map((p) => p.value),
      phoneKey,
    ),
    nameKey: draft.first_name || draft.last_name ? buildNameKey(draft.first_name, draft.last_name) : '',
  };
  const ids = await findDraftCandidates(db, ctx.visible, keys);
  const rows = await findVisibleContactsByIds(db, ids, ctx.visible);
  const candidate = {
    firstName: draft.first_name,
    lastName: draft.last_name,
    emails: draft.emails,
    phones: draft.phones,
  };
  const items = rows
    .map((row) => ({ row, score: scoreDuplicate(candidate, row) }))
    .filter(({ score }) => isLikelyDuplicate(score))
    .sort((x, y) => y.score.score - x.score.score)
    .slice(0, 10)
    .map(({ row, score }) => ({ score: score.score, reasons: score.reasons, contact: brief(row) }));
  return { items };
}
