import { ROUTES, routePath } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/event';
import { TICKETS_TEXT } from '@shared/texts/tickets';
import { ORDEN_MSG } from '@shared/api/checkout';
import {
  freshAccount,
  getOrden,
  misEntradasApi,
  openSignedIn,
  sellerWithEventOnSale,
} from './support/checkout';
import { addTickets, field, payAtProvider, region } from './support/checkout-flow';
import { expect, test } from './support/fixtures';
import { getEvento } from './support/organiser';

/**
 * Paying, on the website and in the desktop app: on the web the tab itself goes to the
 * sandbox provider and comes back to the order's page; on desktop the provider's page opens
 * in the system browser and the app follows the order until it is decided. The whole checkout,
 * with every check of "Tus datos" and an approved payment, is checkout.web.spec.ts.
 */

// Each test puts an event of its own on sale: the catalogue readers wait meanwhile.
test.use({ catalogue: 'write' });

test("a rejected payment comes back to the order's page with the way to the event, gives the stock back and leaves no tickets", async ({
  page,
  request,
  desktop,
  target,
}) => {
  const [seller, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `rechazo-${target}`),
    freshAccount(request, `rechazado-${target}`),
  ]);
  const { nombre, idEvento } = seller;
  await openSignedIn(page, desktop, buyer.session.token, routePath('evento', { id: idEvento }));
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  await addTickets(page, 'VIP', 2);
  await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();

  const datos = region(page, T.tusDatos);
  // A registered account holds phone, document and birth date: locked, with the way to edit them.
  for (const label of [T.telefono, T.numeroId, T.dtNacimiento])
    await expect(field(datos, label)).toHaveAttribute('readonly');
  await expect(datos.getByText(T.bloqueado)).toBeVisible();
  await expect(datos.getByRole('link', { name: T.miPerfil })).toHaveAttribute(
    'href',
    ROUTES.miPerfil.path,
  );
  await datos.getByRole('checkbox', { name: T.aceptaTerminos }).check();
  await datos.getByRole('button', { name: T.comprar, exact: true }).click();
  const { orden, provider } = await payAtProvider(page, desktop);
  // The hold took the stock.
  const held = await getEvento(request, seller.session.token, idEvento);
  expect(held.fechas[0]!.entradas.find((e) => e.tipo.cdTipo === 2)!.cantidad).toBe(18);

  await provider.getByRole('button', { name: ORDEN_MSG.sandboxRechazar }).click();
  if (desktop) {
    // The app notices on its own and offers the way back to the event.
    await expect(page.getByRole('alert').filter({ hasText: T.pagoRechazado })).toBeVisible();
    await page.getByRole('link', { name: T.volverAlEvento }).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('evento', { id: idEvento })}$`));
  } else {
    // The provider's failure URL is the order's page (issue 15), which says what happened.
    await expect(page).toHaveURL(
      new RegExp(`${ROUTES.misEntradas.path}\\?orden=${orden.idOrden}&pago=rechazado$`),
    );
    await expect(
      page.getByRole('status').filter({ hasText: TICKETS_TEXT.pagoRechazado }),
    ).toBeVisible();
    await page.getByRole('link', { name: T.volverAlEvento }).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('evento', { id: idEvento })}$`));
  }
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const after = await getEvento(request, seller.session.token, idEvento);
  expect(after.fechas[0]!.entradas.find((e) => e.tipo.cdTipo === 2)!.cantidad).toBe(20);
  expect((await getOrden(request, buyer.session, orden.idOrden)).estado).toBe('rechazada');

  await page.goto(ROUTES.misEntradas.path);
  await expect(page.getByText(TICKETS_TEXT.vacio, { exact: true })).toBeVisible();
  expect(await misEntradasApi(request, buyer.session)).toEqual([]);
});
