import { Navigate, Outlet } from 'react-router';
import { useMe } from '@/lib/auth/auth-context';
import { createLogger } from '@/lib/logger';
import { describeRule, isAllowed } from './access-rules';
import type { AccessRule } from './access-rules';

const log = createLogger('guard');

interface RequireAccessProps {
  rule: AccessRule;
  /** Where a refused user is sent (spec §2 names it per route). */
  redirectTo: string;
}

/** Renders the route when the rule passes; otherwise logs and redirects (spec §8). */
export function RequireAccess({ rule, redirectTo }: RequireAccessProps) {
  const me = useMe();
  if (isAllowed(me, rule)) return <Outlet />;
  log.info(`Access denied: needs ${describeRule(rule)}; role is ${me.effectiveRole}`);
  return <Navigate to={redirectTo} replace />;
}
