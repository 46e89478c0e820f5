import { CONTACT_STAGES, type ContactStage } from '@threshold/domain/contacts/contact.contract';
import type { ContactFacetsDto } from '@threshold/domain/contacts/get-contact-facets.contract';
import type { ContactFilters } from '@threshold/domain/contacts/list-contacts.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { countContactFacets } from './contacts-facets.repository';
import { contactSelection, loadCrmContext } from './contacts.context';

/** Counts for filter menus and the stage board (each facet ignores its own filter). */
export async function getContactFacets(
  db: Db,
  actor: Actor,
  filters: ContactFilters,
): Promise<ContactFacetsDto> {
  const ctx = await loadCrmContext(db, actor);
  const facets = await countContactFacets(db, contactSelection(ctx, filters));
  const stageCount = new Map(facets.stages.map((s) => [s.value, s.count]));
  return {
    total: facets.total,
    needs_attention: facets.attention,
    stages: CONTACT_STAGES.map((value: ContactStage) => ({ value, count: stageCount.get(value) ?? 0 })),
    types: facets.types.map((t) => ({ value: t.value, count: t.count })),
    tags: facets.tags.map((t) => ({ value: t.value, count: t.count })),
    sources: facets.sources.map((s) => ({ value: s.value ?? '', count: s.count })),
    owners: facets.owners.map((o) => ({
      owner: o.id ? { id: o.id, first_name: o.firstName, last_name: o.lastName } : null,
      count: o.count,
    })),
  };
}
