import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useMe } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/avatar';
import { flags } from '@/lib/flags';
import { HeaderBell } from './header-bell';
import { OrganizationBrand } from './organization-brand';
import { PointsBadge } from './points-badge';

/** Top header: the brokerage's logo or name, the points-and-level badge (mock gamification only) and the avatar link to /profile. */
export function AppHeader() {
  const me = useMe();
  const source = {
    imageUrl: me.profile.profile_image_url,
    firstName: me.profile.first_name,
    lastName: me.profile.last_name,
    email: me.user.email,
  };
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <div className="flex min-w-0 items-center gap-3">
        <Link
          to="/dashboard"
          className="focus-ring rounded text-lg font-bold tracking-tight text-slate-900 lg:hidden"
        >
          Threshold
        </Link>
        <OrganizationBrand />
      </div>
      <div className="flex items-center gap-3">
        {flags.mockGamification ? <PointsBadge /> : null}
        <HeaderBell />
        <Link
          to="/profile"
          className="focus-ring rounded-full"
          aria-label={`Your profile (${displayName(source)})`}
          data-testid="header-avatar"
        >
          <Avatar source={source} />
        </Link>
      </div>
    </header>
  );
}
