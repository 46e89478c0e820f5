import { describe, expect, it } from 'vitest';
import { isLikelyDuplicate, jaroWinkler, scoreDuplicate } from './duplicates';

const person = (firstName: string, lastName: string, emails: string[] = [], phones: string[] = []) => ({
  firstName,
  lastName,
  emails: emails.map((value) => ({ value })),
  phones: phones.map((value) => ({ value })),
});

describe('duplicate scoring', () => {
  it('computes Jaro–Winkler like the reference values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });

  it('treats a shared e-mail (any case, +tag) as near-certain', () => {
    const r = scoreDuplicate(
      person('Ann', 'Lee', ['Ann.Lee@x.test']),
      person('Annie', 'Leeds', ['ann.lee+home@X.test']),
    );
    expect(r.reasons).toEqual(['email']);
    expect(r.score).toBe(0.95);
  });

  it('matches phones typed differently', () => {
    const r = scoreDuplicate(
      person('A', 'B', [], ['555-010-2222']),
      person('C', 'D', [], ['+1 (555) 010 2222']),
    );
    expect(r.reasons).toEqual(['phone']);
    expect(isLikelyDuplicate(r)).toBe(true);
  });

  it('combines evidence and reports similar names', () => {
    const r = scoreDuplicate(
      person('Jon', 'Smith', [], ['5550103333']),
      person('John', 'Smith', [], ['555 010 3333']),
    );
    expect(r.reasons).toEqual(['phone', 'similar_name']);
    expect(r.score).toBeGreaterThan(0.95);
    const nameOnly = scoreDuplicate(person('Jon', 'Smith'), person('John', 'Smith'));
    expect(nameOnly.reasons).toEqual(['similar_name']);
    expect(isLikelyDuplicate(nameOnly)).toBe(true);
  });

  it('does not report different people', () => {
    const r = scoreDuplicate(
      person('Maria', 'Lopez', ['m@a.test'], ['5550100001']),
      person('Peter', 'Chang', ['p@b.test'], ['5550100002']),
    );
    expect(r).toEqual({ score: 0, reasons: [] });
    expect(isLikelyDuplicate(scoreDuplicate(person('Sam', 'Smith'), person('Kim', 'Smith')))).toBe(false);
  });
});
