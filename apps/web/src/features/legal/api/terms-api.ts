import { TermsStatusDto, type AcceptTermsInput } from '@threshold/domain/onboarding/accept-terms.contract';
import { api } from '@/lib/api-client';

/** Records that the signed-in user accepted the versions they were shown. */
export function acceptTerms(input: AcceptTermsInput) {
  return api.post('/api/me/terms', input, { schema: TermsStatusDto });
}
