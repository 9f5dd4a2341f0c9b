import type { Locator, Request } from '@playwright/test';
import { arDate } from '@shared/domain/argentina-time';
import { serviceFee } from '@shared/domain/fees';
import { LIMITS } from '@shared/domain/limits';
import { ROUTES, routePath } from '@shared/routes';
import { ORDEN_MAIL } from '@shared/texts/checkout-mails';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/event';
import { TICKETS_TEXT } from '@shared/texts/tickets';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { ORDEN_MSG } from '@shared/api/checkout';
import { adminSession, correosA, pesos } from './support/admin';
import {
  buyerWithEmptyProfile,
  definition,
  diaAR,
  getOrden,
  getUsuario,
  misEntradasApi,
  openSignedIn,
  sellerWithEventOnSale,
  serviceFeeRate,
} from './support/checkout';
import { addTickets, field, payAtProvider, region } from './support/checkout-flow';
import { asTyped, typeDate } from './support/date-field';
import { choose } from './support/discovery';
import { expect, test } from './support/fixtures';
import { getEvento } from './support/organiser';

/**
 * Buying tickets (issue 6) on the website, paid at the embedded sandbox provider: the event
 * page's selector, /comprar's summary and "Tus datos" with every check, the MercadoPago modal,
 * the hold countdown, the provider's page, and the way back. Attendees buy on the website, so
 * this runs there only; checkout.spec.ts pays on both targets, the desktop app's payment in the
 * system browser included (e2e/README.md).
 */

// Each test puts an event of its own on sale: the catalogue readers wait meanwhile.
test.use({ catalogue: 'write' });

const CABA = LIMITS.capital.nombre;

/** YYYY-MM-DD of today in Argentina, `years` back and `days` on. */
function birthDate(years: number, days = 0): string {
  const [y, m, d] = arDate(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}

test('checkout: tickets chosen on the event, every "Tus datos" check with nothing sent, the MercadoPago modal, the hold countdown, the sandbox approves and "Entradas adquiridas" lists them; the profile keeps what was missing', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, buyer, rate, admin] = await Promise.all([
    sellerWithEventOnSale(request, `venta-${target}`),
    buyerWithEmptyProfile(request, `comprador-${target}`),
    serviceFeeRate(request),
    adminSession(request),
  ]);
  const { evento, nombre } = seller;
  const dia = diaAR(evento.fechas[0]!.inicio);

  await openSignedIn(
    page,
    desktop,
    buyer.session.token,
    routePath('evento', { id: seller.idEvento }),
  );
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();

  const subtotal = 2 * 5000 + 9000;
  const fee = serviceFee(subtotal, rate);
  const total = subtotal + fee;
  await test.step('choose 2 General and 1 VIP; the panel adds the service charge', async () => {
    await addTickets(page, 'General', 2);
    await addTickets(page, 'VIP', 1);
    await expect(page.getByText(EVENT_TEXT.elegiEntradas)).toHaveCount(0);
    await expect(definition(page, EVENT_TEXT.subtotal)).toHaveText(pesos(subtotal));
    await expect(definition(page, EVENT_TEXT.cargoServicio)).toHaveText(pesos(fee));
    await expect(definition(page, EVENT_TEXT.total)).toHaveText(pesos(total));
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
  });

  await test.step('the summary: a card per row, subtotal, service charge and total', async () => {
    await expect(page.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    for (const [cantidad, tipo, precio] of [
      [2, 'General', 5000],
      [1, 'VIP', 9000],
    ] as const) {
      const card = page.getByRole('article', {
        name: `${nombre}, ${T.cantidadTipo(cantidad, tipo)}`,
      });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(nombre);
      await expect(card.getByText(dia, { exact: true })).toBeVisible();
      await expect(definition(card, T.precioUnitario)).toHaveText(pesos(precio));
      await expect(definition(card, T.itemSubtotal)).toHaveText(pesos(precio * cantidad));
    }
    await expect(page.getByRole('article')).toHaveCount(2);
    const totals = page.locator(`dl[aria-label="${T.total}"]`);
    await expect(definition(totals, T.subtotal)).toHaveText(pesos(subtotal));
    await expect(definition(totals, T.cargoServicio)).toHaveText(pesos(fee));
    await expect(definition(totals, T.total)).toHaveText(pesos(total));
  });

  const datos = region(page, T.tusDatos);
  const comprar = datos.getByRole('button', { name: T.comprar, exact: true });
  const telefono = field(datos, T.telefono);
  const numeroId = field(datos, T.numeroId);
  const nacimiento = field(datos, T.dtNacimiento);
  const terminos = datos.getByRole('checkbox', { name: T.aceptaTerminos });
  // Nothing may reach the server while a message is shown.
  const sent: string[] = [];
  const watch = (r: Request) => {
    if (/\/(Orden\/CrearOrden|Usuario\/UpdateUsuario)$/.test(new URL(r.url()).pathname))
      sent.push(`${r.method()} ${r.url()}`);
  };
  page.on('request', watch);

  await test.step('"Tus datos": what the profile holds is locked, what it lacks is editable', async () => {
    await expect(field(datos, T.nombre)).toHaveValue(buyer.user.nombre);
    await expect(field(datos, T.nombre)).toHaveAttribute('readonly');
    await expect(field(datos, T.apellido)).toHaveValue(buyer.user.apellido);
    await expect(field(datos, T.email)).toHaveValue(buyer.user.correo);
    await expect(field(datos, T.email)).toHaveAttribute('readonly');
    for (const input of [telefono, numeroId, nacimiento, field(datos, T.direccion)]) {
      await expect(input).toHaveValue('');
      await expect(input).toBeEditable();
    }
    await expect(datos.getByRole('radio', { name: 'DNI' })).toBeChecked();
  });

  await test.step('every check, each under its field', async () => {
    await comprar.click();
    await expect(datos.getByRole('alert')).toHaveText([
      CHECKOUT_MSG.telefonoRequerido,
      CHECKOUT_MSG.numeroIdRequerido,
      CHECKOUT_MSG.dtNacimientoRequerida,
      CHECKOUT_MSG.terminos,
    ]);
    await expect(telefono).toHaveAccessibleDescription(CHECKOUT_MSG.telefonoRequerido);

    const expectCheck = async (input: Locator, value: string, message: string | null) => {
      await input.fill(value);
      await comprar.click();
      if (message) await expect(input).toHaveAccessibleDescription(message);
      else await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    };
    // Phone: digits only, 8 to 15 of them.
    await expectCheck(telefono, '1234567', CHECKOUT_MSG.telefono);
    await expectCheck(telefono, '11 5566 7788', CHECKOUT_MSG.telefono);
    await expectCheck(telefono, '1234567890123456', CHECKOUT_MSG.telefonoLargo);
    await expectCheck(telefono, '1144556677', null);
    // DNI: 7 to 9 digits.
    await expectCheck(numeroId, '123456', CHECKOUT_MSG.dni);
    await expectCheck(numeroId, '1234567890', CHECKOUT_MSG.dni);
    await expectCheck(numeroId, 'AB123456', CHECKOUT_MSG.dni);
    // Passport: 6 to 12 letters or digits; the same text is now a valid passport.
    await datos.getByRole('radio', { name: 'Pasaporte' }).check();
    await expectCheck(numeroId, 'AB123456', null);
    await expectCheck(numeroId, 'AB12', CHECKOUT_MSG.pasaporte);
    await expectCheck(numeroId, 'AB-12345', CHECKOUT_MSG.pasaporte);
    await expectCheck(numeroId, 'AAB123456', null);
    // 18 years by the exact date: the day before the 18th birthday is too young. Typed
    // day/month/year (issue 15).
    const expectBirthDate = async (day: string, message: string | null) => {
      await typeDate(nacimiento, asTyped(day));
      await expect(nacimiento).toHaveValue(asTyped(day));
      await comprar.click();
      if (message) await expect(nacimiento).toHaveAccessibleDescription(message);
      else await expect(nacimiento).not.toHaveAttribute('aria-invalid', 'true');
    };
    await expectBirthDate(birthDate(18, 1), CHECKOUT_MSG.edad);
    await expectBirthDate(birthDate(18), null);
    // The terms are the last one left.
    await expect(datos.getByRole('alert')).toHaveText([CHECKOUT_MSG.terminos]);
    await expect(page.getByRole('dialog', { name: T.modalTitulo })).toBeHidden();
    expect(sent, 'nothing is sent while a check fails').toEqual([]);
  });

  await test.step('the address with the capital rule: the province alone is the whole place', async () => {
    await choose(datos, 'Provincia', CABA);
    await expect(datos.getByRole('combobox', { name: 'Municipio', exact: true })).toHaveCount(0);
    await field(datos, T.direccion).fill('Av. Corrientes 1234');
  });

  await terminos.check();
  const profileSaved = page.waitForResponse(
    (r) => r.url().endsWith('/Usuario/UpdateUsuario') && r.request().method() === 'PUT',
  );
  await comprar.click();
  await expect(datos.getByRole('alert')).toHaveCount(0);
  expect((await profileSaved).status()).toBe(200);

  const { orden, provider } = await payAtProvider(page, desktop);
  page.off('request', watch);

  await test.step('the order: the server priced it the same', async () => {
    expect(orden).toMatchObject({
      idEvento: seller.idEvento,
      estado: 'pendiente',
      subtotal,
      cargoServicio: fee,
      total,
    });
    expect(orden.items.map((i) => [i.dsTipo, i.cantidad, i.precioUnitario])).toEqual(
      expect.arrayContaining([
        ['General', 2, 5000],
        ['VIP', 1, 9000],
      ]),
    );
  });

  await test.step('the sandbox provider: the amount, then "Aprobar pago"', async () => {
    await expect(provider.getByRole('heading', { level: 1 })).toHaveText(ORDEN_MSG.sandboxTitulo);
    await expect(provider.getByText(pesos(total), { exact: true })).toBeVisible();
    await provider.getByRole('button', { name: ORDEN_MSG.sandboxAprobar }).click();
  });

  await test.step('back in Pulso: "Entradas adquiridas" with the three tickets, on one card of their day', async () => {
    await expect(page).toHaveURL(
      new RegExp(`${ROUTES.misEntradas.path}\\?orden=${orden.idOrden}$`),
    );
    await expect(
      page.getByRole('status').filter({ hasText: TICKETS_TEXT.pagoAprobado }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TICKETS_TEXT.titulo })).toBeVisible();
    const list = page.getByRole('list', { name: TICKETS_TEXT.proximas });
    await expect(list.getByRole('article')).toHaveCount(1);
    const card = list.getByRole('article', { name: TICKETS_TEXT.grupoAria(nombre, dia) });
    await expect(card).toContainText(TICKETS_TEXT.cantidad(3));
    await expect(card.getByRole('link', { name: 'General', exact: true })).toHaveCount(2);
    await expect(
      card.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'VIP' }) }),
    ).toContainText(`VIP · ${pesos(9000)}`);
    await expect(card).toContainText(dia);
    await expect(card).toContainText('Calle 7 1234, La Plata, Buenos Aires');

    const filtros = page.getByRole('group', { name: TICKETS_TEXT.filtros });
    const filtro = (name: string) => filtros.getByRole('button', { name, exact: true });
    await expect(filtro(TICKETS_TEXT.filtro.todos)).toHaveAttribute('aria-pressed', 'true');
    await filtro(TICKETS_TEXT.filtro.proximos).click();
    await expect(filtro(TICKETS_TEXT.filtro.proximos)).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('article')).toHaveCount(1);
    await filtro(TICKETS_TEXT.filtro.finalizados).click();
    await expect(page.getByText(TICKETS_TEXT.sinFinalizados, { exact: true })).toBeVisible();
    await expect(list).toHaveCount(0);
    await filtro(TICKETS_TEXT.filtro.todos).click();
    await expect(list.getByRole('article')).toHaveCount(1);
  });

  await test.step('the server: paid, three tickets, the confirmation mail, and the profile completed', async () => {
    const paid = await getOrden(request, buyer.session, orden.idOrden);
    expect(paid.estado).toBe('pagada');
    expect(paid.tickets).toHaveLength(3);
    const mine = await misEntradasApi(request, buyer.session);
    expect(mine.map((t) => t.idTicket).sort()).toEqual(paid.tickets.map((t) => t.idTicket).sort());

    const mail = (await correosA(request, admin, buyer.user.correo)).find(
      (m) => m.asunto === ORDEN_MAIL.confirmacionAsunto(nombre),
    );
    expect(mail, 'the confirmation mail is in the outbox').toBeDefined();
    expect(mail!.cuerpo).toContain(`Total: ${pesos(total)}`);

    const perfil = await getUsuario(request, buyer.session);
    expect(perfil).toMatchObject({
      nombre: buyer.user.nombre,
      telefono: '1144556677',
      dni: 'AAB123456',
      dtNacimiento: birthDate(18),
    });
    expect(perfil.domicilio).toMatchObject({
      direccion: 'Av. Corrientes 1234',
      provincia: { nombre: CABA, codigo: LIMITS.capital.codigo },
      municipio: { nombre: CABA },
      localidad: { nombre: CABA },
    });
    // Stock: three fewer on the event's rows.
    const after = await getEvento(request, seller.session.token, seller.idEvento);
    const left = (cd: number) =>
      after.fechas[0]!.entradas.find((e) => e.tipo.cdTipo === cd)!.cantidad;
    expect([left(0), left(2)]).toEqual([98, 19]);
  });
});
