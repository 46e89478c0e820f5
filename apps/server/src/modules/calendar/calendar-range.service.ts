import type { CalendarRange, CalendarRangeQuery } from '@threshold/domain/calendar/calendar-range.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { findTeamMemberIds, teamBelongsTo } from '../organizations/organization-people.repository';
import { collectItems, todayIn } from './calendar-items.service';

/**
 * The members of a team the caller may filter by: any team of their organization for
 * organization-scope roles (brokers, admins), otherwise only the teams they belong to. Another
 * team answers 404, like a record outside scope (ADR 0135).
 */
async function teamPeople(db: Db, actor: Actor, teamId: string): Promise<string[]> {
  const orgWide = actor.isSystemAdmin || actor.scopes.transactionAccessScope === 'organization';
  const inScope = orgWide
    ? actor.organizationId !== null && (await teamBelongsTo(db, teamId, actor.organizationId))
    : actor.teamIds.includes(teamId);
  if (!inScope) throw notFound('Team');
  return findTeamMemberIds(db, [teamId]);
}

/** Whose entries the range keeps: one person, a team's members, both (the person if in the team), or everyone in scope. */
async function peopleOf(db: Db, actor: Actor, q: CalendarRangeQuery): Promise<string[] | undefined> {
  const team = q.team ? await teamPeople(db, actor, q.team) : undefined;
  if (!q.person) return team;
  return !team || team.includes(q.person) ? [q.person] : [];
}

/** GET /api/calendar: the merged entries of a range of local days. */
export async function getCalendarRange(db: Db, actor: Actor, q: CalendarRangeQuery): Promise<CalendarRange> {
  const { items, truncated } = await collectItems(db, actor, {
    fromDay: q.from,
    toDay: q.to,
    tz: q.tz,
    sources: q.sources,
    transactionId: q.transaction_id,
    people: await peopleOf(db, actor, q),
  });
  return {
    today: todayIn(q.tz),
    from: q.from,
    to: q.to,
    tz: q.tz,
    truncated,
    items: items.map(({ changedAt: _c, cancelled: _x, notes: _n, ...item }) => item),
  };
}
