import { describe, expect, it } from 'vitest';
import { formatCents, formatDay, parseDollars, parsePercentBps } from './rental-format';

describe('rental formats', () => {
  it('reads dollars typed in a form as cents, refusing what is not an amount', () => {
    expect(parseDollars('1,250.50')).toBe(125_050);
    expect(parseDollars('$40')).toBe(4_000);
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
  it('shows cents and days as written', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
  });
  it('reads a percentage as basis points, refusing what is not one', () => {
    expect(parsePercentBps('12.5')).toBe(1_250);
    expect(parsePercentBps('100%')).toBe(10_000);
    expect(parsePercentBps('100.01')).toBeNull();
    expect(parsePercentBps('-5')).toBeNull();
    expect(parsePercentBps('')).toBeNull();
  });
});
