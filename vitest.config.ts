import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, e2eBrowser } from './e2e/support/browser';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

/** Unit files: shared rules, renderer logic, Electron main-process modules and build configs. */
const unitFiles = ['shared', 'renderer', 'electron', '.'].flatMap((dir) =>
  (dir === '.' ? readdirSync('.') : readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .map((file) => (dir === '.' ? file : `${dir}/${file}`))
    .filter((file) =>
      dir === '.' ? /\.config\.test\.ts$/.test(file) : /\.test\.tsx?$/.test(file),
    ),
);
const source = (file: string) => readFileSync(file, 'utf8');

/**
 * Screen tests (they render the app or its components, and say so on their first line) run in
 * Chromium, the others in Node. A real browser lays out antd's screens natively: the same 53
 * files took 368 s of test time in jsdom and 157 s in Chromium on a 2-core machine
 * (docs/decisions/0074-suite-what-runs-where.md).
 */
const IN_CHROMIUM = /^\/\/ Runs in Chromium\b/;
const screenFiles = unitFiles.filter((file) => IN_CHROMIUM.test(source(file)));

/**
 * Files that replace modules (vi.mock, vi.doMock, vi.resetModules). Files share their worker's
 * modules (antd, React and the app load once per worker, not once per file), so a module an
 * earlier file loaded would stay the real one; these files run isolated. Found by reading the
 * files, so a new one cannot land in a shared project by mistake.
 */
const MODULE_REPLACING = /\bvi\.(mock|doMock|resetModules)\(/;
const replacing = (file: string) => MODULE_REPLACING.test(source(file));

/**
 * The browser's requests for media files (images in <img>, as the API serves them) answered
 * with a 1x1 PNG, so an image loads as it does against the real server; the tests' fetch calls
 * go to their own fake network (renderer/src/test/render-app.tsx).
 */
const MEDIA_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghIF3wAAAABJRU5ErkJggg==',
  'base64',
);
const mediaFiles: Plugin = {
  name: 'pulso-test-media-files',
  configureServer(server) {
    server.middlewares.use('/api/v1/Media/file/', (_req, res) => {
      res.setHeader('content-type', 'image/png');
      res.end(MEDIA_PNG);
    });
  },
};

const unitProject = {
  plugins: [react()],
  resolve: { alias },
};
const unitTest = {
  setupFiles: ['vitest.renderer-setup.ts'],
  unstubGlobals: true,
  // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine.
  // Two use both cores (the suite is CPU-bound).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testTimeout: 15000,
};
/** Node: the files' own environment (a `// @vitest-environment jsdom` comment asks for jsdom). */
const inNode = { ...unitTest, environment: 'node' as const };
/** Chromium: the e2e run's browser, headless, at a desktop width (antd's breakpoints). */
const inChromium = (name: string) => ({
  ...unitTest,
  name,
  browser: {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: e2eBrowser(), args: CHROMIUM_ARGS } }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1024, height: 768 },
    // A failing test's screenshot, out of the source tree.
    screenshotDirectory: 'test-results/screens',
  },
});

const nodeFiles = unitFiles.filter((file) => !screenFiles.includes(file));

/**
 * Five projects: `unit` and `unit-mocks` in Node (shared rules, renderer logic, Electron main
 * process modules), `screens` and `screens-mocks` in Chromium (renderer screens and
 * components), `server` (API integration tests on a fresh database). The `-mocks` ones hold the
 * files that replace modules, each isolated; in the others a worker's files share its modules.
 * Projects with different worker counts or runners run in their own group.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: {
          ...inNode,
          name: 'unit',
          include: nodeFiles.filter((file) => !replacing(file)),
          // Each file still gets its own environment; only modules are shared (decision 0068).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...unitProject,
        test: {
          ...inNode,
          name: 'unit-mocks',
          include: nodeFiles.filter(replacing),
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...unitProject,
        plugins: [react(), mediaFiles],
        test: {
          ...inChromium('screens'),
          include: screenFiles.filter((file) => !replacing(file)),
          // One page per worker for all its files: the app's modules load once, and each test
          // still renders into a document emptied after it (vitest.renderer-setup.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        ...unitProject,
        plugins: [react(), mediaFiles],
        test: {
          ...inChromium('screens-mocks'),
          include: screenFiles.filter(replacing),
          sequence: { groupOrder: 2 },
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
          sequence: { groupOrder: 3 },
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
