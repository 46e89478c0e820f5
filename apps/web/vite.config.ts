import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

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
        // Fewer, better-cached requests: what every page needs in one vendor chunk; icons and the
        // query library (signed-in pages only) each in one chunk instead of dozens of tiny ones.
        advancedChunks: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
});
