import jsQR from 'jsqr';
import sharp from 'sharp';
import type { BoleteriaDia, CajaResumen } from '@shared/api/boleteria';
import { ORDEN_MSG } from '@shared/api/checkout';
import { BOLETERIA_TEXT, MEDIO_PUERTA_TEXT } from '@shared/texts/boleteria';
import { DOOR_TEXT } from '@shared/texts/door';
import { formatPesos } from '@shared/format/es-ar';
import { routePath } from '@shared/routes';
import { entradaDe, openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { doorEventPayload } from './support/door';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bearer } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * The box office at the door (docs/decisions/0094-box-office.md), on the website's door app and
 * the desktop's: the organiser opens a caja, reserves places while online, sells two tickets
 * with no connection (cash, and a transfer that carries its code away), and once the signal is
 * back both reach the server; the caja closes with its count, and the organiser reads the caja.
 */
test.use({ catalogue: 'write' });

test('the box office sells two offline, syncs them when the signal is back, and closes the caja with its count', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const seller = await sellerWithEventOnSale(request, `boleteria-${target}`, doorEventPayload);
  const { idFecha, idEntrada } = entradaDe(seller.evento, 0);
  const dia = await request.get(`${E2E.apiBase}/Boleteria/Dia`, {
    headers: bearer(seller.session.token),
    params: { IdFecha: idFecha },
  });
  expect(dia.status(), await dia.text()).toBe(200);
  // Nothing is on door sale until the organiser says so.
  expect(((await dia.json()) as BoleteriaDia).tipos).toEqual([]);
  const precios = await request.put(`${E2E.apiBase}/Boleteria/Precios`, {
    headers: bearer(seller.session.token),
    data: { idFecha, precios: [{ idEntrada, precioPuerta: 6000 }] },
  });
  expect(precios.status(), await precios.text()).toBe(200);
  const status = page.getByRole('status', { name: BOLETERIA_TEXT.titulo });

  await test.step('the organiser signs in to the door app and opens the box office', async () => {
    await page.goto('/puerta/');
    await page.getByLabel(DOOR_TEXT.correo).fill(seller.user.correo);
    await page.getByLabel(DOOR_TEXT.password).fill(seller.user.password);
    await page.getByRole('button', { name: DOOR_TEXT.ingresar, exact: true }).click();
    await page.getByLabel(DOOR_TEXT.nombrePuerta).fill('Boletería 1');
    await page.getByRole('button', { name: DOOR_TEXT.empezar }).click();
    await page.getByRole('button', { name: BOLETERIA_TEXT.irABoleteria }).click();
    await page.getByRole('button', { name: BOLETERIA_TEXT.abrirCaja }).click();
  });

  await test.step('places reserved while online: the device may sell five', async () => {
    await page.getByLabel(`${BOLETERIA_TEXT.cupoCantidad}: General`).fill('5');
    await page.getByRole('button', { name: BOLETERIA_TEXT.cupoReservar }).click();
    await expect(
      page
        .getByRole('region', { name: BOLETERIA_TEXT.cupoTitulo })
        .getByText(BOLETERIA_TEXT.cupoResto(5), { exact: false }),
    ).toBeVisible();
  });

  const sell = page.getByRole('form', { name: BOLETERIA_TEXT.vender });
  await test.step('with no connection, two sales are kept on the device', async () => {
    await page.context().setOffline(true);
    await expect(status).toContainText(DOOR_TEXT.sinConexion);
    await sell.getByRole('button', { name: BOLETERIA_TEXT.cobrar(formatPesos(6000)) }).click();
    await expect(
      page.getByRole('heading', { name: BOLETERIA_TEXT.vendidaSinConexion }),
    ).toBeVisible();
    await page.getByRole('button', { name: BOLETERIA_TEXT.nuevaVenta }).click();
    await sell.getByLabel(BOLETERIA_TEXT.cantidad).fill('1');
    await sell.getByRole('radio', { name: 'Transferencia' }).check();
    await sell.getByRole('checkbox', { name: BOLETERIA_TEXT.ingresaAhora }).uncheck();
    await sell.getByRole('button', { name: BOLETERIA_TEXT.cobrar(formatPesos(6000)) }).click();
    await expect(
      page.getByRole('heading', { name: BOLETERIA_TEXT.vendidaSinConexion }),
    ).toBeVisible();
    await page.getByRole('button', { name: BOLETERIA_TEXT.nuevaVenta }).click();
    await expect(status).toContainText(BOLETERIA_TEXT.pendientes(2));
    await expect(page.getByText(BOLETERIA_TEXT.cupoResto(3)).first()).toBeVisible();
    // The door app is the same pages on both targets: its accessibility is checked on web.
    if (target === 'web') await expectNoSeriousA11yViolations(page, 'box office');
  });

  await test.step('the signal is back: both sales reach the server, once', async () => {
    await page.context().setOffline(false);
    await expect(status).toContainText(BOLETERIA_TEXT.pendientes(0), { timeout: 20_000 });
    const cajas = await cajasDelEvento();
    expect(cajas).toHaveLength(1);
    expect(cajas[0]!.ventas).toEqual({
      efectivo: { entradas: 1, monto: 6000 },
      transferencia: { entradas: 1, monto: 6000 },
      mercadopago: { entradas: 0, monto: 0 },
    });
  });

  await test.step('online, a Mercado Pago QR: the buyer scans it and pays on their phone; the codes appear', async () => {
    await sell.getByRole('radio', { name: MEDIO_PUERTA_TEXT.mercadopago }).check();
    await sell.getByRole('button', { name: BOLETERIA_TEXT.cobrar(formatPesos(6000)) }).click();
    const qr = page.getByRole('img', { name: BOLETERIA_TEXT.qrImagen });
    await expect(qr).toBeVisible();
    // The buyer's phone reads the QR as any camera would, and pays on the provider's page.
    const url = await qrText((await qr.getAttribute('src'))!);
    // The phone opens the provider's page and taps "Aprobar pago" (the form it posts); no
    // second browser page: its landing on the event page made closing it hang under load.
    const sandboxPage = await request.get(url);
    expect(await sandboxPage.text()).toContain(ORDEN_MSG.sandboxAprobar);
    const aprobado = await request.post(url, {
      form: { decision: 'aprobar' },
      maxRedirects: 0,
    });
    expect(aprobado.status()).toBe(303);
    await expect(page.getByRole('heading', { name: BOLETERIA_TEXT.vendida })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('list', { name: BOLETERIA_TEXT.codigoEntrada })).toContainText(
      /[A-Z0-9]{4}-[A-Z0-9]{4}/,
    );
    // The ticket's own QR, for the buyer to photograph: its signed code, as the door reads it.
    const ticketQr = page.getByRole('img', { name: BOLETERIA_TEXT.qrEntrada });
    expect(await qrText((await ticketQr.getAttribute('src'))!)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('button', { name: BOLETERIA_TEXT.nuevaVenta }).click();
    const [caja] = await cajasDelEvento();
    expect(caja!.ventas.mercadopago).toEqual({ entradas: 1, monto: 6000 });
  });

  await test.step('the caja closes: 6.000 expected in cash, counted right, three places back', async () => {
    const cierre = page.getByRole('form', { name: BOLETERIA_TEXT.cierreTitulo });
    await expect(cierre).toContainText(`${BOLETERIA_TEXT.esperado}: ${formatPesos(6000)}`);
    await cierre.getByLabel(BOLETERIA_TEXT.contado).fill('6000');
    await cierre.getByRole('button', { name: BOLETERIA_TEXT.cerrar }).click();
    const cerrada = page.getByRole('status', { name: BOLETERIA_TEXT.cerrada });
    await expect(cerrada).toContainText(`${BOLETERIA_TEXT.diferencia}: ${formatPesos(0)}`);
    await expect(cerrada).toContainText(BOLETERIA_TEXT.devueltos(3));
    const [caja] = await cajasDelEvento();
    expect([caja!.efectivoContado, caja!.diferencia, caja!.devueltos]).toEqual([6000, 0, 3]);
  });

  await test.step("the organiser's screens: the caja on the event's Puerta page, the door's sales on Entradas vendidas", async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('puertaEvento', { idEvento: seller.idEvento }),
    );
    const cajas = page.getByRole('table', { name: BOLETERIA_TEXT.cajasTitulo });
    const fila = cajas.getByRole('row', { name: new RegExp(seller.user.nombre) });
    await expect(fila).toContainText('3');
    await expect(fila).toContainText(formatPesos(6000));
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('entradasVendidas', { eventoId: seller.idEvento }),
    );
    const puerta = page.getByRole('region', { name: BOLETERIA_TEXT.ventasPuertaTitulo });
    await expect(puerta).toContainText(formatPesos(18000));
  });

  async function cajasDelEvento() {
    const r = await request.get(`${E2E.apiBase}/Boleteria/Cajas`, {
      headers: bearer(seller.session.token),
      params: { IdEvento: seller.idEvento },
    });
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()) as CajaResumen[];
  }
});

/** What a QR image (a PNG data URL) encodes, read as a camera app would. */
async function qrText(dataUrl: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!read) throw new Error('the QR did not read');
  return read.data;
}
