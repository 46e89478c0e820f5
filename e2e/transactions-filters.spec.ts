import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Facets {
  agents: { agent: { id: string; first_name: string | null; last_name: string | null }; count: number }[];
  teams: { id: string; name: string; count: number }[];
}

const deals = (n: number) => `${n.toLocaleString('en-US')} deal${n === 1 ? '' : 's'}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A filter choice: the name and its deal count (other tests add deals meanwhile, so any count). */
const choice = (name: string) => new RegExp(`^${escape(name)} [\\d,]+ deals?$`);

/**
 * The list's total under `filter` equals the server's count. Other tests create deals in the same
 * brokerage at the same time, so compare with a fresh count after a reload until both agree.
 */
async function expectTotalMatchesServer(page: Page, filter: string) {
  await expect(async () => {
    await page.reload();
    const fresh = (await (await page.request.get(`/api/transactions/counts?${filter}`)).json()) as {
      total: number;
    };
    await expect(page.getByText(deals(fresh.total), { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('agent and team filters offer everyone in scope with counts that match the list', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('managing_broker');
  const facets = (await (await page.request.get('/api/transactions/facets')).json()) as Facets;
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  // The agent with the fewest deals: the least likely to be among the first rows loaded.
  const agent = facets.agents.filter((a) => a.agent.id !== me.user.id).sort((a, b) => a.count - b.count)[0]!;
  const agentName = [agent.agent.first_name, agent.agent.last_name].filter(Boolean).join(' ');
  const team = facets.teams[0]!;

  await page.goto('/transactions');
  await expect(page.getByRole('region', { name: 'Deals table' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: 'Agent', exact: true }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /^Me/ })).toBeVisible();
  await expect(page.getByRole('menuitemcheckbox')).toHaveCount(
    1 + facets.agents.filter((a) => a.agent.id !== me.user.id).length,
  );
  await checkA11y();
  await page.getByRole('menuitemcheckbox', { name: choice(agentName) }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`[?&]agent=${agent.agent.id}(&|$)`));
  await expectTotalMatchesServer(page, `agent=${agent.agent.id}`);

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Team', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: choice(team.name) }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`[?&]team=${team.id}(&|$)`));
  await expectTotalMatchesServer(page, `team=${team.id}`);
});
