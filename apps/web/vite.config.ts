import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    sourcemap: true,
    // Keep the budget honest: warn when any chunk passes 200 kB minified.
    chunkSizeWarningLimit: 200,
  },
});
