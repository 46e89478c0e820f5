import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** Polls the dev mailbox until a mail to `to` whose subject matches arrives; returns its first link. */
export async function waitForMailLink(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        if (!response.ok()) return `mailbox answered ${response.status()}`;
        const { items } = (await response.json()) as { items: Mail[] };
        const mail = items.find((m) => m.to === to && subject.test(m.subject));
        link = mail?.links[0];
        return link ? 'found' : 'waiting';
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe('found');
  return link!;
}

/** The path and query of an e-mail link, so the test opens it on the server under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
