import type { Actor } from '../../platform/authz/actor';
import { AppError } from '../../platform/http/errors';

const PLATFORM_READERS = new Set(['system_admin', 'platform_moderator', 'support_agent']);

/** System admins, platform moderators and support agents read platform administration (ADR 0108). */
export function assertPlatformStaff(actor: Actor) {
  if (actor.isSystemAdmin || (actor.platformRole && PLATFORM_READERS.has(actor.platformRole))) return;
  throw new AppError('FORBIDDEN', 'Only platform staff see platform administration');
}
