import { CONTACT_STAGES, CONTACT_TYPES } from '@threshold/domain/contacts/contact.contract';
import type { ContactFacetsDto } from '@threshold/domain/contacts/get-contact-facets.contract';
import { BellRing, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth/auth-context';
import { personName, sourceLabel, STAGE_LABELS, TYPE_LABELS } from '../lib/contact-labels';
import { activeFilterCount, clearFilters, type ContactsUrlState } from '../lib/contacts-url-state';
import { FilterMenu, type FilterOption } from './filter-menu';

interface ContactsFiltersProps {
  state: ContactsUrlState;
  facets: ContactFacetsDto | undefined;
  onChange: (patch: Partial<ContactsUrlState>) => void;
}

const countOf = (list: { value: string; count: number }[] | undefined, value: string) =>
  list?.find((item) => item.value === value)?.count ?? 0;

/** "Me" (the `me` keyword, so a shared link means the reader), then the other owners, then leads. */
function ownerOptions(facets: ContactFacetsDto | undefined, myId: string): FilterOption[] {
  const owners = facets?.owners ?? [];
  const mine = owners.find((o) => o.owner?.id === myId);
  return [
    { value: 'me', label: 'Me', count: mine?.count ?? 0 },
    ...owners.flatMap(({ owner, count }) =>
      owner && owner.id !== myId ? [{ value: owner.id, label: personName(owner), count }] : [],
    ),
    ...owners.flatMap(({ owner, count }) =>
      owner ? [] : [{ value: 'unassigned', label: 'Unassigned leads', count }],
    ),
  ];
}

/** Type, stage, tag, owner and source menus, the needs-attention switch and "Clear filters". */
export function ContactsFilters({ state, facets, onChange }: ContactsFiltersProps) {
  const me = useMe();
  const active = activeFilterCount(state);
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filters">
      <FilterMenu
        label="Type"
        options={CONTACT_TYPES.map((t) => ({
          value: t,
          label: TYPE_LABELS[t],
          count: countOf(facets?.types, t),
        }))}
        selected={state.type}
        onChange={(type) => onChange({ type: type as ContactsUrlState['type'] })}
      />
      <FilterMenu
        label="Stage"
        options={CONTACT_STAGES.map((s) => ({
          value: s,
          label: STAGE_LABELS[s],
          count: countOf(facets?.stages, s),
        }))}
        selected={state.stage}
        onChange={(stage) => onChange({ stage: stage as ContactsUrlState['stage'] })}
      />
      <FilterMenu
        label="Tag"
        options={(facets?.tags ?? []).map((t) => ({ value: t.value, label: t.value, count: t.count }))}
        selected={state.tag}
        onChange={(tag) => onChange({ tag })}
      />
      <FilterMenu
        label="Owner"
        options={ownerOptions(facets, me.user.id)}
        selected={state.owner}
        onChange={(owner) => onChange({ owner })}
      />
      <FilterMenu
        label="Source"
        options={(facets?.sources ?? []).map((s) => ({
          value: s.value,
          label: sourceLabel(s.value),
          count: s.count,
        }))}
        selected={state.source}
        onChange={(source) => onChange({ source })}
      />
      <Button
        size="sm"
        variant={state.attention ? 'primary' : 'secondary'}
        aria-pressed={state.attention}
        onClick={() => onChange({ attention: !state.attention })}
      >
        <BellRing aria-hidden="true" className="h-4 w-4" />
        Needs attention
        {facets ? <span className="text-xs">({facets.needs_attention.toLocaleString()})</span> : null}
      </Button>
      {active > 0 ? (
        <Button size="sm" variant="ghost" onClick={() => onChange(clearFilters(state))}>
          <X aria-hidden="true" className="h-4 w-4" />
          Clear filters ({active})
        </Button>
      ) : null}
    </div>
  );
}
