import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../src/platform/db/client';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { listings, properties } from '../src/modules/listings/listings.schema';
import {
  listingPhotos,
  listingPhotoSets,
  type PhotoVariants,
} from '../src/modules/listings/photos/listing-photos.schema';
import { makePhotoVariants } from '../src/modules/listings/photos/photo-variants';

const SKIES = ['#8ec5ff', '#ffd1a1', '#c7b8ff', '#a8e6cf', '#ffc2d1'];
const WALLS = ['#f4e1c1', '#d9e4ec', '#f7d6a8', '#e3e3e3', '#cfe8d5', '#f2c6b4'];
const ROOFS = ['#7a3e2e', '#3e4a5a', '#5b4636', '#8a2f2f'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple drawn house with the address on it: a gradient sky, walls, a roof, a door and windows. */
function houseSvg(address: string, seed: number, view: 'front' | 'garden') {
  const pick = <T>(list: T[], offset = 0) => list[(seed + offset) % list.length]!;
  const ground = view === 'front' ? '#7fb069' : '#5e8c4a';
  const houseX = view === 'front' ? 170 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 640 480">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${pick(SKIES)}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="640" height="480" fill="url(#sky)"/>
  <rect y="360" width="640" height="120" fill="${ground}"/>
  <rect x="${houseX}" y="200" width="300" height="170" fill="${pick(WALLS, 1)}" stroke="#333" stroke-width="3"/>
  <polygon points="${houseX - 20},200 ${houseX + 150},90 ${houseX + 320},200" fill="${pick(ROOFS, 2)}"/>
  <rect x="${houseX + 125}" y="280" width="50" height="90" fill="#6b4f3a"/>
  <rect x="${houseX + 30}" y="240" width="60" height="50" fill="#bfe3ff" stroke="#333" stroke-width="2"/>
  <rect x="${houseX + 210}" y="240" width="60" height="50" fill="#bfe3ff" stroke="#333" stroke-width="2"/>
  ${view === 'garden' ? '<circle cx="520" cy="300" r="60" fill="#3d7a3d"/><rect x="512" y="330" width="16" height="50" fill="#6b4f3a"/>' : ''}
  <rect x="0" y="420" width="640" height="60" fill="rgba(0,0,0,0.45)"/>
  <text x="20" y="460" font-family="sans-serif" font-size="26" fill="#ffffff">${escapeXml(address)}</text>
</svg>`;
}

/**
 * Generated photos (no downloads) for every listing there is: a front view and a garden view each,
 * made into the same variants an upload gets (ADR 0131). Small (480×360) sources keep seeding fast.
 */
export async function seedListingPhotos(tx: DbOrTx, storage: FileStorage) {
  const rows = await tx
    .select({ id: listings.id, address: properties.addressLine1, city: properties.city })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .orderBy(asc(properties.addressLine1), asc(listings.id));
  let index = 0;
  for (const listing of rows) {
    const views = (['front', 'garden'] as const).map((view) => ({ view, seed: index++ }));
    const photos = await Promise.all(
      views.map(async ({ view, seed }, position) => {
        const source = await sharp(Buffer.from(houseSvg(`${listing.address}, ${listing.city}`, seed, view)))
          .jpeg({ quality: 85 })
          .toBuffer();
        const made = await makePhotoVariants(source);
        const id = randomUUID();
        const variants: PhotoVariants = {};
        for (const v of made) {
          const key = `listing-photos/${listing.id}/${id}/${v.name}`;
          await storage.put(key, Readable.from([v.body]));
          variants[v.name] = { key, bytes: v.body.length, width: v.width, height: v.height };
        }
        const large = made.find((v) => v.name === 'large.jpg')!;
        return {
          id,
          listingId: listing.id,
          position,
          isCover: position === 0,
          altText: view === 'front' ? `Front of ${listing.address}` : `Garden of ${listing.address}`,
          width: large.width,
          height: large.height,
          originalBytes: source.length,
          storedBytes: made.reduce((sum, v) => sum + v.body.length, 0),
          variants,
        };
      }),
    );
    await tx.insert(listingPhotos).values(photos);
    await tx.insert(listingPhotoSets).values({ listingId: listing.id }).onConflictDoNothing();
  }
  return rows.length;
}
