// Runs a command (`tsx scripts/with-keychain.ts <cmd> [args]`) where the desktop token store
// meets a real OS keychain. On Linux without a session bus it installs, as root on Debian,
// what is missing, then starts a D-Bus session with an unlocked gnome-keyring (a real
// Secret Service, as on a Linux desktop). Elsewhere the command runs as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from '../e2e/support/browser';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-keychain.ts <command> [args...]');
  process.exit(2);
}

const needsBus = process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS;
if (needsBus)
  ensureDebianPackages({
    'gnome-keyring': '/usr/bin/gnome-keyring-daemon',
    dbus: '/usr/bin/dbus-run-session',
  });
const canProvide =
  needsBus &&
  existsSync('/usr/bin/dbus-run-session') &&
  existsSync('/usr/bin/gnome-keyring-daemon');

let status: number | null;
if (canProvide) {
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const script = `echo pulso | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec npx ${quoted}`;
  status = spawnSync('dbus-run-session', ['--', 'bash', '-c', script], { stdio: 'inherit' }).status;
} else {
  if (needsBus)
    console.warn('[keychain] no D-Bus/gnome-keyring here: keychain tests will report as skipped');
  status = spawnSync('npx', [command, ...args], { stdio: 'inherit' }).status;
}
process.exit(status ?? 1);
