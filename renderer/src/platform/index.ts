import type { Platform } from '@shared/platform';
import type { RetornoPago } from '@shared/routes';
import { createWebPlatform } from './web';

let current: Platform | null = null;

/**
 * Picks the implementation once, before the first render (desktop config is async). The
 * desktop's is loaded only where its bridge is: the website's first load does without it.
 */
export async function initPlatform(): Promise<Platform> {
  current = window.pulso
    ? await (await import('./desktop')).createDesktopPlatform(window.pulso)
    : createWebPlatform();
  return current;
}

export function getPlatform(): Platform {
  if (!current) throw new Error('Platform not initialised: call initPlatform() before rendering.');
  return current;
}

/** Tests install a platform with an absolute API base and their own fakes. */
export function setPlatform(platform: Platform): void {
  current = platform;
}

/** Where the payment provider should send the buyer back: the website or the app (issue 15). */
export const retornoPago = (): RetornoPago =>
  getPlatform().target === 'desktop' ? 'desktop' : 'web';
