import type { Locator, Page } from '@playwright/test';
import type { OrdenView } from '@shared/api/checkout';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/event';
import { ticketRow } from './checkout';
import type { DesktopHarness } from './desktop-harness';
import { expect } from './fixtures';

/**
 * Buying on screen, shared by the checkout specs: tickets added on the event page, and the
 * trip to the sandbox provider with the hold's countdown (a tab of its own on the web, the
 * system browser on desktop).
 */

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Adds `n` tickets of a type with the row's + button. */
export async function addTickets(page: Page, tipo: string, n: number) {
  const row = ticketRow(page, tipo);
  for (let i = 1; i <= n; i++) {
    await row.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).click();
    await expect(row.getByRole('status')).toHaveText(String(i));
  }
}

/** Seconds left in "Tenés mm:ss para completar el pago.". */
async function secondsLeft(timer: Locator): Promise<number> {
  const text = (await timer.textContent()) ?? '';
  const m = /(\d\d):(\d\d)/.exec(text);
  expect(text, 'the countdown wording').toBe(T.tiempoRestante(m ? `${m[1]}:${m[2]}` : '??'));
  return Number(m![1]) * 60 + Number(m![2]);
}

/** The countdown runs down from the hold the server granted. */
async function expectCountdown(page: Page, orden: OrdenView) {
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  const hold = (Date.parse(orden.holdExpiresAt) - Date.parse(orden.createdAt)) / 1000;
  const first = await secondsLeft(timer);
  expect(first).toBeLessThanOrEqual(hold);
  expect(first).toBeGreaterThan(hold - 30);
  await expect.poll(() => secondsLeft(timer)).toBeLessThan(first);
}

/**
 * Presses Ok in the MercadoPago modal and reaches the provider's page, checking the hold's
 * countdown on the way: on desktop the page opens in the system browser while the app shows
 * the countdown; on the web the tab goes there itself (see below).
 * The order is read as it passes (the tab may already be leaving when it arrives).
 */
export async function payAtProvider(
  page: Page,
  desktop: DesktopHarness | null,
): Promise<{ orden: OrdenView; provider: Page }> {
  const modal = page.getByRole('dialog', { name: T.modalTitulo });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(T.modalTexto);
  let created!: (orden: OrdenView) => void;
  const answer = new Promise<OrdenView>((resolve) => (created = resolve));
  await page.route('**/Orden/CrearOrden', async (route) => {
    const response = await route.fetch();
    created((await response.json()) as OrdenView);
    await route.fulfill({ response });
  });
  if (desktop) {
    const opened = page.context().waitForEvent('page');
    await modal.getByRole('button', { name: T.ok, exact: true }).click();
    const orden = await answer;
    const provider = await opened;
    await provider.waitForURL(orden.redirectUrl!);
    await expectCountdown(page, orden);
    await expect(page.getByText(T.pagoEnNavegador, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: T.esperandoPago })).toBeVisible();
    return { orden, provider };
  }
  // The tab leaves for the provider by itself. That first trip is answered "204 No Content",
  // which keeps the tab where it is, so the countdown can be read; "Ir a pagar" goes again.
  const leaving = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).pathname.includes('/Pagos/Sandbox/'),
  );
  await page.route('**/Pagos/Sandbox/**', (route) => route.fulfill({ status: 204 }), { times: 1 });
  await modal.getByRole('button', { name: T.ok, exact: true }).click();
  const orden = await answer;
  expect((await leaving).url()).toBe(orden.redirectUrl);
  await expect(page.getByText(T.redirigiendo, { exact: true })).toBeVisible();
  await expectCountdown(page, orden);
  await page.getByRole('link', { name: T.irAPagar }).click();
  await page.waitForURL(orden.redirectUrl!);
  return { orden, provider: page };
}
