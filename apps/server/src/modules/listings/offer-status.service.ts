import type { OfferStatusDto, RespondToCounterInput } from '@threshold/domain/listings/offer-status.contract';
import type { CounterTerms } from '@threshold/domain/listings/offer.contract';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { counterPatch, offerStatusOf, toCounterDto } from './offers.dto';
import {
  findCounters,
  getOfferByTokenHash,
  insertCounter,
  setCounterResponse,
  updateOfferRow,
  type OfferPatch,
} from './offers.repository';
import { hashStatusToken } from './offer-token';
import { attachmentsOfOffer } from './offer-attachments/offer-attachments.dto';

type TokenRow = NonNullable<Awaited<ReturnType<typeof getOfferByTokenHash>>>;

export async function loadByToken(db: DbOrTx, token: string, forUpdate = false) {
  const row = await getOfferByTokenHash(db, hashStatusToken(token), { forUpdate });
  // Same answer for a wrong token as for a missing offer: the link reveals nothing else.
  if (!row) throw new AppError('NOT_FOUND', 'No offer behind this status link');
  return row;
}

/** The seller's counter waiting for the buyer's answer, if any. */
async function pendingCounter(db: DbOrTx, offerId: string) {
  const last = (await findCounters(db, [offerId])).at(-1);
  return last && last.fromSide === 'seller' && last.response === null ? last : null;
}

async function toStatusDto(db: DbOrTx, row: TokenRow): Promise<OfferStatusDto> {
  const counters = await findCounters(db, [row.offer.id]);
  const status = offerStatusOf(row.offer);
  const last = counters.at(-1);
  const open = ['Submitted', 'Reviewed', 'Countered', 'Backup'].includes(status);
  return {
    status,
    address: {
      line1: row.property.addressLine1,
      line2: row.property.addressLine2,
      city: row.property.city,
      state: row.property.state,
      postal_code: row.property.postalCode,
    },
    price_cents: row.offer.priceCents,
    buyer_names: row.offer.buyerNames,
    submitted_at: row.offer.createdAt.toISOString(),
    counters: counters.map(toCounterDto),
    can_respond: status === 'Countered' && !!last && last.fromSide === 'seller' && last.response === null,
    can_withdraw: open,
    ...(await attachmentsOfOffer(db, row.offer.id, open)),
  };
}

export async function getOfferStatus(db: Db, token: string) {
  return toStatusDto(db, await loadByToken(db, token));
}

/**
 * The buyer's agent answers the seller's latest counter: accept (its terms become the offer's; the
 * offer is back with the listing side, Reviewed, to be accepted), reject, or counter back.
 */
export async function respondToCounter(
  db: Db,
  token: string,
  input: RespondToCounterInput,
  requestId?: string,
) {
  return db.transaction(async (tx) => {
    const row = await loadByToken(tx, token, true);
    const counter = offerStatusOf(row.offer) === 'Countered' ? await pendingCounter(tx, row.offer.id) : null;
    if (!counter) throw new AppError('CONFLICT', 'There is no counter waiting for your answer');
    const response =
      input.answer === 'accept' ? 'accepted' : input.answer === 'reject' ? 'rejected' : 'countered';
    await setCounterResponse(tx, row.offer.id, counter.round, response);
    let patch: OfferPatch;
    if (input.answer === 'accept')
      patch = { ...counterPatch(counter.terms as CounterTerms, row.offer), status: 'Reviewed' };
    else if (input.answer === 'reject') patch = { status: 'Rejected' };
    else {
      await insertCounter(tx, {
        offerId: row.offer.id,
        round: counter.round + 1,
        fromSide: 'buyer',
        terms: input.terms,
        message: input.message,
      });
      patch = { status: 'Countered' };
    }
    await updateOfferRow(tx, row.offer.id, undefined, patch);
    await audit(tx, row, `offer.counter_${response}`, requestId);
    return toStatusDto(tx, await loadByToken(tx, token));
  });
}

export async function withdrawOffer(db: Db, token: string, requestId?: string) {
  return db.transaction(async (tx) => {
    const row = await loadByToken(tx, token, true);
    if (!['Submitted', 'Reviewed', 'Countered', 'Backup'].includes(offerStatusOf(row.offer)))
      throw new AppError(
        'CONFLICT',
        `This offer is ${offerStatusOf(row.offer)}; it can no longer be withdrawn`,
      );
    await updateOfferRow(tx, row.offer.id, undefined, { status: 'Withdrawn' });
    await audit(tx, row, 'offer.withdraw', requestId);
    return toStatusDto(tx, await loadByToken(tx, token));
  });
}

const audit = (tx: DbOrTx, row: TokenRow, action: string, requestId?: string) =>
  writeAudit(tx, {
    organizationId: row.organizationId,
    actorUserId: null,
    action,
    entityType: 'offer',
    entityId: row.offer.id,
    before: { status: row.offer.status },
    requestId,
  });
