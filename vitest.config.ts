import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

const UNIT_INCLUDE = [
  'shared/**/*.test.ts',
  'renderer/**/*.test.{ts,tsx}',
  'electron/**/*.test.ts',
  // Build configuration (vite.pdfjs.config.test.ts).
  '*.config.test.ts',
];

/**
 * Unit files that replace modules (vi.mock, vi.doMock, vi.resetModules). Unit files share
 * their worker's modules (antd, React and the app load once per worker, not once per file),
 * so a module an earlier file loaded would stay the real one; these files run isolated.
 * Found by reading the files, so a new one cannot land in the shared project by mistake.
 */
const MODULE_REPLACING = /\bvi\.(mock|doMock|resetModules)\(/;
const unitFilesReplacingModules = ['shared', 'renderer', 'electron', '.']
  .flatMap((dir) =>
    (dir === '.' ? readdirSync('.') : readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      .map((file) => (dir === '.' ? file : `${dir}/${file}`))
      .filter((file) =>
        dir === '.' ? /\.config\.test\.ts$/.test(file) : /\.test\.tsx?$/.test(file),
      ),
  )
  .filter((file) => MODULE_REPLACING.test(readFileSync(file, 'utf8')));

const unitProject = {
  plugins: [react()],
  resolve: { alias },
};
const unitTest = {
  environment: 'node' as const,
  setupFiles: ['vitest.renderer-setup.ts'],
  unstubGlobals: true,
  // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core
  // machine. Two use both cores (the suite is CPU-bound: jsdom and antd).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Projects with different worker counts need their own group when run together.
  sequence: { groupOrder: 0 },
  // antd forms in jsdom are slow on a loaded CI machine.
  testTimeout: 15000,
};

/**
 * Three projects: `unit` (shared rules, renderer components, electron main-process modules),
 * `unit-mocks` (the unit files that replace modules, isolated) and `server` (API integration
 * tests on a fresh database). Renderer test files opt into jsdom
 * with a `// @vitest-environment jsdom` comment, since environmentMatchGlobs is gone in vitest 4.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: {
          ...unitTest,
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: unitFilesReplacingModules,
          // Each file still gets its own document (jsdom), cleaned up after every test; only
          // modules are shared. That loads antd and the app once per worker: the stage went
          // from 117-132 s to about 87 s on a 2-core machine (decision 0068).
          isolate: false,
        },
      },
      {
        ...unitProject,
        test: { ...unitTest, name: 'unit-mocks', include: unitFilesReplacingModules },
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
