import { describe, expect, it } from 'vitest';
import { canReadPlatformArea, PLATFORM_AREAS, platformAreasFor } from './platform-areas';

describe('platform areas (ADR 0173)', () => {
  it('gives a system admin every area, by flag or role', () => {
    expect(platformAreasFor(null, true)).toEqual([...PLATFORM_AREAS]);
  });

  it('gives support agents and moderators their read-only areas only', () => {
    expect(platformAreasFor('support_agent', false)).toEqual(
      PLATFORM_AREAS.filter((area) => area !== 'invitations'),
    );
    expect(platformAreasFor('platform_moderator', false)).toEqual([
      'users',
      'organizations',
      'roles',
      'announcements',
      'analytics',
    ]);
    expect(canReadPlatformArea('support_agent', false, 'invitations')).toBe(false);
  });

  it('gives nobody else anything', () => {
    expect(platformAreasFor(null, false)).toEqual([]);
    expect(platformAreasFor('realtor', false)).toEqual([]);
  });
});
