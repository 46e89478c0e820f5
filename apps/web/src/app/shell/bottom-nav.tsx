import { BOTTOM_NAV_MAX_ITEMS } from '@threshold/domain/navigation';
import type { NavItem } from '@threshold/domain/navigation';
import { useNavBadges } from './nav-badges';
import { NavLink } from './nav-link';

/** Bottom tab bar on small screens: at most five items (spec §2, §9). */
export function BottomNav({ items }: { items: readonly NavItem[] }) {
  const badges = useNavBadges();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex" data-testid="bottom-nav">
        {items.slice(0, BOTTOM_NAV_MAX_ITEMS).map((item) => (
          <li key={item.key} className="flex min-w-0 flex-1">
            <NavLink item={item} variant="bottom" badge={badges[item.key]} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
