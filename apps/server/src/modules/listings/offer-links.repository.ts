import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { organizationSuspensions } from '../admin/admin.schema';
import { userProfiles } from '../identity/identity.schema';
import { organizations } from '../organizations/organizations.schema';
import { listings, offerLinks, properties } from './listings.schema';

export type OfferLinkRow = typeof offerLinks.$inferSelect;

export async function getOfferLinkOfListing(
  db: DbOrTx,
  listingId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(offerLinks).where(eq(offerLinks.listingId, listingId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function insertOfferLink(db: DbOrTx, values: typeof offerLinks.$inferInsert) {
  const [row] = await db.insert(offerLinks).values(values).returning();
  return row!;
}

export type OfferLinkPatch = Partial<
  Pick<OfferLinkRow, 'enabled' | 'responseDeadline' | 'requiresPreapproval' | 'requiresProofOfFunds'>
>;

export async function updateOfferLinkRow(
  db: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  patch: OfferLinkPatch,
) {
  return updateIfVersion(db, offerLinks, id, expectedVersion, { ...patch, updatedAt: new Date() });
}

/** A link by its key with what the public portal shows (null = no such key). */
export async function findOfferLinkByKey(db: DbOrTx, linkKey: string) {
  const [row] = await db
    .select({
      link: offerLinks,
      listing: listings,
      property: properties,
      agentFirstName: userProfiles.firstName,
      agentLastName: userProfiles.lastName,
      brokerage: organizations.name,
      brokerageSuspendedAt: organizationSuspensions.suspendedAt,
    })
    .from(offerLinks)
    .innerJoin(listings, eq(listings.id, offerLinks.listingId))
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .leftJoin(userProfiles, eq(userProfiles.id, listings.ownerId))
    .leftJoin(organizationSuspensions, eq(organizationSuspensions.organizationId, listings.organizationId))
    .where(eq(offerLinks.linkKey, linkKey));
  return row ?? null;
}
export type PublicLinkRow = NonNullable<Awaited<ReturnType<typeof findOfferLinkByKey>>>;
