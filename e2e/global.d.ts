import type { DesktopBridge } from '@shared/bridge';

// What the desktop preload puts on the page, for page.evaluate callbacks.
declare global {
  interface Window {
    pulso?: DesktopBridge;
  }
}
