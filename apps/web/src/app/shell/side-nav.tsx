import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { NavItem } from '@threshold/domain/navigation';
import { Button } from '@/components/ui/button';
import { useNavBadges } from './nav-badges';
import { NavLink } from './nav-link';

interface SideNavProps {
  items: readonly NavItem[];
  onSignOut: () => void;
  signingOut: boolean;
}

/** Fixed side navigation, 16rem wide, on wide screens; sign-out at its bottom (spec §2). */
export function SideNav({ items, onSignOut, signingOut }: SideNavProps) {
  const badges = useNavBadges();
  return (
    <aside className="fixed inset-y-0 left-0 z-20 hidden w-sidenav flex-col border-r border-slate-200 bg-white lg:flex">
      <div className="flex h-16 items-center border-b border-slate-200 px-5">
        <Link to="/dashboard" className="focus-ring rounded text-lg font-bold tracking-tight text-slate-900">
          Threshold
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-1" data-testid="side-nav">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink item={item} variant="side" badge={badges[item.key]} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <Button variant="ghost" className="w-full justify-start" onClick={onSignOut} disabled={signingOut}>
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </aside>
  );
}
