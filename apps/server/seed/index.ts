import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client';
import { users } from '../src/platform/auth/auth.schema';
import { HARBORVIEW, LAKESIDE } from './demo-brokerage';
import { seedOrganization, type SeededOrganization } from './organizations';
import { seedContacts } from './contacts';
import { seedTransactions } from './transactions';
import { seedCalendar, seedListingOpenHouses } from './calendar';
import { seedTeamArea } from './team';
import { seedDemoListings } from './listings';
import { seedMessaging } from './messaging';
import { seedRentals } from './rentals';
import { seedDocuments } from './documents';
import { seedEnvelopes } from './envelopes';
import { seedListingPhotos } from './listing-photos';
import type { FileStorage } from '../src/platform/storage/file-storage';

export interface DemoSeed {
  harborview: SeededOrganization;
  lakeside: SeededOrganization;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo brokerages in one transaction: all or nothing. With `storage`, also the demo
 * documents and templates (their PDFs are written there; without it they are left out).
 */
export async function seedDemo(db: Db, options: { storage?: FileStorage } = {}): Promise<DemoSeed> {
  return db.transaction(async (tx) => {
    const harborview = await seedOrganization(tx, HARBORVIEW);
    const lakeside = await seedOrganization(tx, LAKESIDE);
    await seedContacts(tx, { harborview, lakeside });
    await seedTransactions(tx, { harborview, lakeside });
    await seedCalendar(tx, harborview);
    await seedTeamArea(tx, { harborview });
    await seedDemoListings(tx, { harborview, lakeside });
    await seedListingOpenHouses(tx, harborview);
    await seedMessaging(tx, harborview);
    await seedRentals(tx, harborview);
    if (options.storage) await seedDocuments(tx, { harborview }, options.storage);
    if (options.storage) await seedEnvelopes(tx, harborview);
    if (options.storage) await seedListingPhotos(tx, options.storage);
    return { harborview, lakeside };
  });
}
