import { eq } from 'drizzle-orm';
import type { ListingStatus } from '@threshold/domain/listings/listing-status';
import type { RoleKey } from '@threshold/domain/roles';
import { users } from '../src/platform/auth/auth.schema';
import { loadActor } from '../src/platform/authz/actor';
import type { Db, DbOrTx } from '../src/platform/db/client';
import { contacts } from '../src/modules/contacts/contacts.schema';
import { replaceListingAgents, replaceListingSellers } from '../src/modules/listings/listings.repository';
import { acceptOffer } from '../src/modules/listings/offer-accept.service';
import { seedListings, seedOffers } from './listings-factory';
import type { SeededOrganization } from './organizations';

type Plan = [ListingStatus, RoleKey, 'sale' | 'rent'][];
const times = (n: number, row: Plan[number]): Plan => Array.from({ length: n }, () => row);

/**
 * 40 Harborview listings, mostly Active, Coming Soon, Pending and Closed, every RESO status at least
 * once. The first three Active ones (the realtor's, the broker's, the team leader's) take offers; the
 * first is sold by the demo seller client (seller@demo.test). Two of the broker's have a co-listing agent.
 */
const HARBORVIEW_PLAN: Plan = [
  ['Active', 'realtor', 'sale'],
  ['Active', 'broker', 'sale'],
  ['Active', 'team_leader', 'sale'],
  ...times(4, ['Active', 'realtor', 'sale']),
  ['Active', 'broker', 'sale'],
  ['Active', 'managing_broker', 'sale'],
  ...times(2, ['Active', 'team_leader', 'sale']),
  ...times(2, ['Active', 'leasing_agent', 'rent']),
  ...times(3, ['ComingSoon', 'realtor', 'sale']),
  ['ComingSoon', 'broker', 'sale'],
  ...times(2, ['ComingSoon', 'team_leader', 'sale']),
  ['ActiveUnderContract', 'broker', 'sale'],
  ['ActiveUnderContract', 'realtor', 'sale'],
  ...times(3, ['Pending', 'realtor', 'sale']),
  ...times(3, ['Pending', 'team_leader', 'sale']),
  ['Pending', 'broker', 'sale'],
  ['Hold', 'realtor', 'sale'],
  ['Withdrawn', 'broker', 'sale'],
  ['Withdrawn', 'leasing_agent', 'rent'],
  ['Expired', 'realtor', 'sale'],
  ['Expired', 'team_leader', 'sale'],
  ['Canceled', 'leasing_agent', 'rent'],
  ...times(4, ['Closed', 'realtor', 'sale']),
  ['Closed', 'broker', 'sale'],
  ['Closed', 'team_leader', 'sale'],
];

/** Demo listings: Harborview (see the plan) with offers, one accepted into a deal; four Lakeside ones. */
export async function seedDemoListings(
  db: DbOrTx,
  orgs: { harborview: SeededOrganization; lakeside: SeededOrganization },
) {
  const harborview = await seedListings(db, orgs.harborview, {
    seed: 12,
    city: 'Harborview',
    postalCode: '98110',
    plan: HARBORVIEW_PLAN,
  });
  const lakeside = await seedListings(db, orgs.lakeside, {
    seed: 13,
    city: 'Lakeside',
    postalCode: '98220',
    plan: [
      ['Active', 'realtor', 'sale'],
      ['ComingSoon', 'realtor', 'sale'],
      ['Pending', 'broker', 'sale'],
      ['Closed', 'broker', 'sale'],
    ],
  });
  const offers = await seedOffers(db, harborview, { seed: 14, withOffers: 3, escalationOn: 0 });
  await seedOffers(db, lakeside, { seed: 15, withOffers: 0, escalationOn: null });
  const seller = orgs.harborview.users.get('seller');
  const [simon] = seller
    ? await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, seller))
    : [];
  if (simon) await replaceListingSellers(db, harborview[0]!.id, [simon.id]);
  // Co-listing agents (ADR 0145): the team leader co-lists the broker's listing that takes offers,
  // and the realtor co-lists another Active listing of the broker's.
  const coAgents: [number, RoleKey][] = [
    [1, 'team_leader'],
    [7, 'realtor'],
  ];
  for (const [index, role] of coAgents) {
    const listing = harborview[index];
    const coAgent = orgs.harborview.users.get(role);
    if (listing && coAgent && coAgent !== listing.ownerId)
      await replaceListingAgents(db, listing.id, [
        { userId: listing.ownerId, primary: true },
        { userId: coAgent, primary: false },
      ]);
  }
  const toAccept = offers[2]?.find((o) => o.status === 'Submitted');
  if (toAccept) await acceptAsListingAgent(db, toAccept.id, harborview[2]!.ownerId);
  return { harborview, lakeside };
}

/**
 * Accepts an offer through the product's own accept (the deal, its participants and key dates as an
 * agent's click makes them). Its notices are recorded in the outbox like any other e-mail.
 */
async function acceptAsListingAgent(db: DbOrTx, offerId: string, agentId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, agentId));
  const actor = await loadActor(db, user!);
  await acceptOffer(db as Db, actor, offerId, {});
}
