import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { avatarImage, avatarInitials, displayName } from './avatar';

describe('avatar fallback', () => {
  it('uses the profile image when there is one', () => {
    expect(avatarImage({ imageUrl: 'https://img.example/me.png', firstName: 'Ada' })).toBe(
      'https://img.example/me.png',
    );
    expect(avatarImage({ imageUrl: '   ' })).toBeNull();
  });

  it('falls back to initials from first and last name', () => {
    expect(avatarInitials({ firstName: 'ada', lastName: 'lovelace', email: 'x@y.z' })).toBe('AL');
    expect(avatarInitials({ firstName: 'Ada', lastName: null, email: 'x@y.z' })).toBe('A');
    expect(avatarInitials({ firstName: '  ', lastName: 'Lovelace' })).toBe('L');
  });

  it('then to the first letter of the e-mail', () => {
    expect(avatarInitials({ firstName: null, lastName: '', email: 'zoe@example.com' })).toBe('Z');
  });

  it('then to a question mark', () => {
    expect(avatarInitials({})).toBe('?');
    expect(avatarInitials({ email: '  ' })).toBe('?');
  });

  it('names people by name, else by e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ email: 'a@b.c' })).toBe('a@b.c');
  });
});

describe('<Avatar>', () => {
  it.each([
    [{ firstName: 'Daniel', lastName: 'Reyes', email: 'd@x.test' }, 'DR'],
    [{ email: 'broker@demo.test' }, 'B'],
    [{}, '?'],
  ])('shows %j as %s when there is no image', (source, text) => {
    render(<Avatar source={source} />);
    expect(screen.getByTestId('avatar-fallback').textContent).toBe(text);
  });
});
