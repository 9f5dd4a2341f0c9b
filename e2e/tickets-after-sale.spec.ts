import { CANCEL_MSG, type TicketDetalle } from '@shared/api/after-sale';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { serviceFee } from '@shared/domain/fees';
import { formatOrderNumber } from '@shared/format/order-number';
import { ROUTES, routePath } from '@shared/routes';
import { CANCEL_MAIL } from '@shared/texts/after-sale';
import { DIRECTIONS_TEXT } from '@shared/texts/news-directions';
import { EVENT_TEXT } from '@shared/texts/event';
import { CANCEL_TEXT, SALES_TEXT } from '@shared/texts/sales';
import { TICKET_TEXT, TICKETS_TEXT } from '@shared/texts/tickets';
import { adminSession, correosA, pesos } from './support/admin';
import {
  buyViaApi,
  definition,
  diaAR,
  entradaDe,
  expectQrOf,
  freshAccount,
  getOrden,
  horarioAR,
  misEntradasApi,
  openSignedIn,
  pdfImages,
  placeOrder,
  pngPixels,
  sellerWithEventOnSale,
  serviceFeeRate,
  verifyWithPublicKey,
} from './support/checkout';
import { savedBy } from './support/downloads';
import { expect, openUserMenu, test } from './support/fixtures';
import { bearer, getEvento } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * After the sale (issue 6) on the website and in the desktop app: the acquired ticket with
 * its QR and PDF, the organiser's tickets-sold page from real orders, and cancelling the
 * event with its refunds and mails. Orders are placed and paid at the sandbox through the
 * API; checkout.spec.ts covers doing that on screen.
 */

// Each test puts an event of its own on sale: the catalogue readers wait meanwhile.
test.use({ catalogue: 'write' });

test('the acquired ticket: QR, type, value, date and address; its PDF holds the QR of the signed code', async ({
  page,
  request,
  desktop,
  target,
}) => {
  const [seller, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `entrada-${target}`),
    freshAccount(request, `titular-${target}`),
  ]);
  const { evento, nombre } = seller;
  const vip = entradaDe(evento, 2);
  const orden = await buyViaApi(request, buyer, seller.idEvento, [
    { idFecha: vip.idFecha, cdTipo: 2, cantidad: 1 },
  ]);
  const [ticket] = orden.tickets;

  await openSignedIn(page, desktop, buyer.session.token, ROUTES.misEntradas.path);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: nombre }) });
  await expect(card).toContainText(TICKETS_TEXT.cantidad(1));
  await card.getByRole('link', { name: 'VIP', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`${ROUTES.entradaAdquirida.path}\\?idTicket=${ticket!.idTicket}$`),
  );

  const dia = evento.fechas[0]!;
  await test.step('the ticket: QR, type, value, date and time, address, artists, description', async () => {
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    const fact = (term: string) => definition(page, term);
    await expect(fact(TICKET_TEXT.tipo)).toHaveText('VIP');
    await expect(fact(TICKET_TEXT.valor)).toHaveText(pesos(9000));
    await expect(fact(TICKET_TEXT.fecha)).toHaveText(
      `${diaAR(dia.inicio)} · ${horarioAR(dia.inicio, dia.fin)}`,
    );
    await expect(fact(TICKET_TEXT.direccion)).toHaveText('Calle 7 1234, La Plata, Buenos Aires');
    await expect(page.getByText(evento.artistas[0]!.nombre, { exact: true })).toBeVisible();
    await expect(page.getByText(evento.descripcion, { exact: true })).toBeVisible();
    // Not over yet: rating comes later.
    await expect(page.getByText(TICKET_TEXT.reseniaPendiente, { exact: true })).toBeVisible();
  });

  const detalle = (await (
    await request.get(`${E2E.apiBase}/Entrada/GetEntrada`, {
      headers: bearer(buyer.session.token),
      params: { idTicket: ticket!.idTicket },
    })
  ).json()) as TicketDetalle;

  await test.step('the code verifies offline with the public key, and the QR on screen is that code', async () => {
    expect(detalle.codigo).toBe(ticket!.codigo);
    const claims = await verifyWithPublicKey(request, detalle.codigo);
    expect(claims).toMatchObject({ idEvento: seller.idEvento, idFecha: vip.idFecha, cdTipo: 2 });
    const qr = page.getByRole('img', { name: TICKET_TEXT.qrAlt(nombre) });
    await expect(qr).toBeVisible();
    const src = (await qr.getAttribute('src'))!;
    expect(src.startsWith('data:image/png;base64,')).toBe(true);
    expectQrOf(await pngPixels(Buffer.from(src.split(',')[1]!, 'base64')), detalle.codigo);
    // Another person's ticket is nobody else's business.
    const other = await freshAccount(request, `curioso-${target}`);
    const res = await request.get(`${E2E.apiBase}/Entrada/Descargar`, {
      headers: bearer(other.session.token),
      params: { idTicket: ticket!.idTicket },
    });
    expect(res.status()).toBe(404);
  });

  await test.step('"Descargar entrada": a one-page PDF whose image is the QR of the code', async () => {
    // The browser's download on the web; the native save dialog on desktop.
    const file = await savedBy(page, desktop, () =>
      page.getByRole('button', { name: TICKET_TEXT.descargar, exact: true }).click(),
    );
    expect(file.suggestedName).toBe(`entrada-${ticket!.idTicket}.pdf`);
    const pdf = await pdfImages(file.bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.images).toHaveLength(1);
    expectQrOf(pdf.images[0]!, detalle.codigo);
  });

  await test.step('"Cómo llegar" goes to the directions of the event', async () => {
    await page.getByRole('button', { name: TICKET_TEXT.comoLlegar, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`${routePath('comoLlegar', { idEvento: seller.idEvento })}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: DIRECTIONS_TEXT.titulo(nombre) }),
    ).toBeVisible();
  });
});

test('the organiser sees the sale from real orders, then cancels the event: refunds with their state, the reason mailed to each buyer, the tickets kept marked cancelled', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, ana, beto, caro, rate, admin] = await Promise.all([
    sellerWithEventOnSale(request, `cancela-${target}`),
    freshAccount(request, `ana-${target}`),
    freshAccount(request, `beto-${target}`),
    freshAccount(request, `caro-${target}`),
    serviceFeeRate(request),
    adminSession(request),
  ]);
  const { evento, nombre, idEvento } = seller;
  const general = entradaDe(evento, 0);
  const vip = entradaDe(evento, 2);
  // Two paid orders, and one still waiting for its payment (it holds stock, it is no sale).
  const [ordenAna, ordenBeto] = await Promise.all([
    buyViaApi(request, ana, idEvento, [
      { idFecha: general.idFecha, cdTipo: 0, cantidad: 2 },
      { idFecha: vip.idFecha, cdTipo: 2, cantidad: 1 },
    ]),
    buyViaApi(request, beto, idEvento, [{ idFecha: general.idFecha, cdTipo: 0, cantidad: 1 }]),
  ]);
  const ordenCaro = await placeOrder(request, caro, idEvento, [
    { idFecha: vip.idFecha, cdTipo: 2, cantidad: 2 },
  ]);
  const totalAna = 19_000 + serviceFee(19_000, rate);
  const totalBeto = 5_000 + serviceFee(5_000, rate);
  expect([ordenAna.total, ordenBeto.total]).toEqual([totalAna, totalBeto]);

  await openSignedIn(page, desktop, seller.session.token, '/');

  await test.step('"Entradas vendidas": per type, sold and money from paid orders only', async () => {
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Entradas vendidas' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.entradasVendidasIndex.path}$`));
    await page.getByRole('link', { name: SALES_TEXT.verVentas(nombre) }).click();
    await expect(page).toHaveURL(
      new RegExp(`${routePath('entradasVendidas', { eventoId: idEvento })}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: SALES_TEXT.tituloEvento(nombre) }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: SALES_TEXT.tabla });
    await expect(table.getByRole('row')).toHaveText([
      `${SALES_TEXT.tipo}${SALES_TEXT.precio}${SALES_TEXT.vendidas}${SALES_TEXT.total}${SALES_TEXT.restantes}${SALES_TEXT.revendidas}${SALES_TEXT.enEspera}${SALES_TEXT.invitados}`,
      // Nothing resold, nobody waiting, no guests (issues 13 and 14: those counted apart).
      `General${pesos(5000)}3${pesos(15_000)}97000`,
      // Caro's two held VIP tickets are not sold, but they are not available either.
      `VIP${pesos(9000)}1${pesos(9000)}17000`,
    ]);
    const totals = (term: string) => definition(page, term);
    await expect(totals(SALES_TEXT.totalEntradas)).toHaveText('4');
    await expect(totals(SALES_TEXT.totalRecaudado)).toHaveText(pesos(24_000));
  });

  const fila = (quien: { user: { nombre: string; apellido: string } }) =>
    page.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `${quien.user.nombre} ${quien.user.apellido}` }),
    });

  await page.goto(routePath('cancelarEvento', { id: idEvento }));
  await test.step('"Cancelar evento": a refund line per paid order, the total, the warning', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: CANCEL_TEXT.tituloEvento(nombre) }),
    ).toBeVisible();
    const refunds = page.getByRole('region', { name: CANCEL_TEXT.reembolsos });
    await expect(refunds.getByRole('row')).toHaveCount(3);
    await expect(refunds.getByRole('columnheader')).toHaveText([
      CANCEL_TEXT.comprador,
      CANCEL_TEXT.entradas,
      CANCEL_TEXT.monto,
    ]);
    await expect(fila(ana)).toHaveText(
      `${ana.user.nombre} ${ana.user.apellido}3${pesos(totalAna)}`,
    );
    await expect(fila(beto)).toHaveText(
      `${beto.user.nombre} ${beto.user.apellido}1${pesos(totalBeto)}`,
    );
    await expect(refunds.getByText(`${CANCEL_TEXT.totalDevolver}:`)).toContainText(
      pesos(totalAna + totalBeto),
    );
    await expect(page.getByText(CANCEL_MSG.advertencia, { exact: true })).toBeVisible();
  });

  const motivo = `Se suspendió por alerta meteorológica (${target}).`;
  await test.step('the reason is required; then the confirmation', async () => {
    const cancelar = page.getByRole('button', { name: CANCEL_MSG.cancelar, exact: true });
    const razon = page.getByLabel(CANCEL_TEXT.motivo, { exact: true });
    await cancelar.click();
    await expect(razon).toHaveAccessibleDescription(CANCEL_MSG.motivoFalta);
    await razon.fill('   ');
    await cancelar.click();
    await expect(razon).toHaveAccessibleDescription(CANCEL_MSG.motivoFalta);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await getEvento(request, seller.session.token, idEvento)).estado).toBe(
      ESTADO_EVENTO.EN_VENTA,
    );

    await razon.fill(motivo);
    await cancelar.click();
    const confirm = page.getByRole('dialog', { name: CANCEL_TEXT.confirmarTitulo(nombre) });
    await expect(confirm).toContainText(CANCEL_MSG.advertencia);
    await confirm.getByRole('button', { name: CANCEL_TEXT.confirmarSi }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(CANCEL_MSG.cancelado, { exact: true })).toBeVisible();
  });

  await test.step('each refund with its state, followed on the page until done, and on a later visit', async () => {
    const estado = (quien: typeof ana) => fila(quien).getByRole('cell').last();
    const refunds = page.getByRole('region', { name: CANCEL_TEXT.reembolsos });
    // The answer comes before the money goes back (the job queue gives it back): the page
    // shows how many are done and asks again by itself until none is pending.
    await expect(refunds.getByRole('status')).toHaveText(
      new RegExp(
        `^(${CANCEL_TEXT.progreso(0, 2)}|${CANCEL_TEXT.progreso(1, 2)}|${CANCEL_TEXT.progreso(2, 2)})$`,
      ),
    );
    await expect(refunds.getByRole('status')).toHaveText(CANCEL_TEXT.progreso(2, 2), {
      timeout: 20_000,
    });
    await expect(
      refunds.getByRole('progressbar', { name: CANCEL_TEXT.progresoEtiqueta }),
    ).toHaveAttribute('value', '2');
    await expect(page.getByText(CANCEL_TEXT.enCurso, { exact: true })).toHaveCount(0);
    for (const quien of [ana, beto])
      await expect(estado(quien)).toHaveText(CANCEL_TEXT.estadoReembolso.hecho);
    // A later visit reads them done, and offers no second cancellation.
    await page.reload();
    for (const quien of [ana, beto])
      await expect(estado(quien)).toHaveText(CANCEL_TEXT.estadoReembolso.hecho);
    await expect(refunds.getByRole('status')).toHaveText(CANCEL_TEXT.progreso(2, 2));
    await expect(page.getByText(CANCEL_MSG.noCancelable, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: CANCEL_MSG.cancelar })).toHaveCount(0);
  });

  await test.step('the server: Borrado, orders refunded or released, a mail with the reason per buyer', async () => {
    expect((await getEvento(request, seller.session.token, idEvento)).estado).toBe(
      ESTADO_EVENTO.BORRADO,
    );
    expect((await getOrden(request, ana.session, ordenAna.idOrden)).estado).toBe('reembolsada');
    expect((await getOrden(request, beto.session, ordenBeto.idOrden)).estado).toBe('reembolsada');
    expect((await getOrden(request, caro.session, ordenCaro.idOrden)).estado).toBe('expirada');
    for (const [quien, orden] of [
      [ana, ordenAna],
      [beto, ordenBeto],
    ] as const) {
      const mail = (await correosA(request, admin, quien.user.correo)).find(
        (m) => m.asunto === CANCEL_MSG.asunto(nombre),
      );
      expect(mail, `the cancellation mail to ${quien.user.correo}`).toBeDefined();
      expect(mail!.cuerpo).toBe(
        CANCEL_MAIL.cuerpo({
          nombre: quien.user.nombre,
          evento: nombre,
          motivo,
          monto: pesos(orden.total),
          compras: [formatOrderNumber(orden.numero!)],
        }),
      );
      // The tickets stay, admitting nobody, with the refund of their purchase.
      const kept = await misEntradasApi(request, quien.session);
      expect(kept.length).toBeGreaterThan(0);
      for (const e of kept)
        expect(e).toMatchObject({
          idOrden: orden.idOrden,
          codigo: '',
          cancelacion: { reembolso: { estado: 'hecho', monto: orden.total } },
        });
    }
    // Nobody who only held stock is mailed about a refund.
    expect(
      (await correosA(request, admin, caro.user.correo)).filter(
        (m) => m.asunto === CANCEL_MSG.asunto(nombre),
      ),
    ).toEqual([]);
  });

  await test.step('the buyer keeps the night on /mis-entradas, marked cancelled with the refund; its page says so', async () => {
    await openSignedIn(page, desktop, ana.session.token, ROUTES.misEntradas.path);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: nombre }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(TICKETS_TEXT.cancelado, { exact: true })).toBeVisible();
    await expect(card).toContainText(TICKETS_TEXT.reembolso.hecho(pesos(totalAna)));
    await expect(card).toContainText(TICKETS_TEXT.cantidad(3));
    await page.goto(routePath('evento', { id: idEvento }));
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    await expect(page.getByText(EVENT_TEXT.cancelado, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: EVENT_TEXT.comprar })).toHaveCount(0);
  });
});
