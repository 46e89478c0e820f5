import { sql } from 'drizzle-orm';
import { discardAllEffects } from '../src/platform/effects/effects.repository';
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
import type { SealDeps } from '../src/modules/sealing/seal-pdf';

export interface DemoSeed {
  harborview: SeededOrganization;
  lakeside: SeededOrganization;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

export interface SeedOptions {
  /** Where the demo PDFs are written; without it, no documents, templates, envelopes or photos. */
  storage?: FileStorage;
  /**
   * The server's signing settings (its config): with `storage`, one envelope is also completed and
   * sealed through the real path (ADR 0177). Pass the config the server runs with: the generated
   * signing key is stored encrypted with its authSecret.
   */
  sealing?: SealDeps['config'];
}

/** Seeds the demo brokerages in one transaction: all or nothing. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<DemoSeed> {
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
    if (options.storage)
      await seedEnvelopes(
        tx,
        harborview,
        options.sealing && { storage: options.storage, config: options.sealing },
      );
    if (options.storage) await seedListingPhotos(tx, options.storage);
    // The demo is history: the e-mails, notices and live events its services recorded are not sent (ADR 0192).
    await discardAllEffects(tx);
    return { harborview, lakeside };
  });
}
