import type { OrdenView } from '@shared/api/checkout';
import { ORDEN_MSG } from '@shared/api/checkout';
import { arDate } from '@shared/domain/argentina-time';
import { serviceFee } from '@shared/domain/fees';
import { ROUTES, routePath } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { CODIGO_MSG } from '@shared/texts/codigos';
import { EVENT_TEXT } from '@shared/texts/event';
import { pesos } from './support/admin';
import {
  definition,
  diaAR,
  freshAccount,
  getOrden,
  openSignedIn,
  sellerWithEventOnSale,
  serviceFeeRate,
  ticketRow,
} from './support/checkout';
import { expect, test } from './support/fixtures';

/**
 * Access codes (issue 14) on the website (an attendee's flow: e2e/README.md): the organiser hides VIP on the
 * codes page and creates the access code PRESALE for it; a buyer does not see VIP on the event
 * page until "Tengo un código" unlocks it with `presale`, buys it through /comprar (the code
 * named in the summary, nothing taken off) and the sandbox, and the server's order has the
 * hidden row and the code.
 */
test.use({ catalogue: 'write' });

test('access codes: a hidden VIP row is unlocked with PRESALE on the event page, bought through /comprar and the sandbox, and the order carries the code', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, buyer, rate] = await Promise.all([
    sellerWithEventOnSale(request, `acceso-${target}`),
    freshAccount(request, `preventa-${target}`),
    serviceFeeRate(request),
  ]);
  const { nombre, idEvento, evento } = seller;
  const fecha = evento.fechas[0]!;
  // The codes page writes days as 12/07/2030; the event page as "Sábado, 12 de julio".
  const [y, m, d] = arDate(new Date(fecha.inicio)).split('-');
  const diaNumerico = `${d}/${m}/${y}`;
  const dia = diaAR(fecha.inicio);

  await test.step('the organiser hides VIP and creates the access code PRESALE for it', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('codigosDescuento', { eventoId: idEvento }),
    );
    await expect(
      page.getByRole('heading', { level: 2, name: CODIGO_MSG.ocultasTitulo }),
    ).toBeVisible();
    const filas = page.getByRole('table', { name: CODIGO_MSG.tablaOcultas }).getByRole('row');
    const vipFila = filas.filter({ hasText: 'VIP' });
    await expect(vipFila).toContainText(CODIGO_MSG.visible);
    await page.getByRole('button', { name: CODIGO_MSG.ocultarDe('VIP', diaNumerico) }).click();
    await expect(page.getByText(CODIGO_MSG.ocultaAviso('VIP', diaNumerico))).toBeVisible();
    await expect(vipFila).toContainText(CODIGO_MSG.oculta);
    await expect(filas.filter({ hasText: 'General' })).toContainText(CODIGO_MSG.visible);

    await page.getByLabel(CODIGO_MSG.campoCodigo, { exact: true }).fill('presale');
    await page.getByRole('radio', { name: CODIGO_MSG.tipos.acceso }).check();
    // An access code takes nothing off: no value to type.
    await expect(page.getByLabel(CODIGO_MSG.campoValor, { exact: true })).toBeDisabled();
    await expect(page.getByText(CODIGO_MSG.campoValorAyuda.acceso)).toBeVisible();
    await page.getByRole('checkbox', { name: 'VIP', exact: true }).check();
    await page.getByRole('button', { name: CODIGO_MSG.crear }).click();
    await expect(page.getByText(CODIGO_MSG.creado('PRESALE'))).toBeVisible();
    const codigo = page
      .getByRole('table', { name: CODIGO_MSG.tabla })
      .getByRole('row')
      .filter({ hasText: 'PRESALE' });
    await expect(codigo).toContainText(CODIGO_MSG.tipos.acceso);
    await expect(codigo.getByRole('cell').nth(2)).toHaveText(CODIGO_MSG.sinValor);
    await expect(codigo).toContainText('Activo');
  });

  const fee = serviceFee(9000, rate);
  await test.step('the buyer does not see VIP until "Tengo un código" unlocks it with presale', async () => {
    await openSignedIn(page, desktop, buyer.session.token, routePath('evento', { id: idEvento }));
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    await expect(ticketRow(page, 'General')).toBeVisible();
    const vip = page.getByRole('group', { name: EVENT_TEXT.cantidadDe('VIP', dia) });
    await expect(vip).toHaveCount(0);

    await page.getByRole('button', { name: CODIGO_MSG.tengoCodigo }).click();
    const campo = page.getByLabel(CODIGO_MSG.campoAcceso, { exact: true });
    await campo.fill('NO-EXISTE');
    await page.getByRole('button', { name: CODIGO_MSG.desbloquear }).click();
    await expect(page.getByRole('alert').filter({ hasText: CODIGO_MSG.noExiste })).toBeVisible();
    await expect(vip).toHaveCount(0);

    await campo.fill('presale');
    await page.getByRole('button', { name: CODIGO_MSG.desbloquear }).click();
    await expect(page.getByText(CODIGO_MSG.desbloqueadas(1))).toBeVisible();
    await expect(
      page.getByRole('row').filter({ has: vip }).getByText(CODIGO_MSG.codigoAcceso('PRESALE')),
    ).toBeVisible();
    await vip.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).click();
    await expect(vip.getByRole('status')).toHaveText('1');
    await expect(definition(page, EVENT_TEXT.subtotal)).toHaveText(pesos(9000));
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
  });

  await test.step('/comprar: the hidden row, the code named and nothing taken off', async () => {
    const card = page.getByRole('article', { name: `${nombre}, ${T.cantidadTipo(1, 'VIP')}` });
    await expect(definition(card, T.precioUnitario)).toHaveText(pesos(9000));
    await expect(page.getByText(CODIGO_MSG.codigoAcceso('PRESALE'), { exact: true })).toBeVisible();
    await expect(page.getByText(CODIGO_MSG.accesoAplicadoAyuda)).toBeVisible();
    // One code per order: the discount field gives way to the access code.
    await expect(page.getByLabel(CODIGO_MSG.campoCheckout)).toHaveCount(0);
    const totals = page.locator(`dl[aria-label="${T.total}"]`);
    await expect(definition(totals, T.subtotal)).toHaveText(pesos(9000));
    await expect(totals.locator('dt')).toHaveText([T.subtotal, T.cargoServicio, T.total]);
    await expect(definition(totals, T.cargoServicio)).toHaveText(pesos(fee));
    await expect(definition(totals, T.total)).toHaveText(pesos(9000 + fee));
  });

  const orden = await test.step('pays at the sandbox', async () => {
    const datos = page.getByRole('region', { name: T.tusDatos, exact: true });
    await datos.getByRole('checkbox', { name: T.aceptaTerminos }).check();
    await datos.getByRole('button', { name: T.comprar, exact: true }).click();
    const modal = page.getByRole('dialog', { name: T.modalTitulo });
    let created!: (orden: OrdenView) => void;
    const answer = new Promise<OrdenView>((resolve) => (created = resolve));
    await page.route('**/Orden/CrearOrden', async (route) => {
      const response = await route.fetch();
      created((await response.json()) as OrdenView);
      await route.fulfill({ response });
    });
    // The web tab goes to the provider itself; the desktop app opens it in the browser.
    const opened = desktop ? page.context().waitForEvent('page') : null;
    await modal.getByRole('button', { name: T.ok, exact: true }).click();
    const placed = await answer;
    const provider = opened ? await opened : page;
    await provider.waitForURL(placed.redirectUrl!);
    await expect(provider.getByText(pesos(9000 + fee), { exact: true })).toBeVisible();
    await provider.getByRole('button', { name: ORDEN_MSG.sandboxAprobar }).click();
    await expect(page).toHaveURL(
      new RegExp(`${ROUTES.misEntradas.path}\\?orden=${placed.idOrden}$`),
    );
    return placed;
  });

  await test.step('the server: paid, the hidden row sold at its price, with the code and no discount', async () => {
    expect(orden).toMatchObject({ codigo: 'PRESALE', descuento: 0, subtotal: 9000 });
    await expect
      .poll(async () => (await getOrden(request, buyer.session, orden.idOrden)).estado)
      .toBe('pagada');
    const paid = await getOrden(request, buyer.session, orden.idOrden);
    expect(paid).toMatchObject({
      estado: 'pagada',
      codigo: 'PRESALE',
      descuento: 0,
      subtotal: 9000,
      cargoServicio: fee,
      total: 9000 + fee,
    });
    expect(
      paid.items.map((i) => [i.idFecha, i.cdTipo, i.dsTipo, i.cantidad, i.precioUnitario]),
    ).toEqual([[fecha.idFecha, 2, 'VIP', 1, 9000]]);
    expect(paid.tickets).toHaveLength(1);
  });
});
