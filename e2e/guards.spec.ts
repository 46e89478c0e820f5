import { expect, test } from './fixtures';

/** [path, role, where the role ends up] — spec §2 "Authenticated routes". */
const CASES: [string, string, string][] = [
  ['/broker-dashboard', 'broker', '/broker-dashboard'],
  ['/broker-dashboard', 'realtor', '/dashboard'],
  ['/client-dashboard', 'buyer', '/client-dashboard'],
  ['/client-dashboard', 'broker', '/dashboard'],
  ['/transactions', 'buyer', '/transactions'],
  ['/transactions', 'unassigned', '/dashboard'],
  ['/transactions/deal-1', 'realtor', '/transactions/deal-1'],
  ['/transactions/deal-1', 'unassigned', '/dashboard'],
  ['/transactions/create', 'realtor', '/transactions/create'],
  ['/transactions/create', 'buyer', '/transactions'],
  ['/templates', 'transaction_coordinator', '/templates'],
  ['/templates', 'buyer', '/dashboard'],
  ['/generate-document', 'broker', '/generate-document'],
  ['/generate-document', 'attorney', '/dashboard'],
  ['/documents/new', 'broker', '/generate-document'],
  ['/admin/roles', 'managing_broker', '/admin/roles'],
  ['/admin/roles', 'broker', '/dashboard'],
  ['/admin/roles', 'system_admin', '/admin/roles'],
  ['/profile/some-user-id', 'managing_broker', '/profile/some-user-id'],
  ['/profile/some-user-id', 'realtor', '/dashboard'],
  ['/team', 'managing_broker', '/team'],
  ['/team', 'brokerage_admin', '/dashboard'],
];

for (const [path, role, target] of CASES) {
  const verdict = path === target ? 'may open' : `is sent to ${target} from`;
  test(`${role} ${verdict} ${path}`, async ({ page, signInAs, checkA11y }) => {
    await signInAs(role);
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page stays put (no late redirect).
    await expect(page).toHaveURL((url) => url.pathname === target);
    await checkA11y();
  });
}
