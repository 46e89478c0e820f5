import { Select } from '@/components/ui/select';
import { useMe } from '@/lib/auth/auth-context';
import { useDealOptions, usePeopleOptions, useTeamOptions } from '../api/link-options-api';
import type { CalendarFilters } from '../api/calendar-api';

interface Props {
  filters: CalendarFilters;
  onPerson: (id: string | null) => void;
  onTeam: (id: string | null) => void;
  onDeal: (id: string | null) => void;
}

/**
 * Whose entries: a person, a team (any of the organization's for brokers, otherwise the caller's
 * own teams — the server answers 404 for another) and a deal. Staff only; all kept in the URL.
 */
export function CalendarPeopleFilters({ filters, onPerson, onTeam, onDeal }: Props) {
  const me = useMe();
  const staff = me.permissions.includes('read:contacts');
  const orgWide = me.isSystemAdmin || me.accessScopes.transactionAccessScope === 'organization';
  const people = usePeopleOptions(staff);
  const orgTeams = useTeamOptions(staff && orgWide);
  const teams = orgWide ? (orgTeams.data?.items ?? []) : (me.primaryAffiliation?.teams ?? []);
  const deals = useDealOptions(me.permissions.includes('read:transactions'));
  const nameOf = (m: { first_name: string | null; last_name: string | null; email: string }) =>
    `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim() || m.email;
  return (
    <>
      {people.data ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Person
          <Select
            value={filters.person ?? ''}
            onChange={(e) => onPerson(e.target.value || null)}
            className="w-44"
          >
            <option value="">Everyone I can see</option>
            {people.data.items.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {nameOf(m)}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      {staff && teams.length ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Team
          <Select
            value={filters.team ?? ''}
            onChange={(e) => onTeam(e.target.value || null)}
            className="w-44"
          >
            <option value="">All teams</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      {deals.data?.items.length ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Deal
          <Select
            value={filters.deal ?? ''}
            onChange={(e) => onDeal(e.target.value || null)}
            className="w-48"
          >
            <option value="">All deals</option>
            {deals.data.items.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
    </>
  );
}
