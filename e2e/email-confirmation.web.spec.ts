import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import { CONFIRMACION_MSG } from '@shared/api/email-confirmation';
import { ROUTES, routePath } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/event';
import { openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { addTickets, region } from './support/checkout-flow';
import { registerFreshUser } from './support/discovery';
import { confirmationToken } from './support/email-confirmation';
import { expect, test } from './support/fixtures';
import { apiLogin } from './support/organiser';

/**
 * E-mail confirmation before the first purchase (docs/decisions/0076-hostile-users.md): an
 * account that has not followed its sign-up link is refused at checkout with the way forward,
 * "Reenviar correo"; the mailed link (read from the outbox) confirms it on its page, and the
 * same purchase then goes through. Attendees buy on the website: web only (e2e/README.md).
 */

test.use({ catalogue: 'write' });

test('checkout refuses an unconfirmed e-mail with "Reenviar correo"; the mailed link confirms it once, and the purchase goes through', async ({
  page,
  request,
  desktop,
}) => {
  test.slow();
  const [seller, user] = await Promise.all([
    sellerWithEventOnSale(request, 'confirma-vende'),
    registerFreshUser(request, 'confirma-compra', { confirmar: false }),
  ]);
  const session = await apiLogin(request, user);
  await openSignedIn(page, desktop, session.token, routePath('evento', { id: seller.idEvento }));
  await expect(page.getByRole('heading', { level: 1, name: seller.nombre })).toBeVisible();

  const datos = region(page, T.tusDatos);
  const tryToBuy = async () => {
    await addTickets(page, 'General', 1);
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
    const terminos = datos.getByRole('checkbox', { name: T.aceptaTerminos });
    if (!(await terminos.isChecked())) await terminos.check();
    await datos.getByRole('button', { name: T.comprar, exact: true }).click();
    const modal = page.getByRole('dialog', { name: T.modalTitulo });
    await expect(modal).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().endsWith('/Orden/CrearOrden'));
    // The tab would leave for the provider by itself: kept here to read the answer.
    await page.route('**/Pagos/Sandbox/**', (route) => route.fulfill({ status: 204 }), {
      times: 1,
    });
    await modal.getByRole('button', { name: T.ok, exact: true }).click();
    return answer;
  };

  await test.step('refused at checkout, with the way to a new link', async () => {
    const refused = await tryToBuy();
    expect(refused.status()).toBe(403);
    await expect(datos.getByText(ORDEN_MSG.correoSinConfirmar)).toBeVisible();
    const sent = page.waitForResponse((r) => r.url().endsWith('/Usuario/ReenviarConfirmacion'));
    await datos.getByRole('button', { name: CONFIRMACION_MSG.reenviar }).click();
    expect((await sent).status()).toBe(202);
    await expect(
      datos.getByRole('status').filter({ hasText: CONFIRMACION_MSG.reenviado }),
    ).toBeVisible();
    await expect(datos.getByRole('button', { name: CONFIRMACION_MSG.reenviar })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('checkout-sin-confirmar.png') });
  });

  const token = await confirmationToken(request, user.correo);
  await test.step('the mailed link confirms, once', async () => {
    await page.goto(`${routePath('confirmarCorreo')}?token=${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: CONFIRMACION_MSG.titulo }),
    ).toBeVisible();
    await expect(page.getByText(CONFIRMACION_MSG.confirmado)).toBeVisible();
    await expect(page.getByText(user.correo)).toBeVisible();
    await page.reload();
    await expect(page.getByText(CONFIRMACION_MSG.enlaceUsado)).toBeVisible();
    await expect(page.getByRole('link', { name: CONFIRMACION_MSG.irAlInicio })).toBeVisible();
  });

  await test.step('the same purchase now holds its ticket', async () => {
    await page.goto(routePath('evento', { id: seller.idEvento }));
    const made = await tryToBuy();
    expect(made.status()).toBe(201);
    const orden = (await made.json()) as OrdenView;
    expect(orden.estado).toBe('pendiente');
    expect(orden.items.map((i) => [i.dsTipo, i.cantidad])).toEqual([['General', 1]]);
  });
});
