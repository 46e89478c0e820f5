import { describe, expect, it } from 'vitest';
import {
  buildNameKey,
  buildSearchText,
  buildSortName,
  emailKey,
  normalizeText,
  phoneKey,
  searchTokens,
} from './normalize';

describe('normalisation', () => {
  it('folds accents, case and punctuation', () => {
    expect(normalizeText('  José  O’Brien-Núñez ')).toBe('jose o brien nunez');
  });

  it('keys e-mail addresses so that case, +tags and Gmail dots do not matter', () => {
    expect(emailKey(' Jane.Doe+crm@Gmail.com ')).toBe('janedoe@gmail.com');
    expect(emailKey('jane.doe@googlemail.com')).toBe('janedoe@gmail.com');
    expect(emailKey('j.doe+x@harbor.test')).toBe('j.doe@harbor.test');
    expect(emailKey('not an email')).toBeNull();
  });

  it('keys phone numbers as international digits, reading 10-digit numbers as North American', () => {
    expect(phoneKey('(555) 010-1234')).toBe('15550101234');
    expect(phoneKey('+1 555.010.1234 ext. 12')).toBe('15550101234');
    expect(phoneKey('1-555-010-1234')).toBe('15550101234');
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('0044 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey('call me')).toBeNull();
  });

  it('builds one search text with names, e-mails and both phone forms', () => {
    const text = buildSearchText({
      firstName: 'Zoë',
      lastName: 'Adams',
      emails: [{ value: 'Zoe@Example.test' }],
      phones: [{ value: '555-010-1234' }],
    });
    expect(text).toBe('zoe adams zoe@example.test 15550101234 5550101234');
  });

  it('sorts by last name then first name and groups by last name and initial', () => {
    expect(buildSortName('Jon', 'Smith')).toBe('smith jon');
    expect(buildNameKey('Jon', 'Smith')).toBe(buildNameKey('John', 'Smith'));
    expect(buildNameKey('', '')).toBe('');
  });

  it('reads a phone-looking query as one digit token without the country code', () => {
    expect(searchTokens('(555) 010-12')).toEqual(['55501012']);
    expect(searchTokens('+1 555 010 1234')).toEqual(['5550101234']);
    expect(searchTokens('  Jane  DOE ')).toEqual(['jane', 'doe']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
