import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { renderRoutes } from '@/test/render-route';
import { AppHeader } from './app-header';

// This build has VITE_ENABLE_MOCK_GAMIFICATION on.
vi.mock('@/lib/flags', () => ({ flags: { mockGamification: true, mockServices: [] } }));

describe('points-and-level badge', () => {
  it('shows sample points and level when mock gamification is on', () => {
    renderRoutes([{ path: '*', element: <AppHeader /> }], '/dashboard', fakeAuth(fakeMe('realtor')));
    expect(screen.getByTestId('points-badge').textContent).toMatch(/1,250 pts · Level 3/);
  });
});
