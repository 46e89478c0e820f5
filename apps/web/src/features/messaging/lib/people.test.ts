import { describe, expect, it } from 'vitest';
import { mentionsIn, personName } from './people';

const people = [
  { id: 'a', first_name: 'Riley', last_name: 'Chen' },
  { id: 'b', first_name: 'Bianca', last_name: 'Summers' },
  { id: 'c', first_name: 'Bianca', last_name: 'Ortiz' },
  { id: 'd', first_name: null, last_name: null },
];

describe('mentions', () => {
  it('finds people by full name, or by a first name nobody else has', () => {
    expect(mentionsIn('Thanks @Riley!', people, 'x')).toEqual(['a']);
    expect(mentionsIn('@bianca summers and @Bianca', people, 'x')).toEqual(['b']);
    expect(mentionsIn('@Rileys plan', people, 'x')).toEqual([]);
    expect(mentionsIn('@Riley', people, 'a')).toEqual([]);
  });

  it('names someone without a name', () => {
    expect(personName(people[3]!)).toBe('Someone');
  });
});
