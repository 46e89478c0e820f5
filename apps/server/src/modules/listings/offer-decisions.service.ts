import type { CounterTerms, OfferStatus } from '@threshold/domain/listings/offer.contract';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { assertCanManageListings } from './listing-access';
import type { ListingRow } from './listings.repository';
import { offerStatusOf } from './offers.dto';
import {
  findCounters,
  insertCounter,
  updateOfferRow,
  type OfferPatch,
  type OfferRow,
} from './offers.repository';
import { getOffer, loadOffer } from './offers.service';

export interface DecisionOptions {
  requestId?: string;
  expectedVersion?: number;
}

/** Locks an offer (and checks its listing's scope) for a decision of the listing side. */
export async function lockOfferForDecision(tx: DbOrTx, actor: Actor, id: string, expectedVersion?: number) {
  assertCanManageListings(actor);
  const loaded = await loadOffer(tx, actor, id, { forUpdate: true });
  if (expectedVersion !== undefined && loaded.offer.version !== expectedVersion)
    await refuseStaleOffer(tx, actor, loaded.offer.id);
  return loaded;
}

export async function refuseStaleOffer(tx: DbOrTx, actor: Actor, id: string): Promise<never> {
  throw staleVersion(await getOffer(tx, actor, id), await latestChangeOf(tx, 'offer', id));
}

export function assertDecidable(offer: OfferRow, allowed: readonly OfferStatus[]) {
  const status = offerStatusOf(offer);
  if (!allowed.includes(status))
    throw new AppError('CONFLICT', `This offer is ${status}; it cannot be answered that way now`);
}

/** Writes the change, audits it on the offer and answers the offer as the grid shows it. */
export async function applyOfferChange(
  tx: DbOrTx,
  actor: Actor,
  loaded: { offer: OfferRow; listing: ListingRow },
  patch: OfferPatch,
  action: string,
  options: DecisionOptions,
) {
  if (!(await updateOfferRow(tx, loaded.offer.id, options.expectedVersion, patch)))
    await refuseStaleOffer(tx, actor, loaded.offer.id);
  await writeAudit(tx, {
    organizationId: loaded.listing.listing.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: 'offer',
    entityId: loaded.offer.id,
    before: { status: loaded.offer.status },
    after: { status: patch.status ?? loaded.offer.status },
    requestId: options.requestId,
  });
  return getOffer(tx, actor, loaded.offer.id);
}

/** The listing side proposes changed terms; a new round is kept and the offer is Countered. */
export async function counterOffer(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: { terms: CounterTerms; message: string | null },
  options: DecisionOptions,
) {
  return db.transaction(async (tx) => {
    const loaded = await lockOfferForDecision(tx, actor, id, options.expectedVersion);
    assertDecidable(loaded.offer, ['Submitted', 'Reviewed', 'Countered', 'Backup']);
    const rounds = await findCounters(tx, [loaded.offer.id]);
    const last = rounds.at(-1);
    if (last && last.fromSide === 'seller' && last.response === null)
      throw new AppError('CONFLICT', 'Your last counter is still waiting for the buyer’s answer');
    await insertCounter(tx, {
      offerId: loaded.offer.id,
      round: (last?.round ?? 0) + 1,
      fromSide: 'seller',
      terms: input.terms,
      message: input.message,
      createdBy: actor.userId,
    });
    return applyOfferChange(tx, actor, loaded, { status: 'Countered' }, 'offer.counter', options);
  });
}

export async function rejectOffer(db: DbOrTx, actor: Actor, id: string, options: DecisionOptions) {
  return db.transaction(async (tx) => {
    const loaded = await lockOfferForDecision(tx, actor, id, options.expectedVersion);
    assertDecidable(loaded.offer, ['Submitted', 'Reviewed', 'Countered', 'Backup']);
    return applyOfferChange(tx, actor, loaded, { status: 'Rejected' }, 'offer.reject', options);
  });
}

/** After another offer was accepted: keep this one as a backup. */
export async function backupOffer(db: DbOrTx, actor: Actor, id: string, options: DecisionOptions) {
  return db.transaction(async (tx) => {
    const loaded = await lockOfferForDecision(tx, actor, id, options.expectedVersion);
    assertDecidable(loaded.offer, ['Submitted', 'Reviewed', 'Countered']);
    return applyOfferChange(tx, actor, loaded, { status: 'Backup' }, 'offer.backup', options);
  });
}

/** Internal notes of the listing side (never shown through the portal or the status link). */
export async function updateOfferNotes(
  db: DbOrTx,
  actor: Actor,
  id: string,
  internalNotes: string | null,
  options: DecisionOptions,
) {
  return db.transaction(async (tx) => {
    const loaded = await lockOfferForDecision(tx, actor, id, options.expectedVersion);
    return applyOfferChange(tx, actor, loaded, { internalNotes }, 'offer.notes', options);
  });
}

/** Marks a Submitted offer as looked at (the grid's "Reviewed"). */
export async function reviewOffer(db: DbOrTx, actor: Actor, id: string, options: DecisionOptions) {
  return db.transaction(async (tx) => {
    const loaded = await lockOfferForDecision(tx, actor, id, options.expectedVersion);
    assertDecidable(loaded.offer, ['Submitted']);
    return applyOfferChange(tx, actor, loaded, { status: 'Reviewed' }, 'offer.review', options);
  });
}
