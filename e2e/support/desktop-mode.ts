import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which desktop target the e2e run can use. With an Electron binary installed, the desktop
 * project launches the real app; without one (no download possible), it runs the desktop
 * renderer build in Chromium with the bridge wired to the real main-process handlers.
 */
export type DesktopMode = 'electron' | 'renderer-with-main-handlers';

export function electronBinary(): string | null {
  const dir = path.resolve('node_modules/electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

export function desktopMode(): DesktopMode {
  if (process.env.PULSO_DESKTOP_E2E === 'renderer') return 'renderer-with-main-handlers';
  return electronBinary() ? 'electron' : 'renderer-with-main-handlers';
}

export const DESKTOP_MODE_TEXT: Record<DesktopMode, string> = {
  electron: 'desktop e2e mode: the real Electron app (_electron.launch)',
  'renderer-with-main-handlers':
    'desktop e2e mode: no Electron binary here — the desktop renderer build runs in Chromium with the preload bridge wired to the real main-process handler modules (only Electron IPC transport and window stood in for)',
};
