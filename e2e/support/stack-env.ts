/**
 * Loopback addresses of the e2e stack (e2e/support/stack.ts starts it): three ports from 43110,
 * or from PULSO_E2E_PORT_BASE so two runs can share a machine.
 */
const base = Number(process.env.PULSO_E2E_PORT_BASE ?? 43110);

export const E2E = {
  webUrl: `http://127.0.0.1:${base}`,
  desktopUrl: `http://127.0.0.1:${base + 1}`,
  idpPort: base + 2,
  idpUrl: `http://127.0.0.1:${base + 2}`,
  apiBase: `http://127.0.0.1:${base}/api/v1`,
  googleWebClientId: 'pulso-web.e2e.local',
  googleDesktopClientId: 'pulso-desktop.e2e.local',
  googleDesktopClientSecret: 'desktop-installed-app-secret',
} as const;

export const DEMO_PASSWORD = 'pulso1234';

/**
 * Set by `npm test` (scripts/run-stages.ts) when it has started the stack already, beside the
 * server tests: the e2e run then uses that stack instead of starting one.
 */
export const STACK_STARTED_ENV = 'PULSO_E2E_STACK_STARTED';
