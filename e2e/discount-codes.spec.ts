import { randomUUID } from 'node:crypto';
import { serviceFee } from '@shared/domain/fees';
import { ROUTES, routePath } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { CODIGO_MSG } from '@shared/texts/codigos';
import { EVENT_TEXT } from '@shared/texts/event';
import { SALES_TEXT, VENTAS_DIA_TEXT as V } from '@shared/texts/sales';
import { pesos } from './support/admin';
import {
  decideInSandbox,
  definition,
  freshAccount,
  getOrden,
  openSignedIn,
  placeOrder,
  sellerWithEventOnSale,
  serviceFeeRate,
  ticketRow,
} from './support/checkout';
import { expect, test } from './support/fixtures';

/**
 * Discount codes (issue 14) on the website and in the desktop app: the organiser creates a
 * code from the event's sales page, a buyer types it in lower case at /comprar and sees the
 * discount and the fee on what is left, the server charges the same, and once paid the
 * organiser sees the sale and the code's use in "Ventas por día" and on the codes page.
 */
test.use({ catalogue: 'write' });

test('discount codes: created on the organiser page, applied at /comprar, charged by the server, counted and in the sales chart', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, buyer, rate] = await Promise.all([
    sellerWithEventOnSale(request, `codigos-${target}`),
    freshAccount(request, `descuento-${target}`),
    serviceFeeRate(request),
  ]);
  const codigo = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const codesTable = () => page.getByRole('table');
  const codeRow = () => codesTable().getByRole('row').filter({ hasText: codigo });

  await test.step('the organiser creates the code from Entradas vendidas → Códigos de descuento', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('entradasVendidas', { eventoId: seller.idEvento }),
    );
    await page.getByRole('link', { name: CODIGO_MSG.titulo }).click();
    await expect(page).toHaveURL(
      new RegExp(`${routePath('codigosDescuento', { eventoId: seller.idEvento })}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: CODIGO_MSG.titulo })).toBeVisible();
    await expect(page.getByText(CODIGO_MSG.sinCodigos)).toBeVisible();

    await page.getByLabel('Código', { exact: true }).fill(` ${codigo.toLowerCase()} `);
    await page.getByRole('radio', { name: 'Porcentaje' }).check();
    await page.getByLabel('Valor', { exact: true }).fill('10');
    await page.getByRole('checkbox', { name: 'General', exact: true }).check();
    await page.getByRole('button', { name: CODIGO_MSG.crear }).click();
    await expect(page.getByText(`Creaste el código ${codigo}.`)).toBeVisible();
    await expect(codeRow()).toContainText('Porcentaje');
    await expect(codeRow()).toContainText('10\u00a0%');
    await expect(codeRow()).toContainText('Activo');

    // The same code again: the server's Spanish refusal, nothing added.
    await page.getByLabel('Código', { exact: true }).fill(codigo);
    await page.getByLabel('Valor', { exact: true }).fill('10');
    await page.getByRole('button', { name: CODIGO_MSG.crear }).click();
    // Said under the code it is about, the field marked.
    const campoCodigo = page.getByLabel('Código', { exact: true });
    await expect(page.getByText(CODIGO_MSG.repetido(codigo), { exact: true })).toBeVisible();
    await expect(campoCodigo).toHaveAttribute('aria-invalid', 'true');
    await expect(codesTable().getByRole('row').filter({ hasText: codigo })).toHaveCount(1);
  });

  // 2 General at 5,000: 10 % off is 1,000; the fee is charged on 9,000.
  const subtotal = 10_000;
  const descuento = 1_000;
  const fee = serviceFee(subtotal - descuento, rate);
  await test.step('the buyer applies it in lower case at /comprar: the discount and the new total', async () => {
    await openSignedIn(
      page,
      desktop,
      buyer.session.token,
      routePath('evento', { id: seller.idEvento }),
    );
    const row = ticketRow(page, 'General');
    for (let i = 1; i <= 2; i++) {
      await row.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).click();
      await expect(row.getByRole('status')).toHaveText(String(i));
    }
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));

    await page.getByLabel(CODIGO_MSG.campoCheckout).fill('NO-EXISTE');
    await page.getByRole('button', { name: CODIGO_MSG.aplicar }).click();
    await expect(page.getByText(CODIGO_MSG.noExiste)).toBeVisible();

    await page.getByLabel(CODIGO_MSG.campoCheckout).fill(codigo.toLowerCase());
    await page.getByRole('button', { name: CODIGO_MSG.aplicar }).click();
    await expect(page.getByText(`Código ${codigo} aplicado.`)).toBeVisible();
    const totals = page.locator(`dl[aria-label="${T.total}"]`);
    await expect(definition(totals, T.subtotal)).toHaveText(pesos(subtotal));
    await expect(definition(totals, CODIGO_MSG.descuento(codigo))).toHaveText(
      `-${pesos(descuento)}`,
    );
    await expect(definition(totals, T.cargoServicio)).toHaveText(pesos(fee));
    await expect(definition(totals, T.total)).toHaveText(pesos(subtotal - descuento + fee));
  });

  await test.step('the server charges the same and the organiser sees the use', async () => {
    const orden = await placeOrder(
      request,
      buyer,
      seller.idEvento,
      [{ idFecha: seller.evento.fechas[0]!.idFecha, cdTipo: 0, cantidad: 2 }],
      { codigo: codigo.toLowerCase() },
    );
    expect(orden).toMatchObject({
      subtotal,
      descuento,
      codigo,
      cargoServicio: fee,
      total: subtotal - descuento + fee,
    });
    // Paid: the sales page's chart counts it and lists the code's use and discount.
    await decideInSandbox(request, orden, 'aprobar');
    await expect
      .poll(async () => (await getOrden(request, buyer.session, orden.idOrden)).estado)
      .toBe('pagada');
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('entradasVendidas', { eventoId: seller.idEvento }),
    );
    // One figure for what came in: the top's total is the chart's, list prices less discounts.
    await expect(definition(page, SALES_TEXT.totalRecaudado)).toHaveText(
      pesos(subtotal - descuento),
    );
    const porDia = page.getByRole('region', { name: V.titulo });
    await expect(porDia.getByRole('img', { name: /^Entradas vendidas por día/ })).toBeVisible();
    const totalRow = porDia
      .getByRole('table', { name: V.tabla })
      .getByRole('row')
      .filter({ hasText: V.total });
    await expect(totalRow).toContainText(pesos(subtotal - descuento));
    await expect(
      porDia.getByRole('list', { name: V.codigosTitulo }).getByRole('listitem'),
    ).toHaveText([V.codigo(codigo, V.usos(1, '1'), pesos(descuento))]);

    await page.getByRole('link', { name: CODIGO_MSG.titulo }).click();
    await expect(codeRow()).toContainText('Activo');
    await expect(codeRow().getByRole('cell').nth(3)).toHaveText('1');
  });
});
