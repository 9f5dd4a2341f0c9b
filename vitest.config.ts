import { availableParallelism } from 'node:os';
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
          include: [
            'shared/**/*.test.ts',
            'renderer/**/*.test.{ts,tsx}',
            'electron/**/*.test.ts',
            // Build configuration (vite.pdfjs.config.test.ts).
            '*.config.test.ts',
          ],
          setupFiles: ['vitest.renderer-setup.ts'],
          unstubGlobals: true,
          // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core
          // machine. Two use both cores (the suite is CPU-bound: jsdom and antd).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // Projects with different worker counts need their own group when run together.
          sequence: { groupOrder: 0 },
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
          // Migrates once per run; every test database is a copy (server/src/test/test-database.ts).
          globalSetup: ['server/src/test/global-setup.ts'],
          setupFiles: ['server/src/test/setup-template.ts'],
          // Two worker processes, each running its files one after another without isolation:
          // PGlite's WebAssembly and the server's modules are compiled and loaded once per
          // worker, not once per file (each file still has its own database and app; server
          // code keeps no per-test state at module level). One worker left a core idle: the
          // suite went from 200 s to 135 s on a 2-core machine with two.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
