import { asc, and, count, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { maintenancePhotos } from './maintenance-photos.schema';

export type MaintenancePhotoRow = typeof maintenancePhotos.$inferSelect;

export async function findRequestPhotos(db: DbOrTx, requestId: string) {
  return db
    .select({ photo: maintenancePhotos, uploaderName: users.name })
    .from(maintenancePhotos)
    .leftJoin(users, eq(users.id, maintenancePhotos.uploadedBy))
    .where(eq(maintenancePhotos.maintenanceRequestId, requestId))
    .orderBy(asc(maintenancePhotos.createdAt), asc(maintenancePhotos.id));
}

export async function findRequestPhoto(db: DbOrTx, requestId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(maintenancePhotos)
    .where(and(eq(maintenancePhotos.maintenanceRequestId, requestId), eq(maintenancePhotos.id, photoId)));
  return row ?? null;
}

export async function countRequestPhotos(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.maintenanceRequestId, requestId));
  return row?.n ?? 0;
}

export async function insertRequestPhoto(db: DbOrTx, values: typeof maintenancePhotos.$inferInsert) {
  await db.insert(maintenancePhotos).values(values);
}
