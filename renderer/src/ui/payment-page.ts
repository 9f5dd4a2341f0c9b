import { getPlatform } from '../platform';

/**
 * Leaves for the payment provider's page. On the web the same tab goes there and the provider
 * sends the buyer back to the order's page. The desktop window may only show the app itself
 * (electron/main/security.ts), so there the page opens in the system browser, the app waits for
 * the order to be paid, and the provider's way back is a pulso:// link to the app (issue 15).
 * Here rather than in features/checkout: a wait-list offer (features/waitlist) is paid the same
 * way.
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
