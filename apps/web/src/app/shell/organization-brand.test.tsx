import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, fakeMe } from '@/test/fake-me';
import { renderRoutes } from '@/test/render-route';
import { OrganizationBrand } from './organization-brand';

const render = (me: ReturnType<typeof fakeMe>) =>
  renderRoutes([{ path: '*', element: <OrganizationBrand /> }], '/dashboard', fakeAuth(me));

describe('the brokerage in the header', () => {
  it('shows the name when the brokerage has no logo', () => {
    render(fakeMe('realtor'));
    expect(screen.getByTestId('header-organization-name').textContent).toBe('Harborview Realty');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the logo, named by the brokerage, when it has one', () => {
    const me = fakeMe('realtor');
    me.primaryAffiliation!.logo_url = '/api/organizations/org-1/logo?v=abc';
    render(me);
    const logo = screen.getByRole('img', { name: 'Harborview Realty' });
    expect(logo.getAttribute('src')).toMatch(/\/api\/organizations\/org-1\/logo\?v=abc$/);
    expect(screen.queryByTestId('header-organization-name')).toBeNull();
  });

  it('shows nothing for someone in no brokerage', () => {
    const { container } = render({ ...fakeMe('realtor'), primaryAffiliation: null });
    expect(container.textContent).toBe('');
  });
});
