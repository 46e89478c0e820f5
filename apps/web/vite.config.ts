import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/** Icons drawn by the entry chunk (error screens); keep this list in step with `bench:pages`. */
const ENTRY_ICONS = /[\\/]icons[\\/](file-question-mark|triangle-alert)\.js$/;
const isLazyPageIcon = (id: string) =>
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) && !ENTRY_ICONS.test(id);

/**
 * react-router's package exports point every condition at its development build (warnings and
 * invariant messages); production bundles take its production build instead (ADR 0070).
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

/**
 * The small modules the entry and the sign-in form share (class names, logger, buttons and form
 * fields with their Radix primitives, Lucide's core): one chunk instead of a dozen sub-kilobyte ones.
 */
const UI_CORE = [
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  /node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs|primitive|label)[\\/]/,
  /src[\\/]components[\\/]ui[\\/](alert|button|form-field|input|label|spinner)\.tsx$/,
  /src[\\/]lib[\\/](cn|logger|use-document-title)\.ts$/,
];
const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/** TanStack Query and the app's client, provider and error boundary around it (signed-in pages only). */
const QUERY = [
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /src[\\/]lib[\\/]query-(client|provider)\.tsx?$/,
  /src[\\/]components[\\/]ui[\\/]query-error-boundary\.tsx$/,
];
/**
 * Small modules that every signed-in page loads with the shell (each was a chunk of its own, under
 * 1 KB gzipped, because a public page shares it): one request instead of a dozen.
 */
const SIGNED_IN_CORE = [
  /src[\\/]lib[\\/](consent|realtime)\.ts$/,
  /src[\\/]lib[\\/](auth[\\/]profile-api|privacy[\\/]use-ccpa-opt-out)\.ts$/,
  /domain[\\/]src[\\/](roles|admin[\\/]platform-areas|platform-admin[\\/]feature-flags)\.ts$/,
  /node_modules[\\/]@radix-ui[\\/]react-(context|use-layout-effect|use-callback-ref)[\\/]/,
];
/** The page frame most pages draw (header, cards, empty and error states, status labels). */
const PAGE_KIT = [
  /src[\\/]components[\\/]ui[\\/](card|page-header|empty-state|load-error)\.tsx$/,
  /domain[\\/]src[\\/](listings[\\/]listing-status|transactions[\\/]transaction-status)\.ts$/,
];
/**
 * A chunk of exactly the modules that match: with rolldown's default, a group also takes in what its
 * modules import (the API client, the logger), and the entry would then import the group, so /login
 * would download it.
 */
const groupOf = (name: string, patterns: RegExp[]) => ({
  name,
  test: matchesAny(patterns),
  includeDependenciesRecursively: false,
});

/**
 * The entry, the signed-in app and the page every sign-in lands on: with the chunks they import
 * statically, compiled while they stream in (ADR 0185).
 */
const FIRST_LOAD_CHUNKS = ['index', 'signed-in-app', 'dashboard-page'];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), compileHints(FIRST_LOAD_CHUNKS), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // Same origin in dev as in production: the API sits behind /api.
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // No source maps unless asked for (BUILD_SOURCE_MAPS=true, for an error-reporting upload); even
    // then they are not referenced from the served files, and the production server never serves them.
    sourcemap: process.env.BUILD_SOURCE_MAPS === 'true' ? 'hidden' : false,
    // Keep the budget honest: warn when any chunk passes 200 kB minified.
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // Fewer, better-cached requests: what every page needs in one vendor chunk; the icons of
        // lazy pages and the query library (signed-in pages only) each in one chunk instead of
        // dozens of tiny ones. Lucide's core sits in ui-core and the icons the entry itself
        // draws (its error screens) stay in the entry, so /login never downloads the icons (ADR 0013).
        advancedChunks: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'ui-core', test: matchesAny(UI_CORE) },
            { name: 'icons', test: isLazyPageIcon },
            groupOf('query', QUERY),
            groupOf('signed-in-core', SIGNED_IN_CORE),
            groupOf('page-kit', PAGE_KIT),
          ],
        },
      },
    },
  },
}));
