import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md indexes every ADR (issue 37 item 5): one table row per file, linked by its
 * file name, with a status that reads accepted, proposed or superseded by NNNN.
 */
const DECISIONS = path.resolve(import.meta.dirname, '../../../docs/decisions');
const ADR_FILE = /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/;
const STATUS = /^(accepted|proposed|superseded by \d{4}(, \d{4})*( \(in part: .+\))?)$/;

interface IndexRow {
  file: string;
  status: string;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(' | ')
    .map((c) => c.trim());

/** The index's rows: table lines whose first cell links an ADR file; the status is the fourth cell. */
function indexRows(markdown: string): IndexRow[] {
  return markdown.split('\n').flatMap((line) => {
    const file = /^\| \[\d{4}\]\(([^)]+)\) \|/.exec(line)?.[1];
    return file ? [{ file, status: cellsOf(line)[3] ?? '' }] : [];
  });
}

describe('docs/decisions/README.md', () => {
  const readme = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
  const rows = indexRows(readme);
  const listed = rows.map((row) => row.file);
  const files = fs.readdirSync(DECISIONS).filter((name) => name !== 'README.md');

  it('reads the real folder and the index', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('lists every file in docs/decisions, once', () => {
    expect(files.filter((file) => !listed.includes(file))).toEqual([]);
    expect(listed.filter((file, i) => listed.indexOf(file) !== i)).toEqual([]);
  });

  it('lists only files that exist, named NNNN-kebab-case.md', () => {
    expect(listed.filter((file) => !files.includes(file))).toEqual([]);
    expect(files.filter((file) => !ADR_FILE.test(file))).toEqual([]);
  });

  it('gives each ADR a status of accepted, proposed or superseded by an ADR that is listed', () => {
    expect(rows.filter((row) => !STATUS.test(row.status))).toEqual([]);
    const numbers = new Set(listed.map((file) => file.slice(0, 4)));
    const successors = rows.flatMap(
      (row) => /^superseded by (\d{4}(?:, \d{4})*)/.exec(row.status)?.[1]!.split(', ') ?? [],
    );
    expect(successors.length).toBeGreaterThan(0);
    expect(successors.filter((number) => !numbers.has(number))).toEqual([]);
  });

  it('links area docs that exist', () => {
    const links = [...readme.matchAll(/\]\((\.\.\/[^)#]+)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(50);
    expect([...new Set(links)].filter((link) => !fs.existsSync(path.join(DECISIONS, link)))).toEqual([]);
  });

  it('finds a file the index leaves out (the check itself works)', () => {
    const sample = [
      '| No. | Title | Date | Status | Kind | Belongs in |',
      '|---|---|---|---|---|---|',
      '| [0001](0001-a.md) | A | 2026-11-21 | superseded by 0002 (in part: x) | decision | — |',
      '| [0002](0002-b.md) | B | 2026-11-21 | accepted | feature note | [x.md](../x.md) |',
      'See [0003](0003-c.md) in prose: not a row.',
    ].join('\n');
    const read = indexRows(sample);
    expect(read).toEqual([
      { file: '0001-a.md', status: 'superseded by 0002 (in part: x)' },
      { file: '0002-b.md', status: 'accepted' },
    ]);
    expect(
      ['0001-a.md', '0002-b.md', '0003-c.md'].filter((file) => !read.some((row) => row.file === file)),
    ).toEqual(['0003-c.md']);
    expect(STATUS.test('accepted (issue 12)')).toBe(false);
  });
});
