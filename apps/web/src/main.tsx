import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLocaleDataForAppPages } from './app/load-locale-data';
import { authStore } from './lib/auth/auth-store';
import { checkEnvironment } from './lib/env';
import { installGlobalErrorHandlers } from './lib/global-errors';
import { createLogger, isLogLevel, setMinimumLogLevel } from './lib/logger';
import './index.css';

const env = import.meta.env;
if (isLogLevel(env.VITE_LOG_LEVEL)) setMinimumLogLevel(env.VITE_LOG_LEVEL);
installGlobalErrorHandlers();

const problems = checkEnvironment(env);
const root = createRoot(document.getElementById('root') as HTMLElement);
if (problems.length > 0) {
  createLogger('config').error('Environment check failed', problems);
  // Only a misbuilt bundle gets here: the screen's code stays out of every normal page load.
  void import('./app/config-error-screen').then(({ ConfigErrorScreen }) =>
    root.render(<ConfigErrorScreen problems={problems} />),
  );
} else {
  // INITIAL_SESSION: start checking the session before React's first render.
  void authStore.refresh();
  loadLocaleDataForAppPages(window.location.pathname);
  // A transition: React renders the first screen in slices and lets the browser paint between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
