import { expect, expectPage, test } from './fixtures';

const PATH = '/transactions/key-date-templates';
/**
 * The set is the organization's, and other specs create Harborview purchase deals in parallel and
 * check their dates (transactions-dates.spec.ts): edit the second brokerage's set instead.
 */
const EDITOR = 'broker@lakeside.demo.test';

test('a broker customizes the purchase key dates, new deals get them, then resets to built-in', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  // A long flow through two editors and a reload (axe on each): allow for a busy machine.
  test.slow();
  await signInAs(EDITOR);
  await page.goto('/transactions');
  await page.getByRole('link', { name: 'Deal templates' }).click();
  await expectPage(page, '/transactions/checklist-templates', 'Checklist templates');
  const area = page.getByRole('navigation', { name: 'Deal templates' });
  await area.getByRole('link', { name: 'Key dates' }).click();
  await expectPage(page, PATH, 'Key-date defaults');
  await expect(area.getByRole('link', { name: 'Key dates' })).toHaveAttribute('aria-current', 'page');

  const purchase = page
    .getByRole('navigation', { name: 'Deal types' })
    .getByRole('link', { name: /^Purchase/ });
  await purchase.click();
  await expect(page).toHaveURL(/\?type=purchase$/);
  await expect(purchase).toContainText('Built-in default');
  await expect(page.getByText(/Changes apply to new deals only/).first()).toBeVisible();
  await checkA11y();

  // Add "Survey due": 7 business days after contract acceptance (the label takes the focus).
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.keyboard.type('Survey due');
  const survey = page.getByRole('group', { name: /^Date \d+: Survey due/ });
  await expect(survey.getByText('Key: survey_due (from the label)')).toBeVisible();
  await survey.getByRole('textbox', { name: 'Days' }).fill('7');
  await survey.getByRole('combobox', { name: 'Count' }).selectOption({ label: 'Business days' });
  await survey.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Contract acceptance' });
  await expect(survey).toContainText('Rule: 7 business days after Contract acceptance');
  // Inspection: 7 calendar days instead of 10.
  const inspection = page.getByRole('group', { name: /^Date \d+: Inspection contingency/ });
  await inspection.getByRole('textbox', { name: 'Days' }).fill('7');
  await expect(inspection).toContainText(
    'Rule: 7 calendar days after Contract acceptance, rolled forward to a business day',
  );
  // Contract acceptance stays in every set.
  await expect(page.getByRole('button', { name: 'Remove Contract acceptance' })).toBeDisabled();
  await checkA11y();

  // Leaving with unsaved changes asks first.
  await area.getByRole('link', { name: 'Checklists' }).click();
  const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\?type=purchase$/);

  await page.getByRole('button', { name: 'Save key dates' }).click();
  await expect(page.getByText('Key dates saved')).toBeVisible();

  // After a reload: customized, with the new date (its key now fixed) and the new count.
  await page.reload();
  await expect(purchase).toContainText(/Customized · updated \w{3} \d{1,2}, \d{4}/);
  await expect(survey.getByText('Key: survey_due', { exact: true })).toBeVisible();
  await expect(survey.getByRole('combobox', { name: 'Count' })).toHaveValue('business');
  await expect(inspection.getByRole('textbox', { name: 'Days' })).toHaveValue('7');
  await checkA11y();

  // A new purchase deal starts with them. Accepted Wed 2026-07-01: 7 business days skip the weekend
  // and Fri Jul 3 (Independence Day observed) → Mon Jul 13; inspection 7 calendar days → Wed Jul 8.
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      type: 'purchase',
      side: 'buyer',
      address: { line1: `${Date.now() % 100000} Survey Lane`, city: 'Lakeside' },
      dates: { acceptance: '2026-07-01' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const dates = await page.request.get(`/api/transactions/${id}/dates`);
  expect(dates.status()).toBe(200);
  const { items } = (await dates.json()) as {
    items: {
      key: string;
      date: string | null;
      business_days: boolean;
      anchor_key: string | null;
      rule: string;
    }[];
  };
  expect(items.find((d) => d.key === 'acceptance')?.date).toBe('2026-07-01');
  expect(items.find((d) => d.key === 'survey_due')).toMatchObject({
    date: '2026-07-13',
    anchor_key: 'acceptance',
    business_days: true,
    rule: '7 business days after Contract acceptance',
  });
  expect(items.find((d) => d.key === 'inspection')?.date).toBe('2026-07-08');

  // Back to the built-in set, after a confirmation.
  await page.getByRole('button', { name: 'Reset to built-in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset to the built-in key dates?' });
  await checkA11y();
  await confirm.getByRole('button', { name: 'Reset to built-in' }).click();
  await expect(page.getByText('Key dates reset to built-in')).toBeVisible();
  await expect(purchase).toContainText('Built-in default');
  await expect(survey).toHaveCount(0);
  await expect(inspection.getByRole('textbox', { name: 'Days' })).toHaveValue('10');
  await page.reload();
  await expect(purchase).toContainText('Built-in default');
  await expect(survey).toHaveCount(0);
});

test('a realtor cannot open the key-date defaults', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto(PATH);
  await expectPage(page, '/transactions', 'Transactions');
});
