import { useMe } from '@/lib/auth/auth-context';
import { config } from '@/lib/env';

/**
 * The caller's brokerage in the header (ADR 0175): its logo when it has one (the name is the image's
 * alt text), otherwise its name. A plain <img>: the shell loads no image library and no contracts.
 */
export function OrganizationBrand() {
  const affiliation = useMe().primaryAffiliation;
  if (!affiliation) return null;
  return affiliation.logo_url ? (
    <img
      src={`${config.apiUrl}${affiliation.logo_url}`}
      alt={affiliation.organization_name}
      data-testid="header-organization-logo"
      className="h-9 max-w-40 object-contain"
    />
  ) : (
    <span className="truncate text-sm font-medium text-slate-600" data-testid="header-organization-name">
      {affiliation.organization_name}
    </span>
  );
}
