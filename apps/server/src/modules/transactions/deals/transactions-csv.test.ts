import { describe, expect, it } from 'vitest';
import { csvCell } from './transactions-csv';

describe('csvCell', () => {
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('12 Main St, Unit 4')).toBe('"12 Main St, Unit 4"');
    expect(csvCell('The "Lake" House')).toBe('"The ""Lake"" House"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(412345.67)).toBe('412345.67');
  });

  it('defuses spreadsheet formulas in text cells', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Harbor St')).toBe('Harbor St');
  });
});
