import { getPlatform } from '../platform';

/**
 * Leaves for the payment provider's page. On the web the same tab goes there and the provider
 * sends the buyer back to /mis-entradas. The desktop window may only show the app itself
 * (electron/main/security.ts), so there the page opens in the system browser and the app
 * waits for the order to be paid. Here rather than in features/checkout: a wait-list offer
 * (features/waitlist) is paid the same way.
 */
export async function openPaymentPage(url: string): Promise<'same-tab' | 'browser'> {
  const platform = getPlatform();
  if (platform.target === 'desktop') {
    await platform.openExternal(url);
    return 'browser';
  }
  window.location.assign(url);
  return 'same-tab';
}
