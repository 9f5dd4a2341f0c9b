import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { EscaneoRespuesta } from '@shared/api/door';
import { ROUTES } from '@shared/routes';
import { TRANSFER_MAIL, TRANSFER_TEXT } from '@shared/texts/transfers';
import type { CrearEventoInput } from '@shared/validation/evento';
import { adminSession, correosA } from './support/admin';
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
import { expect, test, uniqueEmail } from './support/fixtures';
import { bearer } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * Transfer to a friend (issue 13) on the website (an attendee's flow: e2e/README.md): the holder sends a
 * ticket from /entrada-adquirida to another account and it moves (the old code is refused at
 * the door, the new one admits); sent to an address with no account, the link's page lets the
 * newcomer receive it.
 */
test.use({ catalogue: 'write' });

/** One night starting in two hours: on sale, and its door (open 12 h before) already open. */
function soonPayload(nombre: string): CrearEventoInput {
  const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  return onSalePayload(nombre, {
    fechas: [
      {
        inicio: at(2),
        fin: at(8),
        inicioVenta: at(-2),
        finVenta: at(2),
        entradas: [{ cdTipo: 0, precio: 5000, cantidad: 40 }],
      },
    ],
  });
}

/** A scan at the seller's door through its API, as the door app sends it. */
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

test('a ticket sent to another account moves with a new code; one sent to an address without account is received through the link', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, buyer, friend] = await Promise.all([
    sellerWithEventOnSale(request, `transfer-${target}`, soonPayload),
    freshAccount(request, `envia-${target}`),
    freshAccount(request, `recibe-${target}`),
  ]);
  const general = entradaDe(seller.evento, 0);
  const orden = await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: general.idFecha, cdTipo: 0, cantidad: 2 },
  ]);
  const [first, second] = orden.tickets;

  await test.step('the holder transfers a ticket to an account: it leaves her tickets', async () => {
    await openSignedIn(
      page,
      desktop,
      buyer.session.token,
      `${ROUTES.entradaAdquirida.path}?idTicket=${first!.idTicket}`,
    );
    await page.getByRole('button', { name: TRANSFER_TEXT.transferir }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(TRANSFER_TEXT.dialogoAviso)).toBeVisible();
    await dialog.getByLabel(TRANSFER_TEXT.correoLabel).fill(friend.user.correo);
    await dialog.getByRole('button', { name: TRANSFER_TEXT.confirmar }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.misEntradas.path}$`));
    await expect(
      page.getByText(TRANSFER_TEXT.enviadaACuenta(friend.user.correo.toLowerCase())),
    ).toBeVisible();
    expect((await misEntradasApi(request, buyer.session)).map((e) => e.idTicket)).toEqual([
      second!.idTicket,
    ]);
  });

  await test.step('at the door the old code is refused and the friend’s new one admits', async () => {
    const held = await misEntradasApi(request, friend.session);
    expect(held.map((e) => e.idTicket)).toEqual([first!.idTicket]);
    expect(held[0]!.codigo).not.toBe(first!.codigo);
    expect(await scanAtDoor(request, seller, general.idFecha, first!.codigo)).toBe('anulada');

    await openSignedIn(
      page,
      desktop,
      friend.session.token,
      `${ROUTES.entradaAdquirida.path}?idTicket=${first!.idTicket}`,
    );
    await expect(page.getByRole('heading', { name: TRANSFER_TEXT.historialTitulo })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${buyer.user.nombre} ${buyer.user.apellido} se la transfirió a`)),
    ).toBeVisible();
    expect(await scanAtDoor(request, seller, general.idFecha, held[0]!.codigo)).toBe('admitido');
  });

  await test.step('sent to an address with no account, the newcomer receives it through the link', async () => {
    const correo = uniqueEmail(`sin-cuenta-${target}`);
    await openSignedIn(
      page,
      desktop,
      buyer.session.token,
      `${ROUTES.entradaAdquirida.path}?idTicket=${second!.idTicket}`,
    );
    await page.getByRole('button', { name: TRANSFER_TEXT.transferir }).click();
    await page.getByRole('dialog').getByLabel(TRANSFER_TEXT.correoLabel).fill(correo);
    await page.getByRole('dialog').getByRole('button', { name: TRANSFER_TEXT.confirmar }).click();
    await expect(page.getByText(TRANSFER_TEXT.pendiente(correo.toLowerCase()))).toBeVisible();

    const admin = await adminSession(request);
    const asunto = TRANSFER_MAIL.asuntoInvitacion(
      `${buyer.user.nombre} ${buyer.user.apellido}`,
      seller.nombre,
    );
    let cuerpo = '';
    await expect
      .poll(async () => {
        cuerpo =
          (await correosA(request, admin, correo.toLowerCase())).find((m) => m.asunto === asunto)
            ?.cuerpo ?? '';
        return cuerpo;
      })
      .toContain('/transferencia/');
    const link = new URL(/\S+\/transferencia\/[A-Za-z0-9_-]+/.exec(cuerpo)![0]);

    const newcomer = await freshAccount(request, `nueva-${target}`);
    await openSignedIn(page, desktop, newcomer.session.token, link.pathname);
    await expect(page.getByRole('heading', { name: TRANSFER_TEXT.recibirTitulo })).toBeVisible();
    await page.getByRole('button', { name: TRANSFER_TEXT.recibir }).click();
    await expect(page.getByText(TRANSFER_TEXT.recibida)).toBeVisible();
    await page.getByRole('link', { name: TRANSFER_TEXT.verEntrada }).click();
    await expect(page).toHaveURL(new RegExp(`idTicket=${second!.idTicket}`));
    expect((await misEntradasApi(request, newcomer.session)).map((e) => e.idTicket)).toEqual([
      second!.idTicket,
    ]);
  });
});
