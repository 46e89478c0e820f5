import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web project of the root vitest workspace (root: apps/web, jsdom). */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Route modules are imported lazily on first visit; on a loaded CI machine that can take seconds.
    testTimeout: 20_000,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
