/** AcceptTerms (issue 17 item 4, ADR 0143): the versions in force and who accepted them, when. */
import { LEGAL_VERSIONS } from '@threshold/domain/onboarding/legal-versions';
import type { AcceptTermsInput, TermsStatusDto } from '@threshold/domain/onboarding/accept-terms.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { findAcceptance, insertAcceptance } from './legal-acceptances.repository';

export const TERMS_CHANGED_MESSAGE =
  'The terms or the privacy policy changed while you were reading them. Review the current versions and accept again.';

export async function getTermsStatus(db: DbOrTx, userId: string): Promise<TermsStatusDto> {
  const acceptedAt = await findAcceptance(db, userId, LEGAL_VERSIONS);
  return {
    terms_version: LEGAL_VERSIONS.terms,
    privacy_version: LEGAL_VERSIONS.privacy,
    accepted_at: acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Records that the caller accepted the versions they were shown. Versions other than those in force
 * (a page open across a release) are refused rather than recorded as accepting text they never saw.
 * Accepting again keeps the first acceptance of these versions.
 */
export async function acceptTerms(
  db: Db,
  actor: Actor,
  input: AcceptTermsInput,
  requestId: string,
): Promise<TermsStatusDto> {
  const outdated = {
    ...(input.terms_version !== LEGAL_VERSIONS.terms && { terms_version: TERMS_CHANGED_MESSAGE }),
    ...(input.privacy_version !== LEGAL_VERSIONS.privacy && { privacy_version: TERMS_CHANGED_MESSAGE }),
  };
  if (Object.keys(outdated).length > 0)
    throw new AppError('VALIDATION_FAILED', TERMS_CHANGED_MESSAGE, outdated);
  return db.transaction(async (tx) => {
    const existing = await findAcceptance(tx, actor.userId, LEGAL_VERSIONS);
    if (!existing) {
      await insertAcceptance(tx, actor.userId, LEGAL_VERSIONS);
      await writeAudit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'legal.accepted',
        entityType: 'user',
        entityId: actor.userId,
        after: { terms_version: LEGAL_VERSIONS.terms, privacy_version: LEGAL_VERSIONS.privacy },
        requestId,
      });
    }
    return getTermsStatus(tx, actor.userId);
  });
}
