import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ORDEN_MSG } from '@shared/api/checkout';
import type { EscaneoRespuesta } from '@shared/api/door';
import { ROUTES } from '@shared/routes';
import { TICKET_TEXT } from '@shared/texts/tickets';
import { RESALE_TEXT, WAITLIST_MAIL, WAITLIST_TEXT } from '@shared/texts/waitlist';
import type { CrearEventoInput } from '@shared/validation/evento';
import { adminSession, correosA, pesos } from './support/admin';
import {
  buyViaApi,
  entradaDe,
  freshAccount,
  misEntradasApi,
  onSalePayload,
  openSignedIn,
  sellerWithEventOnSale,
  type Seller,
} from './support/checkout';
import { expect, test } from './support/fixtures';
import { bearer } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * The wait list and resale at face value (issue 13) on the website (an attendee's flow: e2e/README.md): a
 * type sells out, a second buyer joins its wait list from the event page, the first lists her
 * ticket, the second gets the offer (mail and /lista-de-espera), pays it at the provider and
 * holds a new ticket; the first sees her ticket resold and the refund; the door refuses her
 * old code.
 */
test.use({ catalogue: 'write' });

/** One night in two hours with a single General ticket: on sale, its door already open. */
function oneTicketPayload(nombre: string): CrearEventoInput {
  const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  return onSalePayload(nombre, {
    fechas: [
      {
        inicio: at(2),
        fin: at(8),
        inicioVenta: at(-2),
        finVenta: at(2),
        entradas: [{ cdTipo: 0, precio: 5000, cantidad: 1 }],
      },
    ],
  });
}

async function scanAtDoor(
  request: APIRequestContext,
  seller: Seller,
  idFecha: number,
  codigo: string,
) {
  const login = await request.post(`${E2E.apiBase}/Puerta/Login`, {
    data: { usuario: seller.user.correo, pass: seller.user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await request.post(`${E2E.apiBase}/Puerta/Escanear`, {
    headers: bearer(token),
    data: {
      idEscaneo: randomUUID(),
      dispositivo: randomUUID(),
      puerta: 'Puerta 1',
      idFecha,
      codigo,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as EscaneoRespuesta).resultado;
}

test('sold out: the second buyer waits, the first resells at face value, the second pays the offer and holds a new ticket, the first is refunded', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, first, second] = await Promise.all([
    sellerWithEventOnSale(request, `reventa-${target}`, oneTicketPayload),
    freshAccount(request, `vende-${target}`),
    freshAccount(request, `espera-${target}`),
  ]);
  const general = entradaDe(seller.evento, 0);
  const orden = await buyViaApi(request, first, seller.idEvento, [
    { idFecha: general.idFecha, cdTipo: 0, cantidad: 1 },
  ]);
  const ticket = orden.tickets[0]!;

  await test.step('sold out: the second buyer joins the wait list from the event page', async () => {
    await openSignedIn(page, desktop, second.session.token, `/evento/${seller.idEvento}`);
    await page.getByRole('button', { name: WAITLIST_TEXT.anotarme }).click();
    await expect(page.getByText(WAITLIST_TEXT.anotado)).toBeVisible();
    await expect(page.getByRole('button', { name: WAITLIST_TEXT.salir })).toBeVisible();
  });

  await test.step('the first lists her ticket: the ceiling and the kept fee are shown first', async () => {
    await openSignedIn(
      page,
      desktop,
      first.session.token,
      `${ROUTES.entradaAdquirida.path}?idTicket=${ticket.idTicket}`,
    );
    await page.getByRole('button', { name: RESALE_TEXT.revender }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(RESALE_TEXT.aviso(pesos(5000)))).toBeVisible();
    const precio = dialog.getByLabel(RESALE_TEXT.precioLabel);
    await expect(precio).toHaveValue('5000');
    await precio.fill('4500');
    await expect(
      dialog.getByText(RESALE_TEXT.avisoCargo(pesos(4500), pesos(orden.cargoServicio))),
    ).toBeVisible();
    await dialog.getByRole('button', { name: RESALE_TEXT.confirmar }).click();
    // Someone was waiting: the listing is offered to her at once.
    await expect(page.getByText(RESALE_TEXT.ofertada)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Transferir entrada' })).toHaveCount(0);
  });

  await test.step('the second gets the offer by mail and on /lista-de-espera, and pays it', async () => {
    const admin = await adminSession(request);
    await expect
      .poll(async () =>
        (await correosA(request, admin, second.user.correo.toLowerCase())).map((m) => m.asunto),
      )
      .toContain(WAITLIST_MAIL.ofertaAsunto(seller.nombre));

    await openSignedIn(page, desktop, second.session.token, ROUTES.listaEspera.path);
    await expect(page.getByRole('heading', { level: 1, name: WAITLIST_TEXT.titulo })).toBeVisible();
    await expect(page.getByText(WAITLIST_TEXT.estado.ofertada)).toBeVisible();
    const fee = Math.round(4500 * (orden.cargoServicio / orden.subtotal));
    await expect(page.getByText(WAITLIST_TEXT.ofertaReventa)).toBeVisible();
    const detail = WAITLIST_TEXT.ofertaDetalle(pesos(4500), pesos(fee), pesos(4500 + fee), 'HH:MM');
    await expect(page.getByText(detail.slice(0, detail.indexOf('HH:MM')))).toBeVisible();

    const opened = desktop ? page.context().waitForEvent('page') : null;
    await page.getByRole('button', { name: WAITLIST_TEXT.pagar }).click();
    const provider = opened ? await opened : page;
    await expect(provider.getByRole('heading', { level: 1 })).toHaveText(ORDEN_MSG.sandboxTitulo);
    await expect(provider.getByText(pesos(4500 + fee), { exact: true })).toBeVisible();
    await provider.getByRole('button', { name: ORDEN_MSG.sandboxAprobar }).click();

    await expect
      .poll(async () => (await misEntradasApi(request, second.session)).length, { timeout: 15_000 })
      .toBe(1);
    const [held] = await misEntradasApi(request, second.session);
    expect(held!.codigo).not.toBe(ticket.codigo);
    await openSignedIn(page, desktop, second.session.token, ROUTES.listaEspera.path);
    await expect(page.getByText(WAITLIST_TEXT.estado.comprada)).toBeVisible();
  });

  await test.step('the first sees it resold and refunded; the door refuses her code, admits the new one', async () => {
    await openSignedIn(
      page,
      desktop,
      first.session.token,
      `${ROUTES.entradaAdquirida.path}?idTicket=${ticket.idTicket}`,
    );
    await expect(page.getByText(RESALE_TEXT.vendida(pesos(4500)))).toBeVisible();
    await expect(page.getByText(RESALE_TEXT.reembolso.hecho(pesos(4500)))).toBeVisible();
    await expect(page.getByRole('img', { name: TICKET_TEXT.qrAlt(seller.nombre) })).toHaveCount(0);

    expect(await scanAtDoor(request, seller, general.idFecha, ticket.codigo)).toBe('anulada');
    const [held] = await misEntradasApi(request, second.session);
    expect(await scanAtDoor(request, seller, general.idFecha, held!.codigo)).toBe('admitido');
  });
});
