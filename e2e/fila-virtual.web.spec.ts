import type { Page } from '@playwright/test';
import type { FechaView } from '@shared/api/discovery';
import type { FilaVirtualEstado } from '@shared/api/fila-virtual';
import { TIPO_ENTRADA } from '@shared/domain/catalogs';
import { LIMITS } from '@shared/domain/limits';
import { ROUTES, routePath } from '@shared/routes';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { EVENT_TEXT } from '@shared/texts/event';
import { FILA_TEXT as T } from '@shared/texts/fila-virtual';
import { diaAR, ticketRow } from './support/checkout';
import { eventNamed, onSaleEvents, registerFreshUser, signIn } from './support/discovery';
import { expect, test } from './support/fixtures';

/**
 * What a buyer sees of issue 12 against the demo seed, on the website (an attendee's flow: e2e/README.md):
 * the virtual queue of a high-demand day (its sale opened two days ago, so the queue admits
 * at once) between the event page's Comprar and /comprar, and an event's per-person limit.
 */

const FABRICA = 'La Fábrica: Industrial';
const FEDERAL = 'Pulso Federal Córdoba';

const comprar = (page: Page) => page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true });

/** The next answer of POST /FilaVirtual/Unirme (the queue page joins on every visit). */
async function nextJoin(page: Page): Promise<FilaVirtualEstado> {
  const response = await page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/FilaVirtual/Unirme'),
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FilaVirtualEstado;
}

/** "¡Es tu turno! Tenés N minutos para comprar.", N counted as the page counts it. */
const turnoText = (expira: string) =>
  T.turno(Math.ceil((Date.parse(expira) - Date.now()) / 60_000));

// A fresh account per test: the queue keeps one place per account and day, and the web and
// desktop tests run at the same time; each one follows its own place.
test('a high-demand day: Comprar goes through the virtual queue, which admits at once, keeps the place on reload and goes on to /comprar with the chosen tickets', async ({
  page,
  request,
  target,
}) => {
  const evento = eventNamed(await onSaleEvents(request), FABRICA);
  expect(evento.fechas, 'the demo event has one night').toHaveLength(1);
  const fecha: FechaView = evento.fechas[0]!;
  expect(fecha.altaDemanda, 'its night is high demand').toBe(true);
  expect(Date.parse(fecha.inicioVenta), 'its sale opened already').toBeLessThan(Date.now());
  // General's tanda step on sale: its early bird while it has places, then General.
  const general = fecha.entradas.find(
    (e) => e.tipo.cdTipo === TIPO_ENTRADA.GENERAL_EARLY_BIRD && e.tanda?.estado === 'abierta',
  )!;
  expect(general.cantidad).toBeGreaterThanOrEqual(2);
  const tipo = general.tipo.dsTipo;
  const dia = diaAR(fecha.inicio);
  const filaPath = routePath('filaVirtual', { idFecha: fecha.idFecha });
  const user = await registerFreshUser(request, `fila-${target}`);

  await page.goto(routePath('evento', { id: evento.idEvento }));
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: evento.nombre })).toBeVisible();

  await test.step('the event page says the day goes through the virtual queue', async () => {
    await expect(page.getByText(T.avisoAltaDemanda(dia), { exact: true })).toBeVisible();
    const entrar = page.getByRole('link', { name: T.entrarFilaDe(dia), exact: true });
    await expect(entrar).toHaveText(T.entrarFila);
    await expect(entrar).toHaveAttribute('href', filaPath);
    // The default per-person limit is the row limit: nothing is said about it.
    expect(evento.maxEntradasPorCuenta).toBe(LIMITS.maxTicketsPerRow);
    await expect(
      page.getByText(EVENT_TEXT.maxPorCuenta(evento.maxEntradasPorCuenta), { exact: true }),
    ).toHaveCount(0);
  });

  const row = ticketRow(page, tipo);
  const add = row.getByRole('button', { name: EVENT_TEXT.agregarEntrada });
  for (const n of [1, 2]) {
    await add.click();
    await expect(row.getByRole('status')).toHaveText(String(n));
  }

  const joined = nextJoin(page);
  await comprar(page).click();
  await expect(page).toHaveURL(new RegExp(`${filaPath}$`));
  const estado = await joined;

  await test.step('the queue admits at once: "¡Es tu turno!" with the minutes left', async () => {
    expect(estado).toMatchObject({
      idFecha: fecha.idFecha,
      idEvento: evento.idEvento,
      evento: evento.nombre,
      abierta: true,
      enFila: true,
      admitido: true,
      posicion: null,
      vencida: false,
    });
    expect(estado.lugar).toBeGreaterThanOrEqual(1);
    expect(estado.token).toBeTruthy();
    expect(Date.parse(estado.expira!)).toBeGreaterThan(Date.now());

    await expect(page).toHaveTitle(`${T.titulo} · Pulso`);
    await expect(page.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    await expect(page.getByText(`${evento.nombre} · ${dia}`, { exact: true })).toBeVisible();
    const continuar = page.getByRole('button', { name: T.continuar, exact: true });
    const turno = page.getByRole('status').filter({ has: continuar });
    await expect(turno.getByText(turnoText(estado.expira!), { exact: true })).toBeVisible();
    await expect(continuar).toBeVisible();
    await expect(page.getByText(T.sorteo, { exact: true })).toBeVisible();
    await expect(page.getByText(T.despuesDeApertura, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: T.volverAlEvento, exact: true })).toHaveAttribute(
      'href',
      routePath('evento', { id: evento.idEvento }),
    );
    // What the waiting line says is gone once it is the account's turn.
    for (const gone of [T.enFila, T.uniendo, T.noCierres, T.unLugarPorCuenta, T.vencida])
      await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
  });

  await test.step('a reload keeps the same place and the same admission', async () => {
    const again = nextJoin(page);
    await page.reload();
    const despues = await again;
    expect(despues).toMatchObject({
      lugar: estado.lugar,
      expira: estado.expira,
      admitido: true,
      vencida: false,
    });
    await expect(page).toHaveURL(new RegExp(`${filaPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: T.titulo })).toBeVisible();
    await expect(page.getByText(turnoText(estado.expira!), { exact: true })).toBeVisible();
    await expect(page.getByText(`${evento.nombre} · ${dia}`, { exact: true })).toBeVisible();
  });

  await test.step('"Continuar con la compra" goes on to /comprar with the chosen tickets', async () => {
    await page.getByRole('button', { name: T.continuar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_TEXT.titulo })).toBeVisible();
    const card = page.getByRole('article', {
      name: `${evento.nombre}, ${CHECKOUT_TEXT.cantidadTipo(2, tipo)}`,
    });
    await expect(card).toBeVisible();
    await expect(card.getByText(dia, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});

test('"Pulso Federal Córdoba" allows 4 tickets per type and day per person: the page says so and a selector stops at 4', async ({
  page,
  request,
}) => {
  const evento = eventNamed(await onSaleEvents(request), FEDERAL);
  expect(evento.maxEntradasPorCuenta).toBe(4);
  // A row with stock to spare, so the per-person limit is what stops it.
  const entrada = evento.fechas[0]!.entradas.find((e) => e.cantidad > LIMITS.maxTicketsPerRow)!;
  expect(entrada, 'the demo event has a row with plenty of tickets').toBeDefined();

  await page.goto(routePath('evento', { id: evento.idEvento }));
  await expect(page.getByRole('heading', { level: 1, name: evento.nombre })).toBeVisible();
  await expect(page.getByText(EVENT_TEXT.maxPorCuenta(4), { exact: true })).toBeVisible();

  const row = ticketRow(page, entrada.tipo.dsTipo);
  const add = row.getByRole('button', { name: EVENT_TEXT.agregarEntrada });
  const value = row.getByRole('status');
  await expect(value).toHaveText('0');
  for (let n = 1; n <= 4; n++) {
    await expect(add).toBeEnabled();
    await add.click();
    await expect(value).toHaveText(String(n));
  }
  await expect(add).toBeDisabled();
  await expect(row.getByRole('button', { name: EVENT_TEXT.quitarEntrada })).toBeEnabled();
  await expect(comprar(page)).toBeEnabled();
});
