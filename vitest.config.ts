import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

/**
 * Two projects: `unit` (shared rules, renderer components, electron main-process modules) and
 * `server` (API integration tests on a fresh database). Renderer test files opt into jsdom
 * with a `// @vitest-environment jsdom` comment, since environmentMatchGlobs is gone in vitest 4.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'electron/**/*.test.ts'],
          setupFiles: ['vitest.renderer-setup.ts'],
          unstubGlobals: true,
          // antd forms in jsdom are slow on a loaded CI machine.
          testTimeout: 15000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
