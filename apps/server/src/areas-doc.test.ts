import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/areas.md maps every product area to its folders in the three trees (issue 37 item 5). Its table
 * has one column per tree, headed by the tree's path; the `code` names in a column are folders of that
 * tree (a sub-folder such as `documents/esign` is allowed). Plain text in a cell is commentary.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const TREES = ['packages/domain/src', 'apps/server/src/modules', 'apps/web/src/features'];

function folders(tree: string): string[] {
  return fs
    .readdirSync(path.join(REPO, tree), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const cellsOf = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
const codeIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Per tree, the folders the table whose header names every tree lists in that tree's column. */
function namedFolders(markdown: string, trees: string[]): Map<string, string[]> {
  const named = new Map(trees.map((tree) => [tree, [] as string[]]));
  const lines = markdown.split('\n');
  const header = lines.findIndex(
    (line) => line.startsWith('|') && trees.every((tree) => line.includes(tree)),
  );
  if (header < 0) return named;
  const columns = cellsOf(lines[header]!);
  const columnOf = new Map(trees.map((tree) => [tree, columns.findIndex((cell) => cell.includes(tree))]));
  // The row after the header is the |---| separator; the table ends at the first line that is not a row.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = cellsOf(line);
    for (const tree of trees) named.get(tree)!.push(...codeIn(cells[columnOf.get(tree)!] ?? ''));
  }
  return named;
}

const missingFrom = (named: string[], actual: string[]) => actual.filter((folder) => !named.includes(folder));

describe('docs/areas.md', () => {
  const named = namedFolders(fs.readFileSync(path.join(REPO, 'docs/areas.md'), 'utf8'), TREES);

  it('reads the real trees and the table', () => {
    for (const tree of TREES) {
      expect(folders(tree).length, tree).toBeGreaterThan(15);
      expect(named.get(tree)!.length, tree).toBeGreaterThan(15);
    }
  });

  it.each(TREES)('lists every folder of %s', (tree) => {
    expect(missingFrom(named.get(tree)!, folders(tree))).toEqual([]);
  });

  it.each(TREES)('names only folders that exist in %s', (tree) => {
    const absent = named
      .get(tree)!
      .filter(
        (folder) => !fs.statSync(path.join(REPO, tree, folder), { throwIfNoEntry: false })?.isDirectory(),
      );
    expect(absent).toEqual([]);
  });

  it('finds a folder the table leaves out (the check itself works)', () => {
    const doc = [
      'Intro with `c` outside the table.',
      '| Area | `a/src` | `b/src` | Doc |',
      '|---|---|---|---|',
      '| One | `x` | `x`, `y/sub` (part) | `z` |',
      '| Two | — | `w` | — |',
      '',
      '| Other | `a/src` | `b/src` |',
      '| More | `v` | `v` |',
    ].join('\n');
    const read = namedFolders(doc, ['a/src', 'b/src']);
    expect(read.get('a/src')).toEqual(['x']);
    expect(read.get('b/src')).toEqual(['x', 'y/sub', 'w']);
    expect(missingFrom(read.get('a/src')!, ['u', 'x'])).toEqual(['u']);
  });
});
