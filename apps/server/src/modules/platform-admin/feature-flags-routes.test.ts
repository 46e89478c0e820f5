import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, flagForApiPath } from '@threshold/domain/platform-admin/feature-flags';
import { declaredRoutes } from '../../test/route-table';

describe('feature-flag prefixes (ADR 0152)', () => {
  const routes = declaredRoutes();
  it('cover no public route: the gate resolves the caller, which public routes never do (ADR 0065)', () => {
    const publicFlagged = routes.filter((r) => r.access === 'public' && flagForApiPath(r.path));
    expect(publicFlagged.map((r) => r.path)).toEqual([]);
  });
  it('each cover at least one declared route', () => {
    for (const flag of FEATURE_FLAGS)
      expect(
        routes.some((r) => flagForApiPath(r.path)?.key === flag.key),
        flag.key,
      ).toBe(true);
  });
});
