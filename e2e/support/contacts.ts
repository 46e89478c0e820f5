import { expect, type Page } from '@playwright/test';

/** A label unique to this run, so rows never collide with the seed or other tests. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 312 phone number no seeded contact has (the seed uses 206-555-0xxx), written US- or E.164-style. */
export function uniquePhone(style: 'us' | 'international' = 'us'): string {
  const exchange = String(200 + Math.floor(Math.random() * 700));
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return style === 'us' ? `(312) ${exchange}-${line}` : `+1 312 ${exchange} ${line}`;
}

/** Creates a contact through the API as the page's signed-in user. */
export async function createContactByApi(page: Page, baseURL: string, body: Record<string, unknown>) {
  const response = await page.request.post('/api/contacts', {
    data: body,
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), 'create contact').toBe(201);
  return (await response.json()) as { id: string; display_name: string };
}
