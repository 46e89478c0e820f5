import { useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createGuardedHistory } from '@/lib/navigation/guarded-history';
import { AppRoutes } from './router';

export function App() {
  const [history] = useState(() => createGuardedHistory(createBrowserHistory({ v5Compat: true })));
  return (
    <AuthProvider>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AuthProvider>
  );
}
