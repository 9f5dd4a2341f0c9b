import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eBrowser } from './support/browser';
import { LOCK_DIR_ENV } from './support/catalogue-lock';
import { DESKTOP_MODE_TEXT, desktopMode } from './support/desktop-mode';
import { ensureRunDir, runTempDir } from './support/run-dir';
import { E2E, STACK_STARTED_ENV } from './support/stack-env';

// One folder per run for what the run writes (support/run-dir.ts), and the lock folder in it,
// made by the runner before its workers and the stack start (they inherit both); the global
// teardown removes it.
ensureRunDir();
process.env[LOCK_DIR_ENV] ??= runTempDir('locks-');

const executablePath = e2eBrowser();
const mode = desktopMode();
console.log(`[e2e] browser: ${executablePath}`);
console.log(`[e2e] ${DESKTOP_MODE_TEXT[mode]}`);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  webServer: {
    command: 'npx tsx e2e/support/stack.ts',
    cwd: '..',
    url: `${E2E.webUrl}/api/v1/Config`,
    timeout: 120_000,
    stdout: 'pipe',
    // `npm test` starts the stack beside the server tests and says so (support/stack-env.ts);
    // otherwise a server already on the port is a stray one, and the run stops.
    reuseExistingServer: process.env[STACK_STARTED_ENV] === '1',
  },
  use: {
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    locale: 'es-AR',
    // Menus open without animation (the app honours prefers-reduced-motion), so a click never
    // lands on an item that is still sliding in.
    reducedMotion: 'reduce',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A failed test keeps its trace (actions, network, console, sources), its screenshot and
    // its error context (the page's accessibility tree at the failure). The trace's screencast
    // and DOM snapshots are left out: recorded for every test, passed ones included, the
    // screencast took about a quarter of the e2e run's CPU on a 2-core machine and the
    // snapshots another fifth (auth + discovery-filters on web: 168 s with them, 134 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
  metadata: { desktopMode: mode },
  projects: [
    // *.web.spec.ts and *.desktop.spec.ts hold what only one target has (tabs; keychain, pickers).
    {
      name: 'web',
      use: { baseURL: E2E.webUrl },
      metadata: { target: 'web' },
      testIgnore: /\.desktop\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { baseURL: mode === 'electron' ? 'app://pulso' : E2E.desktopUrl },
      metadata: { target: 'desktop', desktopMode: mode },
      testIgnore: /\.web\.spec\.ts$/,
    },
  ],
});
