import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { CONSENT_CATEGORIES, setConsent, useConsent } from '@/lib/consent';

/** One switch per cookie category; strictly necessary is always on (spec §9). */
export function CookieConsentControls() {
  const consent = useConsent();
  const baseId = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {CONSENT_CATEGORIES.map((category) => {
        const id = `${baseId}-${category.key}`;
        return (
          <li key={category.key} className="flex items-start justify-between gap-4 p-4">
            <div>
              <Label htmlFor={id}>{category.name}</Label>
              <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
                {category.description}
              </p>
            </div>
            <Switch
              id={id}
              checked={consent[category.key]}
              disabled={category.required}
              aria-describedby={`${id}-description`}
              onCheckedChange={(checked) => setConsent(category.key, checked)}
            />
          </li>
        );
      })}
    </ul>
  );
}
