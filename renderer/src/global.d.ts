import type { DesktopBridge } from '@shared/bridge';

declare global {
  interface Window {
    /** Present only inside the desktop app (preload bridge). Read it through src/platform. */
    pulso?: DesktopBridge;
  }
}

export {};
