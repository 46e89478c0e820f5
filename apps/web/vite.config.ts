import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/** Icons drawn by the entry chunk (error screens); keep this list in step with `bench:pages`. */
const ENTRY_ICONS = /[\\/]icons[\\/](file-question-mark|triangle-alert)\.js$/;
const isLazyPageIcon = (id: string) =>
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) && !ENTRY_ICONS.test(id);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    // Maps are written for error reporting uploads but not referenced from the served files.
    sourcemap: 'hidden',
    // Keep the budget honest: warn when any chunk passes 200 kB minified.
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // Fewer, better-cached requests: what every page needs in one vendor chunk; the icons of
        // lazy pages and the query library (signed-in pages only) each in one chunk instead of
        // dozens of tiny ones. Lucide's core is its own small chunk and the icons the entry itself
        // draws (its error screens) stay in the entry, so /login never downloads the icons (ADR 0013).
        advancedChunks: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'icon-core', test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/ },
            { name: 'icons', test: isLazyPageIcon },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
});
