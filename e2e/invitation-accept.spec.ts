import type { Page } from '@playwright/test';
import { expect, expectPage, test } from './fixtures';
import { expectAccessible } from './support/a11y';
import { uniqueEmail } from './support/demo';
import { pathOf, waitForMailLink } from './support/mailbox';
import { acceptTermsOnScreen } from './support/terms';

const PASSWORD = 'correct-horse-battery';
const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/** As the signed-in agent: a new contact with this e-mail, on one of the agent's deals as buyer. */
async function contactOnADeal(page: Page, baseURL: string, email: string, lastName: string) {
  const created = await page.request.post('/api/contacts', {
    data: {
      first_name: 'Bea',
      last_name: lastName,
      emails: [{ label: 'personal', value: email }],
      types: ['buyer'],
    },
    headers: origin(baseURL),
  });
  expect(created.status(), 'create contact').toBe(201);
  const contact = (await created.json()) as { id: string };
  const deals = await page.request.get('/api/transactions?agent=me&limit=1');
  expect(deals.status(), 'list deals').toBe(200);
  const deal = ((await deals.json()) as { items: { id: string; title: string }[] }).items[0]!;
  const added = await page.request.post(`/api/transactions/${deal.id}/participants`, {
    data: { contact_id: contact.id, roles: ['buyer'] },
    headers: origin(baseURL),
  });
  expect(added.status(), 'add participant').toBe(201);
  return { contactId: contact.id, deal };
}

test('an agent invites a buyer, who signs up through the link, accepts and sees the deal', async ({
  page,
  browser,
  signInAs,
  checkA11y,
  baseURL,
}) => {
  // Two people, sign-up, two e-mails and a verification: three times the usual time budget.
  test.slow();
  const email = uniqueEmail('invitee');
  const lastName = `Buyer${Date.now().toString(36)}`;
  await signInAs('realtor');
  const { contactId, deal } = await contactOnADeal(page, baseURL!, email, lastName);

  // The agent: the deal shows on the contact, then the invitation.
  await page.goto(`/contacts/${contactId}`);
  await expectPage(page, `/contacts/${contactId}`, `Bea ${lastName}`);
  await expect(
    page.getByRole('list', { name: 'Linked deals' }).getByRole('link', { name: deal.title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite Bea ${lastName}` });
  await expect(dialog.getByRole('radio', { name: 'Buyer' })).toBeChecked();
  await expect(dialog.getByLabel('Send to')).toHaveValue(email);
  await checkA11y();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const invitations = page.getByRole('list', { name: 'Invitations' });
  await expect(invitations).toContainText('pending');
  await expect(page.getByRole('button', { name: 'Invite' })).toBeHidden();
  await checkA11y();

  // The buyer, in a browser of their own.
  const buyer = await (await browser.newContext({ baseURL })).newPage();
  await buyer.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const invitationLink = await waitForMailLink(buyer.request, email, /invited you to Threshold/);
  expect(invitationLink).toContain('/signup?invitation=');
  await buyer.goto(pathOf(invitationLink));
  await expect(buyer.getByText("You're invited by Harborview Realty as a buyer")).toBeVisible();
  await expect(buyer.getByLabel('Email')).toHaveValue(email);
  await expect(buyer.getByLabel('Email')).not.toBeEditable();
  await expectAccessible(buyer);
  await buyer.getByLabel('First name').fill('Bea');
  await buyer.getByLabel('Last name').fill(lastName);
  await buyer.getByLabel('Password').fill(PASSWORD);
  await buyer.getByRole('button', { name: 'Create account' }).click();
  await expect(buyer.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The verification link opens in another tab, as it would from a mail app.
  const verifyLink = await waitForMailLink(buyer.request, email, /verify/i);
  const mailTab = await buyer.context().newPage();
  await mailTab.goto(pathOf(verifyLink));
  await expect(mailTab.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await mailTab.close();

  await buyer.getByRole('link', { name: 'Sign in to accept the invitation' }).click();
  await buyer.getByLabel('Email').fill(email);
  await buyer.getByLabel('Password').fill(PASSWORD);
  await buyer.getByRole('button', { name: 'Sign in' }).click();
  await acceptTermsOnScreen(buyer);
  await expect(buyer).toHaveURL((url) => url.pathname === '/invitations/accept');
  await expect(buyer.getByText('Harborview Realty invited you to follow your deals')).toBeVisible();
  await expectAccessible(buyer);
  await buyer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(buyer.getByText('You joined Harborview Realty as a buyer.')).toBeVisible();
  const deals = buyer.getByRole('list', { name: 'Your deals' });
  await expect(deals.getByRole('link', { name: deal.title })).toHaveAttribute(
    'href',
    `/transactions/${deal.id}`,
  );
  await expectAccessible(buyer);
  await expect(buyer.getByRole('navigation', { name: 'Main' })).not.toContainText('CRM');

  // The same link a second time is refused cleanly.
  await buyer.reload();
  await expect(buyer.getByText('This invitation has already been accepted')).toBeVisible();
  await buyer.context().close();

  // The agent sees the contact linked to the new account.
  await page.reload();
  await expect(page.getByText('Has a client account')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText('accepted');
});

test('resending replaces the link, and a revoked invitation says so on sign-up', async ({
  page,
  browser,
  signInAs,
  baseURL,
}) => {
  const email = uniqueEmail('revoked');
  const lastName = `Revoked${Date.now().toString(36)}`;
  await signInAs('realtor');
  const { contactId } = await contactOnADeal(page, baseURL!, email, lastName);
  await page.goto(`/contacts/${contactId}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const firstLink = await waitForMailLink(page.request, email, /invited you to Threshold/);

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`Invitation sent again to ${email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText('(2 times)');
  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText('revoked');
  await expect(page.getByRole('button', { name: 'Invite' })).toBeVisible();

  const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    items: { to: string; links: string[] }[];
  };
  const secondLink = mailbox.items
    .flatMap((m) => (m.to === email ? m.links : []))
    .find((l) => l.includes('invitation=') && l !== firstLink);
  expect(secondLink, 'the resent invitation e-mail').toBeTruthy();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  // Resending replaced the first link; it no longer opens the invitation.
  await visitor.goto(pathOf(firstLink));
  await expect(visitor.getByText('This invitation link is not valid.')).toBeVisible();
  await visitor.goto(pathOf(secondLink!));
  await expect(visitor.getByText('This invitation was withdrawn by your agent.')).toBeVisible();
  await expect(visitor.getByLabel('Email')).toHaveValue(email);
  await visitor.context().close();
});

test('someone signed in with another account is told so and can switch', async ({
  page,
  browser,
  signInAs,
  baseURL,
}) => {
  const email = uniqueEmail('other');
  await signInAs('realtor');
  const { contactId } = await contactOnADeal(page, baseURL!, email, `Other${Date.now().toString(36)}`);
  const invited = await page.request.post(`/api/contacts/${contactId}/invitations`, {
    data: { role: 'buyer' },
    headers: origin(baseURL!),
  });
  expect(invited.status()).toBe(201);
  const link = new URL(await waitForMailLink(page.request, email, /invited you to Threshold/));
  const token = link.searchParams.get('invitation')!;

  const context = await browser.newContext({ baseURL });
  const seller = await context.newPage();
  await seller.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const signIn = await seller.request.post('/api/auth/sign-in/email', {
    data: { email: 'seller@demo.test', password: 'demo-pass-2026' },
    headers: origin(baseURL!),
  });
  expect(signIn.status()).toBe(200);
  await seller.goto(`/invitations/accept?token=${token}`);
  await expect(seller.getByText('This invitation is for another e-mail address')).toBeVisible();
  await expect(
    seller.getByText(`It was sent to ${email}; you are signed in as seller@demo.test.`),
  ).toBeVisible();
  await expectAccessible(seller);
  await seller.getByRole('button', { name: 'Sign out and switch account' }).click();
  await expect(seller).toHaveURL(
    (url) =>
      url.pathname === '/login' && url.searchParams.get('returnTo') === `/invitations/accept?token=${token}`,
  );
  await context.close();
});
