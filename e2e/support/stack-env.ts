/** Fixed loopback addresses of the e2e stack (e2e/support/stack.ts starts it). */
export const E2E = {
  webUrl: 'http://127.0.0.1:43110',
  desktopUrl: 'http://127.0.0.1:43111',
  idpPort: 43112,
  idpUrl: 'http://127.0.0.1:43112',
  apiBase: 'http://127.0.0.1:43110/api/v1',
  googleWebClientId: 'pulso-web.e2e.local',
  googleDesktopClientId: 'pulso-desktop.e2e.local',
  googleDesktopClientSecret: 'desktop-installed-app-secret',
} as const;

export const DEMO_PASSWORD = 'pulso1234';
