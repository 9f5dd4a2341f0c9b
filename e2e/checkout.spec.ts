import type { Locator, Page, Request } from '@playwright/test';
import type { OrdenView } from '@shared/api/checkout';
import { arDate } from '@shared/domain/argentina-time';
import { serviceFee } from '@shared/domain/fees';
import { LIMITS } from '@shared/domain/limits';
import { ROUTES, routePath } from '@shared/routes';
import { ORDEN_MAIL } from '@shared/texts/checkout-mails';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/discovery';
import { TICKETS_TEXT } from '@shared/texts/tickets';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { ORDEN_MSG } from '@shared/api/checkout';
import { adminSession, correosA, pesos } from './support/admin';
import {
  buyerWithEmptyProfile,
  definition,
  diaAR,
  freshAccount,
  getOrden,
  getUsuario,
  misEntradasApi,
  openSignedIn,
  sellerWithEventOnSale,
  serviceFeeRate,
  ticketRow,
} from './support/checkout';
import { asTyped, typeDate } from './support/date-field';
import type { DesktopHarness } from './support/desktop-harness';
import { choose } from './support/discovery';
import { expect, test } from './support/fixtures';
import { getEvento } from './support/organiser';

/**
 * Buying tickets (issue 6) on the website and in the desktop app, paid at the embedded
 * sandbox provider: the event page's selector, /comprar's summary and "Tus datos" with every
 * check, the MercadoPago modal, the hold countdown, the provider's page, and the way back.
 * On the web the tab itself goes to the provider; on desktop the provider's page opens in
 * the system browser and the app follows the order until it is decided.
 */

// Each test puts an event of its own on sale: the catalogue readers wait meanwhile.
test.use({ catalogue: 'write' });

const CABA = LIMITS.capital.nombre;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Adds `n` tickets of a type with the row's + button. */
async function add(page: Page, tipo: string, n: number) {
  const row = ticketRow(page, tipo);
  for (let i = 1; i <= n; i++) {
    await row.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).click();
    await expect(row.getByRole('status')).toHaveText(String(i));
  }
}

/** YYYY-MM-DD of today in Argentina, `years` back and `days` on. */
function birthDate(years: number, days = 0): string {
  const [y, m, d] = arDate(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
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
async function payAtProvider(
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

test('checkout: tickets chosen on the event, every "Tus datos" check with nothing sent, the MercadoPago modal, the hold countdown, the sandbox approves and "Entradas adquiridas:" lists them; the profile keeps what was missing', async ({
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
    await add(page, 'General', 2);
    await add(page, 'VIP', 1);
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

  await test.step('back in Pulso: "Entradas adquiridas:" with the three tickets', async () => {
    await expect(page).toHaveURL(
      new RegExp(`${ROUTES.misEntradas.path}\\?orden=${orden.idOrden}$`),
    );
    await expect(
      page.getByRole('status').filter({ hasText: TICKETS_TEXT.pagoAprobado }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TICKETS_TEXT.titulo })).toBeVisible();
    const list = page.getByRole('list', { name: TICKETS_TEXT.titulo });
    await expect(list.getByRole('article')).toHaveCount(3);
    await expect(
      list.getByRole('article', { name: TICKETS_TEXT.verEntrada(nombre, 'General') }),
    ).toHaveCount(2);
    const vip = list.getByRole('article', { name: TICKETS_TEXT.verEntrada(nombre, 'VIP') });
    await expect(vip).toContainText(`VIP · ${pesos(9000)}`);
    await expect(vip).toContainText(dia);
    await expect(vip).toContainText('Calle 7 1234, La Plata, Buenos Aires');

    const filtros = page.getByRole('group', { name: TICKETS_TEXT.filtros });
    const filtro = (name: string) => filtros.getByRole('button', { name, exact: true });
    await expect(filtro(TICKETS_TEXT.filtro.todos)).toHaveAttribute('aria-pressed', 'true');
    await filtro(TICKETS_TEXT.filtro.proximos).click();
    await expect(filtro(TICKETS_TEXT.filtro.proximos)).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('article')).toHaveCount(3);
    await filtro(TICKETS_TEXT.filtro.finalizados).click();
    await expect(page.getByText(TICKETS_TEXT.sinFinalizados, { exact: true })).toBeVisible();
    await expect(list).toHaveCount(0);
    await filtro(TICKETS_TEXT.filtro.todos).click();
    await expect(list.getByRole('article')).toHaveCount(3);
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
  await add(page, 'VIP', 2);
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
