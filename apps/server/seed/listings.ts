import type { DbOrTx } from '../src/platform/db/client';
import { seedListings, seedOffers } from './listings-factory';
import type { SeededOrganization } from './organizations';

/** Demo listings: Harborview across every RESO status with offer links and offers on three, a few Lakeside ones. */
export async function seedDemoListings(
  db: DbOrTx,
  orgs: { harborview: SeededOrganization; lakeside: SeededOrganization },
) {
  const harborview = await seedListings(db, orgs.harborview, {
    seed: 12,
    city: 'Harborview',
    postalCode: '98110',
    plan: [
      ['Active', 'realtor', 'sale'],
      ['Active', 'realtor', 'sale'],
      ['Active', 'broker', 'sale'],
      ['Active', 'team_leader', 'sale'],
      ['Active', 'realtor', 'sale'],
      ['Active', 'leasing_agent', 'rent'],
      ['ComingSoon', 'realtor', 'sale'],
      ['ActiveUnderContract', 'broker', 'sale'],
      ['Pending', 'team_leader', 'sale'],
      ['Hold', 'realtor', 'sale'],
      ['Withdrawn', 'broker', 'sale'],
      ['Expired', 'realtor', 'sale'],
      ['Closed', 'team_leader', 'sale'],
      ['Canceled', 'leasing_agent', 'rent'],
    ],
  });
  const lakeside = await seedListings(db, orgs.lakeside, {
    seed: 13,
    city: 'Lakeside',
    postalCode: '98220',
    plan: [
      ['Active', 'realtor', 'sale'],
      ['Pending', 'broker', 'sale'],
    ],
  });
  await seedOffers(db, harborview, { seed: 14, withOffers: 3 });
  await seedOffers(db, lakeside, { seed: 15, withOffers: 0 });
  return { harborview, lakeside };
}
