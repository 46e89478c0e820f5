/** The login redirect's returnTo: only paths on this site, never another origin. */
export const RETURN_TO_PARAM = 'returnTo';
const AUTH_PAGES = ['/login', '/signup'];

export function safeReturnTo(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'https://threshold.invalid');
    if (url.origin !== 'https://threshold.invalid') return fallback;
    if (AUTH_PAGES.includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginPathFor(returnTo: string): string {
  const target = safeReturnTo(returnTo, '');
  if (!target || target === '/') return '/login';
  return `/login?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}
