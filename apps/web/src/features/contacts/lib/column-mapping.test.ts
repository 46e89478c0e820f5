import { describe, expect, it } from 'vitest';
import {
  initialMapping,
  mappedFieldCount,
  mappingProblems,
  rowLabel,
  setColumnField,
  uniqueHeaders,
  validateRows,
} from './column-mapping';

describe('column mapping', () => {
  it('makes header names unique and names blank ones', () => {
    expect(uniqueHeaders(['Email', 'email', '', 'Phone', 'Email'])).toEqual([
      'Email',
      'email (2)',
      'Column 3',
      'Phone',
      'Email (3)',
    ]);
  });

  it('suggests fields from common export headers', () => {
    const headers = ['First Name', 'Last Name', 'E-mail Address', 'Mobile Phone', 'Favourite colour'];
    expect(initialMapping(headers)).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'E-mail Address': 'email',
      'Mobile Phone': 'phone',
      'Favourite colour': 'ignore',
    });
  });

  it('moves a field to the column it was chosen for', () => {
    const mapping = { Name: 'full_name', Mail: 'email', Other: 'ignore' } as const;
    const next = setColumnField(mapping, 'Other', 'email');
    expect(next).toEqual({ Name: 'full_name', Mail: 'ignore', Other: 'email' });
    expect(mapping.Mail).toBe('email');
    expect(mappedFieldCount(next)).toBe(2);
    expect(setColumnField(next, 'Other', 'ignore').Other).toBe('ignore');
  });

  it('requires a name column', () => {
    expect(mappingProblems(['Mail'], { Mail: 'email' })).toEqual({
      mapping: 'Map a column to first name or full name',
    });
    expect(mappingProblems(['Name', 'Mail'], { Name: 'full_name', Mail: 'email' })).toEqual({});
  });

  it('validates rows like the server and numbers them from 1', () => {
    const header = ['Name', 'Email', 'Stage'];
    const mapping = { Name: 'full_name', Email: 'email', Stage: 'stage' } as const;
    const rows = [
      ['Ada Lovelace', 'ada@example.test', 'hot'],
      ['Bad Mail', 'not-an-email', ''],
      ['', '', ''],
      ['Odd Stage', '', 'sideways'],
    ];
    const result = validateRows(header, rows, mapping);
    expect(result).toMatchObject({ valid: 1, invalid: 2, empty: 1 });
    expect(result.problems.map((p) => p.row)).toEqual([2, 4]);
    expect(result.problems[0]!.errors.email).toMatch(/Not a valid e-mail address/);
    expect(result.problems[1]!.errors.stage).toMatch(/Unknown stage/);
    expect(rowLabel(header, rows[1], mapping)).toBe('Bad Mail');
    expect(rowLabel(header, ['', 'x@y.test', ''], mapping)).toBe('x@y.test');
  });
});
