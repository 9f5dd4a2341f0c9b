// Runs the Playwright suite. First makes sure the machine has what it needs (a Chromium and,
// on Linux, a Secret Service), then, on Linux without a session bus, starts one with an
// unlocked gnome-keyring so the desktop token store meets a real OS keychain, as on a Linux
// desktop. Elsewhere it runs Playwright directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages, findChromium } from '../e2e/support/browser';

findChromium();
ensureDebianPackages({ 'gnome-keyring': '/usr/bin/gnome-keyring-daemon', dbus: '/usr/bin/dbus-run-session' });

const args = ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const canProvideKeychain =
  process.platform === 'linux' &&
  !process.env.DBUS_SESSION_BUS_ADDRESS &&
  existsSync('/usr/bin/dbus-run-session') &&
  existsSync('/usr/bin/gnome-keyring-daemon');

let status: number | null;
if (canProvideKeychain) {
  console.log('[e2e] starting a D-Bus session with an unlocked gnome-keyring for the desktop keychain');
  const quoted = args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const script = `echo pulso | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec npx ${quoted}`;
  status = spawnSync('dbus-run-session', ['--', 'bash', '-c', script], { stdio: 'inherit' }).status;
} else {
  status = spawnSync('npx', args, { stdio: 'inherit' }).status;
}
process.exit(status ?? 1);
