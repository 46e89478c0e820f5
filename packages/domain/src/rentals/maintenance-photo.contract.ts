import { z } from 'zod';
import { PHOTO_VARIANT_PATTERN } from '../listings/listing-photo.contract';
import { Uuid } from '../transactions/transaction-common.contract';

/** At most this many photos on one maintenance request. */
export const MAX_PHOTOS_PER_REQUEST = 20;

export const MaintenancePhotoParams = z.strictObject({
  id: Uuid('maintenance request'),
  photoId: Uuid('photo'),
  variant: z.string().regex(PHOTO_VARIANT_PATTERN, 'thumb, medium or large; .webp or .jpg'),
});

export const MaintenancePhotoDto = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  uploaded_by: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type MaintenancePhotoDto = z.infer<typeof MaintenancePhotoDto>;

/** A request's photos, oldest first; variants at /api/rentals/maintenance/:id/photos/:photoId/:variant. */
export const MaintenancePhotosDto = z.object({ items: z.array(MaintenancePhotoDto) });
export type MaintenancePhotosDto = z.infer<typeof MaintenancePhotosDto>;
