import type { AdicionalView } from '@shared/api/add-ons';
import type { EventoView } from '@shared/api/discovery';
import { formatShortCode } from '@shared/domain/ticket-short-code';
import { formatPesos } from '@shared/format/es-ar';
import { routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/event';
import { DOOR_TEXT, SCAN_RESULT_TEXT } from '@shared/texts/door';
import { TIPOS_TEXT as T } from '@shared/texts/organiser';
import { SETTLEMENT_TEXT as S } from '@shared/texts/settlement';
import { pesos } from './support/admin';
import {
  decideInSandbox,
  freshAccount,
  getOrden,
  openSignedIn,
  placeOrder,
  sellerWithEventOnSale,
} from './support/checkout';
import { signIn } from './support/discovery';
import { activatedStaff, doorEventPayload, doorLogin } from './support/door';
import { expect, test } from './support/fixtures';
import { getEvento } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * The way Argentine productoras sell a night (docs/decisions/0088-free-form-ticket-types.md,
 * 0089-mesas-and-order-limits.md, 0090-add-ons.md), on the website and in the desktop app: the
 * organiser builds three tandas over a cupo of their own, a "Mesa VIP x4" and a "Combo trago"
 * on Entradas y tandas; once a buyer takes the 1ra's only ticket the event page says it is sold
 * out and offers the 2da at its price, the 3ra still to come; the next buyer takes the 2da with
 * a combo and a mesa (four tickets); the door admits the 2da tanda and says to hand over the
 * combo; the settlement has a row for each.
 */
test.use({ catalogue: 'write' });

test('three tandas, a mesa x4 and a drink add-on: the 1ra sold out, buyers see the 2da’s price; the door shows the 2da tanda and the combo; the settlement counts each', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const seller = await sellerWithEventOnSale(request, `mesas-${target}`, doorEventPayload);
  const card = (nombre: string | RegExp) =>
    page.getByRole('group', { name: nombre, exact: typeof nombre === 'string' });

  await test.step('the organiser builds three tandas, a mesa x4 and a combo', async () => {
    await page.goto('/');
    await signIn(page, seller.user);
    await page.goto(routePath('tiposEntrada', { eventoId: seller.idEvento }));
    await page.getByRole('button', { name: T.agregarTandas, exact: true }).click();
    for (const [nombre, precio, cantidad] of [
      ['1ra tanda', 8000, 1],
      ['2da tanda', 10000, 5],
      ['3ra tanda', 12000, 5],
    ] as const) {
      await card(nombre).getByLabel(T.precio, { exact: true }).fill(String(precio));
      await card(nombre).getByLabel(T.cantidad, { exact: true }).fill(String(cantidad));
    }
    await card(/^General \d$/)
      .getByLabel(T.cantidadCupo, { exact: true })
      .fill('11');

    await page.getByRole('button', { name: T.agregarTipo, exact: true }).click();
    await card(/^Entrada \d+$/)
      .getByLabel(T.nombre, { exact: true })
      .fill('Mesa VIP x4');
    const mesa = card('Mesa VIP x4');
    await mesa.getByLabel(T.admite, { exact: true }).fill('VIP');
    await mesa.getByLabel(T.precio, { exact: true }).fill('40000');
    await mesa.getByLabel(T.cantidad, { exact: true }).fill('3');
    await mesa.getByText(T.masOpciones, { exact: true }).click();
    await mesa.getByLabel(T.personas, { exact: true }).fill('4');

    await page.getByRole('button', { name: T.agregarAdicional, exact: true }).click();
    await card(/^Adicional \d+$/)
      .getByLabel(T.nombreAdicional, { exact: true })
      .fill('Combo trago');
    const combo = card('Combo trago');
    await combo.getByLabel(T.precio, { exact: true }).fill('3000');
    await combo.getByLabel(T.cantidad, { exact: true }).fill('50');
    await page.getByRole('button', { name: T.guardar, exact: true }).click();
    await expect(page.getByText(T.guardado, { exact: true })).toBeVisible();
  });

  const evento: EventoView = await getEvento(request, seller.session.token, seller.idEvento);
  const fecha = evento.fechas[0]!;
  const tipo = (nombre: string) => fecha.entradas.find((e) => e.tipo.dsTipo === nombre)!;
  expect(tipo('Mesa VIP x4')).toMatchObject({ personas: 4, precio: 40000, cantidad: 3 });
  expect(tipo('1ra tanda').tanda).toMatchObject({ paso: 1, estado: 'abierta' });
  const [combo] = (await (
    await request.get(`${E2E.apiBase}/Entrada/AdicionalesFecha`, {
      params: { IdFecha: fecha.idFecha },
    })
  ).json()) as AdicionalView[];
  expect(combo).toMatchObject({ nombre: 'Combo trago', precio: 3000, disponibles: 50 });

  // The 1ra's only ticket is taken; the next buyer gets the 2da with a combo, and a mesa.
  const first = await freshAccount(request, `primera-${target}`);
  await placeOrder(request, first, seller.idEvento, [
    { idFecha: fecha.idFecha, cdTipo: tipo('1ra tanda').tipo.cdTipo, cantidad: 1 },
  ]);

  await test.step('the 1ra sold out, the event page offers the 2da at its price, the 3ra to come', async () => {
    await page.goto(routePath('evento', { id: seller.idEvento }));
    const rows = page.getByRole('table').first().getByRole('row');
    const row = (nombre: string) => rows.filter({ hasText: nombre });
    await expect(row('1ra tanda')).toContainText(EVENT_TEXT.tandaAgotada);
    await expect(row('2da tanda')).toContainText(EVENT_TEXT.tandaEnVenta);
    await expect(row('2da tanda')).toContainText(formatPesos(10000));
    await expect(
      row('2da tanda').getByRole('button', { name: EVENT_TEXT.agregarEntrada }),
    ).toBeEnabled();
    await expect(row('3ra tanda')).not.toContainText(EVENT_TEXT.tandaEnVenta);
    await expect(
      row('3ra tanda').getByRole('button', { name: EVENT_TEXT.agregarEntrada }),
    ).toHaveCount(0);
    // The mesa reads as one: its price per mesa and the people it admits.
    await expect(row('Mesa VIP x4')).toContainText(formatPesos(40000));
  });

  const buyer = await freshAccount(request, `mesa-${target}`);
  const orden = await placeOrder(
    request,
    buyer,
    seller.idEvento,
    [
      { idFecha: fecha.idFecha, cdTipo: tipo('2da tanda').tipo.cdTipo, cantidad: 1 },
      { idFecha: fecha.idFecha, cdTipo: tipo('Mesa VIP x4').tipo.cdTipo, cantidad: 1 },
    ],
    { adicionales: [{ idAdicional: combo!.idAdicional, cantidad: 1 }] },
  );
  expect(orden.subtotal).toBe(10000 + 40000 + 3000);
  await decideInSandbox(request, orden, 'aprobar');
  await expect
    .poll(async () => (await getOrden(request, buyer.session, orden.idOrden)).estado)
    .toBe('pagada');
  const paid = await getOrden(request, buyer.session, orden.idOrden);
  // One ticket for the 2da, carrying the combo, and four for the mesa.
  expect(paid.tickets.map((k) => [k.dsTipo, k.adicionales ?? []])).toEqual([
    ['2da tanda', ['Combo trago']],
    ['Mesa VIP x4', []],
    ['Mesa VIP x4', []],
    ['Mesa VIP x4', []],
    ['Mesa VIP x4', []],
  ]);
  expect(paid.tickets.reduce((s, k) => s + k.importes.total, 0)).toBe(paid.total);

  await test.step('the door admits the 2da tanda and says to hand over the combo', async () => {
    const staff = await activatedStaff(request, seller, `staff-mesas-${target}`);
    await page.goto('/puerta/');
    await doorLogin(page, staff);
    await page.getByLabel(DOOR_TEXT.nombrePuerta).fill('Terraza');
    await page.getByRole('button', { name: DOOR_TEXT.empezar }).click();
    await page
      .getByLabel(DOOR_TEXT.escribirCodigo)
      .fill(formatShortCode(paid.tickets[0]!.codigoCorto));
    await page.getByRole('button', { name: DOOR_TEXT.validar, exact: true }).click();
    const verdict = page.getByRole('dialog', { name: DOOR_TEXT.resultado });
    await expect(verdict.getByRole('heading')).toHaveText(SCAN_RESULT_TEXT.admitido);
    await expect(verdict).toContainText(DOOR_TEXT.tipoAdmite('2da tanda', 'General'));
    await expect(verdict).toContainText(DOOR_TEXT.entregar(['Combo trago']));
    await verdict.getByRole('button', { name: DOOR_TEXT.siguiente }).click();
    // A mesa's ticket admits one of its four, with nothing to hand over.
    await page
      .getByLabel(DOOR_TEXT.escribirCodigo)
      .fill(formatShortCode(paid.tickets[1]!.codigoCorto));
    await page.getByRole('button', { name: DOOR_TEXT.validar, exact: true }).click();
    await expect(verdict.getByRole('heading')).toHaveText(SCAN_RESULT_TEXT.admitido);
    await expect(verdict).toContainText(DOOR_TEXT.tipoAdmite('Mesa VIP x4', 'VIP'));
    await expect(verdict).not.toContainText(DOOR_TEXT.entregar(['Combo trago']));
  });

  await test.step('the settlement has a row for the 2da tanda, the mesa and the combo', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('liquidacion', { eventoId: seller.idEvento }),
    );
    const table = page.getByRole('table', { name: S.tabla });
    const row = (nombre: string) => table.getByRole('row').filter({ hasText: nombre });
    await expect(row('2da tanda')).toContainText(pesos(10000));
    await expect(row('Mesa VIP x4')).toContainText(pesos(40000));
    await expect(row('Combo trago')).toContainText(pesos(3000));
    const total = table.getByRole('row').filter({ hasText: S.total });
    // The 1ra's hold is not paid: the paid order is the only sale.
    await expect(total).toContainText(pesos(53000));
  });
});
