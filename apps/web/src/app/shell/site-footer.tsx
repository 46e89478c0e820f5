import { Link } from 'react-router';

export const FOOTER_LINKS = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/do-not-sell', label: 'Do Not Sell or Share My Personal Information' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-5 text-sm text-slate-700 sm:px-6">
      <nav aria-label="Legal">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="focus-ring rounded underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3 text-xs text-slate-600">© {new Date().getFullYear()} Threshold</p>
    </footer>
  );
}
