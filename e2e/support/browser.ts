import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium: Playwright's own where installed, else Debian's /usr/bin/chromium, else
 * installs one (apt as root on Debian, otherwise Playwright's installer), else stops with a
 * message that says what to do. The e2e run asks for the headless shell first (e2eBrowser).
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function playwrightChromium(): string | null {
  try {
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

const isDebianRoot = () =>
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  existsSync('/etc/os-release') &&
  /ID(_LIKE)?=.*debian/i.test(readFileSync('/etc/os-release', 'utf8'));

/** Installs the Debian packages (name -> a binary it provides) that are missing, as root only. */
export function ensureDebianPackages(binaries: Record<string, string>): void {
  const missing = Object.entries(binaries).filter(([, bin]) => !existsSync(bin));
  if (missing.length === 0 || !isDebianRoot()) return;
  console.log(`[e2e] installing ${missing.map(([pkg]) => pkg).join(', ')} with apt-get`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(
    `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map(([pkg]) => pkg).join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}

export function findChromium(): string {
  const own = playwrightChromium();
  if (own) return own;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isDebianRoot()) {
    ensureDebianPackages({ chromium: DEBIAN_CHROMIUM });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  } else {
    try {
      execSync('npx playwright install chromium', { stdio: 'inherit' });
      const installed = playwrightChromium();
      if (installed) return installed;
    } catch {
      // fall through to the message below
    }
  }
  throw new Error(
    'No Chromium found for the e2e tests. Install one with `npx playwright install chromium` ' +
      'or, on Debian/Ubuntu, `apt-get install -y chromium`, then run `npm test` again.',
  );
}

/**
 * The browser of the e2e run: Debian's chromium-headless-shell (installed as root on Debian
 * when missing), the "old" headless Chromium that Playwright itself runs headless tests in.
 * It skips the full browser's window and compositor machinery: the same 42 auth and filter
 * tests took 2.0 min in it and 3.4 min in the full /usr/bin/chromium on a 2-core machine.
 * Without it (no apt, no root), the full Chromium of findChromium.
 */
export function e2eBrowser(): string {
  if (playwrightChromium()) return findChromium();
  if (!existsSync(DEBIAN_HEADLESS_SHELL) && isDebianRoot()) {
    try {
      ensureDebianPackages({ 'chromium-headless-shell': DEBIAN_HEADLESS_SHELL });
    } catch {
      // No package source: the full Chromium below does the same job, slower.
    }
  }
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium();
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
