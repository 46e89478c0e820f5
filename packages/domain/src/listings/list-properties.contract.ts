import { z } from 'zod';
import { Cursor, PageLimit, Text } from '../transactions/transaction-common.contract';
import { PropertyDto } from './create-property.contract';

/** Properties of the caller's organization, newest first; `q` matches address, city, postal code, parcel. */
export const ListPropertiesQuery = z.strictObject({
  q: Text(100).optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListPropertiesQuery = z.infer<typeof ListPropertiesQuery>;

export const PropertyPage = z.object({ items: z.array(PropertyDto), nextCursor: z.string().nullable() });
export type PropertyPage = z.infer<typeof PropertyPage>;
