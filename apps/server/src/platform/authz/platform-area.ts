import { canReadPlatformArea, type PlatformArea } from '@threshold/domain/admin/platform-areas';
import { AppError } from '../http/errors';
import type { Actor } from './actor';

/**
 * Platform administration reads: system admins everywhere, support agents and platform moderators in
 * their areas (ADR 0173); anyone else 403. Writes are `manage:system` at the router.
 */
export function assertPlatformArea(actor: Actor, area: PlatformArea) {
  if (canReadPlatformArea(actor.platformRole, actor.isSystemAdmin, area)) return;
  throw new AppError('FORBIDDEN', 'Your platform role does not include this part of administration');
}
