import type { PersonRef } from '@threshold/domain/contacts/contact.contract';
import { useMe } from '@/lib/auth/auth-context';
import { DEFAULT_URL_STATE } from '../lib/contacts-url-state';
import { useContactFacets } from './contacts-api';

/**
 * People a contact or task can go to. There is no member directory endpoint yet, so these are
 * the caller plus the owners of the contacts the caller can see (facets).
 */
export function useOwnerOptions(): PersonRef[] {
  const me = useMe();
  const facets = useContactFacets(DEFAULT_URL_STATE);
  const self: PersonRef = {
    id: me.user.id,
    first_name: me.profile.first_name,
    last_name: me.profile.last_name,
  };
  const others = (facets.data?.owners ?? []).flatMap((o) =>
    o.owner && o.owner.id !== me.user.id ? [o.owner] : [],
  );
  return [self, ...others];
}
