import { CONSENT_CATEGORIES } from '@/lib/consent';

/** Spec §9: the cookie policy's date. */
export const COOKIE_POLICY_UPDATED = 'April 17, 2025';

/** The cookie policy text: what we store, by category, and which need consent. */
export function CookiePolicy() {
  return (
    <div className="space-y-4 text-sm leading-6 text-slate-800">
      <p className="text-slate-600">Last updated {COOKIE_POLICY_UPDATED}</p>
      <p>
        Threshold uses cookies and similar browser storage. Strictly necessary cookies are always on because
        the product cannot work without them. Every other category needs your consent, and stays off until you
        give it. You can change your choice at any time on this page or in Settings.
      </p>
      <ul className="space-y-3">
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category.key} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{category.name}</p>
            <p>{category.description}</p>
            <p className="mt-1 text-xs text-slate-600">
              {category.required
                ? 'No consent needed — always on.'
                : 'Consent required — off until you switch it on.'}
            </p>
          </li>
        ))}
      </ul>
      <p>
        We never sell cookie data. If you opted out of the sale or sharing of personal information, analytics
        stay off even if you consented to them.
      </p>
    </div>
  );
}
