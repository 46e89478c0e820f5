import { expect } from 'vitest';
import type { TestContext } from '../../test/harness';
import { pdfBytes, uploadRaw } from '../documents/documents-test-kit';

/** Shared helpers of the templates integration suites (not a test file itself). */
export async function createTemplate(
  ctx: TestContext,
  cookie: string,
  query: Record<string, string> = {},
  pages = 2,
) {
  const res = await uploadRaw(
    ctx,
    cookie,
    `/api/templates?${new URLSearchParams({ name: 'Purchase agreement', category: 'purchase_agreement', ...query })}`,
    await pdfBytes('Template', pages),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number; pages: { width: number; height: number }[] };
}

export const field = (overrides: Record<string, unknown>) => ({
  id: 'f1',
  kind: 'text',
  page: 1,
  x: 0.1,
  y: 0.1,
  width: 0.4,
  height: 0.03,
  label: 'Field',
  required: false,
  merge_key: null,
  ...overrides,
});

/** The text of every page of a PDF, with pdf.js (what a reader would show). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}
