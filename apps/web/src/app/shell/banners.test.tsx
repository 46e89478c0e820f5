import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { ConfigErrorScreen } from '../config-error-screen';
import { CookieNotice } from './cookie-notice';
import { MockServicesBanner } from './mock-services-banner';

describe('mock services banner (spec §8)', () => {
  it('lists mock services in a production build', () => {
    render(<MockServicesBanner production services={['maps', 'email']} />);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('CRITICAL WARNING: MOCK SERVICES DETECTED IN PRODUCTION');
    expect(banner.textContent).toContain('maps, email');
  });

  it('renders nothing without mocks or outside production', () => {
    const { container } = render(
      <>
        <MockServicesBanner production services={[]} />
        <MockServicesBanner production={false} services={['auth']} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('configuration error screen', () => {
  it('names each problem', () => {
    render(
      <ConfigErrorScreen problems={[{ variable: 'VITE_API_URL', problem: 'must be an http(s) URL' }]} />,
    );
    expect(screen.getByRole('heading', { name: 'Configuration error' })).toBeTruthy();
    expect(screen.getByText('VITE_API_URL')).toBeTruthy();
  });
});

function renderNotice() {
  return render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );
}

describe('cookie notice (spec §4)', () => {
  it('shows until OK, then stores the seen flag and stays hidden', () => {
    renderNotice();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cookieNoticeSeen)).toBe('true');
  });

  it('does not show once seen', () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieNoticeSeen, 'true');
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
