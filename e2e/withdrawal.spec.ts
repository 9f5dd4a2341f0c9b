import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { OrdenView } from '@shared/api/checkout';
import type { EscaneoRespuesta } from '@shared/api/door';
import { ARREPENTIMIENTO_MSG } from '@shared/api/withdrawal';
import { formatOrderNumber } from '@shared/format/order-number';
import { ROUTES } from '@shared/routes';
import { TICKET_TEXT, TICKETS_TEXT } from '@shared/texts/tickets';
import {
  WITHDRAWAL_MAIL,
  WITHDRAWAL_REQUEST_MAIL,
  WITHDRAWAL_TEXT,
} from '@shared/texts/withdrawal';
import type { CrearEventoInput } from '@shared/validation/evento';
import { adminSession, correosA } from './support/admin';
import {
  buyViaApi,
  entradaDe,
  freshAccount,
  getOrden,
  misEntradasApi,
  onSalePayload,
  openSignedIn,
  sellerWithEventOnSale,
  type Seller,
} from './support/checkout';
import { expect, signInThrough, test } from './support/fixtures';
import { bearer } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * The withdrawal button (issue 13; asking and confirming apart,
 * docs/decisions/0076-hostile-users.md) on both targets: anyone asks from the footer's link
 * with the order's number and e-mail and is told only to check the mail; the buyer confirms
 * from the link mailed to the purchase's address, signed in; a used ticket is never offered
 * it, and the server says why.
 */
test.use({ catalogue: 'write' });

const FOOTER_LINK = { name: WITHDRAWAL_TEXT.enlace, exact: true } as const;

/** The newest mail to `correo` with this subject, as it sits in the outbox. */
async function mailTo(request: APIRequestContext, correo: string, asunto: string) {
  const admin = await adminSession(request);
  let cuerpo = '';
  await expect
    .poll(async () => {
      cuerpo =
        (await correosA(request, admin, correo.toLowerCase())).find((m) => m.asunto === asunto)
          ?.cuerpo ?? '';
      return cuerpo;
    })
    .not.toBe('');
  return cuerpo;
}

test('asked signed out, confirmed from the mailed link signed in as the buyer: the code, and the order gone', async ({
  page,
  request,
  target,
}) => {
  const [seller, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `arrep-${target}`),
    freshAccount(request, `arrep-compra-${target}`),
  ]);
  const general = entradaDe(seller.evento, 0);
  const orden: OrdenView = await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: general.idFecha, cdTipo: 0, cantidad: 2 },
  ]);
  const numero = formatOrderNumber(orden.numero!);

  await test.step('signed out, the footer’s link asks, and the answer says nothing', async () => {
    await page.goto(ROUTES.terminos.path);
    await page.getByRole('navigation', { name: 'Legales' }).getByRole('link', FOOTER_LINK).click();
    await expect(
      page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXT.titulo }),
    ).toBeVisible();
    await page.getByLabel(WITHDRAWAL_TEXT.correoLabel).fill(buyer.user.correo.toUpperCase());
    // Typed as people do: lower case, a space for a dash.
    await page.getByLabel(WITHDRAWAL_TEXT.ordenLabel).fill(numero.toLowerCase().replace('-', ' '));
    await page.getByRole('button', { name: WITHDRAWAL_TEXT.pedir }).click();
    await expect(page.getByRole('heading', { name: WITHDRAWAL_TEXT.pedidoTitulo })).toBeVisible();
    await expect(page.getByText(ARREPENTIMIENTO_MSG.solicitado)).toBeVisible();
    expect((await getOrden(request, buyer.session, orden.idOrden)).estado).toBe('pagada');
  });

  const cuerpo = await mailTo(
    request,
    buyer.user.correo,
    WITHDRAWAL_REQUEST_MAIL.asunto(seller.nombre),
  );
  const codigo = /ARR-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(cuerpo)![0];
  const link = /\/arrepentimiento\/confirmar\/[A-Za-z0-9_-]+/.exec(cuerpo)![0];
  expect(cuerpo).toContain(numero);

  await test.step('the link asks to sign in, and comes back to one dialog', async () => {
    await page.goto(link);
    await expect(page.getByText(WITHDRAWAL_TEXT.ingresarParaConfirmar)).toBeVisible();
    await page.getByRole('link', { name: WITHDRAWAL_TEXT.ingresar }).click();
    // The link opens the sign-in dialog itself (the nav's own button is under it by then).
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await expect(dialog).toBeVisible();
    await signInThrough(dialog, buyer.user.correo, buyer.user.password);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    const confirm = page.getByRole('dialog', { name: WITHDRAWAL_TEXT.dialogoTitulo });
    await expect(confirm.getByText(WITHDRAWAL_TEXT.pierdes(2, seller.nombre))).toBeVisible();
    await expect(confirm.getByText(WITHDRAWAL_TEXT.compraNumero(numero))).toBeVisible();
    await expect(confirm.getByText(codigo)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('confirmar.png') });
    await confirm.getByRole('button', { name: WITHDRAWAL_TEXT.confirmar }).click();
  });

  await test.step('the result shows the tracking code; the order is refunded and gone', async () => {
    await expect(page.getByRole('heading', { name: WITHDRAWAL_TEXT.listo })).toBeVisible();
    await expect(page.getByText(codigo, { exact: true })).toBeVisible();
    expect((await getOrden(request, buyer.session, orden.idOrden)).estado).toBe('reembolsada');
    expect(
      await mailTo(request, buyer.user.correo, WITHDRAWAL_MAIL.asunto(seller.nombre)),
    ).toContain(codigo);
    await page.getByRole('link', { name: WITHDRAWAL_TEXT.verMisEntradas }).click();
    await expect(page.getByText(TICKETS_TEXT.vacio)).toBeVisible();
    expect(await misEntradasApi(request, buyer.session)).toEqual([]);
  });
});

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

/** Lets the ticket in at the seller's door, through the API the door app uses. */
async function admit(request: APIRequestContext, seller: Seller, idFecha: number, codigo: string) {
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
  expect(((await res.json()) as EscaneoRespuesta).resultado).toBe('admitido');
}

test('a used ticket: never offered, and the server says why', async ({
  page,
  request,
  desktop,
  target,
}) => {
  const [seller, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `arrep-usada-${target}`, soonPayload),
    freshAccount(request, `arrep-usada-compra-${target}`),
  ]);
  const orden = await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: entradaDe(seller.evento, 0).idFecha, cdTipo: 0, cantidad: 1 },
  ]);
  const ticket = orden.tickets[0]!;
  await admit(request, seller, ticket.idFecha, ticket.codigo);

  await openSignedIn(
    page,
    desktop,
    buyer.session.token,
    `${ROUTES.entradaAdquirida.path}?idTicket=${ticket.idTicket}`,
  );
  await expect(page.getByText(TICKET_TEXT.usada)).toBeVisible();
  await expect(page.getByText(formatOrderNumber(orden.numero!))).toBeVisible();
  await expect(page.getByRole('link', { name: WITHDRAWAL_TEXT.desdeOrden })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Legales' }).getByRole('link', FOOTER_LINK).click();
  await expect(page.getByText(WITHDRAWAL_TEXT.sinCompras)).toBeVisible();

  // Asked for anyway, by its id or from the form: the server refuses, and tells only the buyer.
  const own = await request.post(`${E2E.apiBase}/Orden/Arrepentimiento/Propia`, {
    headers: bearer(buyer.session.token),
    data: { idOrden: orden.idOrden },
  });
  expect(own.status()).toBe(409);
  const why = ((await own.json()) as { detail: string }).detail;
  await page.getByLabel(WITHDRAWAL_TEXT.correoLabel).fill(buyer.user.correo);
  await page.getByLabel(WITHDRAWAL_TEXT.ordenLabel).fill(orden.numero!);
  await page.getByRole('button', { name: WITHDRAWAL_TEXT.pedir }).click();
  await expect(page.getByText(ARREPENTIMIENTO_MSG.solicitado)).toBeVisible();
  expect(
    await mailTo(request, buyer.user.correo, WITHDRAWAL_REQUEST_MAIL.rechazoAsunto(seller.nombre)),
  ).toContain(why);
  expect((await getOrden(request, buyer.session, orden.idOrden)).estado).toBe('pagada');
});
