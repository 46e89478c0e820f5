import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { loadListingForReading } from './listing-access';

/** The listing page's presence room (ADR 0176): whoever may open the listing (staff in scope, its sellers). */
export function listingRoomAuthorizer(db: Db) {
  return async (actor: Actor, id: string): Promise<boolean> => {
    try {
      await loadListingForReading(db, actor, id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  };
}
