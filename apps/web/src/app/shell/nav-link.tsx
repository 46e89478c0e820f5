import { Link, useLocation } from 'react-router';
import { isNavItemActive } from '@threshold/domain/navigation';
import type { NavItem } from '@threshold/domain/navigation';
import { cn } from '@/lib/cn';
import { NAV_ICONS } from './nav-icons';

interface NavLinkProps {
  item: NavItem;
  variant: 'side' | 'bottom';
  /** A count shown on the item (e.g. unread messages); nothing when 0. */
  badge?: number;
}

/** A navigation entry; active state comes from the shared navigation model. */
export function NavLink({ item, variant, badge = 0 }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const Icon = NAV_ICONS[item.icon];
  return (
    <Link
      to={item.path}
      aria-current={active ? 'page' : undefined}
      data-nav-key={item.key}
      data-nav-icon={item.icon}
      className={cn(
        'focus-ring flex items-center rounded-md font-medium transition-colors',
        variant === 'side'
          ? 'gap-3 px-3 py-2 text-sm'
          : 'min-w-0 flex-1 flex-col gap-0.5 px-1 py-1.5 text-[0.7rem] leading-tight',
        active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <span className="relative">
        <Icon aria-hidden="true" className={variant === 'side' ? 'h-5 w-5 shrink-0' : 'h-5 w-5'} />
        {badge > 0 && variant === 'bottom' ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-2 rounded-full bg-brand-700 px-1 text-[0.6rem] font-semibold text-white"
          >
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </span>
      <span className={variant === 'bottom' ? 'max-w-full truncate' : undefined}>{item.label}</span>
      {badge > 0 ? (
        <span
          data-testid={`nav-badge-${item.key}`}
          className={
            variant === 'side'
              ? 'ml-auto rounded-full bg-brand-700 px-2 text-xs font-semibold text-white'
              : 'sr-only'
          }
        >
          {badge > 99 ? '99+' : badge}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </Link>
  );
}
