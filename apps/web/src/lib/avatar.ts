/**
 * Avatar content (spec §2): the profile image, else initials from first and last name, else the
 * first letter of the e-mail, else a question mark.
 */
export interface AvatarSource {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function firstLetter(value: string | null | undefined): string {
  const letter = Array.from((value ?? '').trim())[0];
  return letter ? letter.toLocaleUpperCase() : '';
}

/** The text shown when there is no image (or it fails to load). */
export function avatarInitials(source: AvatarSource): string {
  const initials = firstLetter(source.firstName) + firstLetter(source.lastName);
  if (initials) return initials;
  return firstLetter(source.email) || '?';
}

export function avatarImage(source: AvatarSource): string | null {
  const url = source.imageUrl?.trim();
  return url ? url : null;
}

export function displayName(source: AvatarSource): string {
  const name = [source.firstName, source.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || source.email || 'Unknown user';
}
