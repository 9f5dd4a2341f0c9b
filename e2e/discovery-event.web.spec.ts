import type { Page } from '@playwright/test';
import { TIPO_ENTRADA, TIPOS_ENTRADA } from '@shared/domain/catalogs';
import { LIMITS } from '@shared/domain/limits';
import { routePath, ROUTES } from '@shared/routes';
import { CALENDAR_TEXT } from '@shared/texts/calendar';
import { FAVORITES_TEXT, HOME_TEXT } from '@shared/texts/discovery';
import { DIRECTIONS_TEXT } from '@shared/texts/news-directions';
import { EVENT_TEXT } from '@shared/texts/event';
import { WAITLIST_TEXT } from '@shared/texts/waitlist';
import { rowHeaderName } from './support/checkout';
import { DEMO_PASSWORD, E2E } from './support/stack-env';
import { expect, test } from './support/fixtures';
import { eventNamed, homeGrid, onSaleEvents, registerFreshUser, signIn } from './support/discovery';

/**
 * The event page (/evento/{id}), favourites and directions against the demo seed (issue 3), on
 * the website, where attendees use them (the desktop app's walk through the public pages is
 * public-pages.desktop.spec.ts).
 */

const ACID = 'Subsuelo presenta: Acid Night';
const RITUAL = 'Ritual Austral: Apertura de Temporada';
const ORGULLO = 'Orgullo en la Pista';

/** The ticket row of one type in the table of one night (0 = first night). */
const ticketRow = (page: Page, night: number, tipo: string) =>
  page
    .getByRole('table')
    .nth(night)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeaderName(tipo) }) });

const dsTipo = (cdTipo: number) => TIPOS_ENTRADA.find((t) => t.cdTipo === cdTipo)!.dsTipo;

const comprar = (page: Page) => page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true });

test('the ticket selector stops at min(10, available) and says "Agotadas" for a sold-out row', async ({
  page,
  request,
}) => {
  const all = await onSaleEvents(request);
  const acid = eventNamed(all, ACID);
  const [night] = acid.fechas;
  // From the API: the row with only 3 left and a row with plenty.
  const scarce = night!.entradas.find(
    (e) => e.cantidad > 0 && e.cantidad < LIMITS.maxTicketsPerRow,
  );
  const plenty = night!.entradas.find((e) => e.cantidad > LIMITS.maxTicketsPerRow);
  expect(scarce?.cantidad, 'the demo seed has a row with 3 left').toBe(3);
  expect(plenty).toBeDefined();

  await page.goto(routePath('evento', { id: acid.idEvento }));
  await expect(page.getByRole('heading', { level: 1, name: ACID })).toBeVisible();
  await expect(comprar(page)).toBeDisabled();
  await expect(page.getByText(EVENT_TEXT.elegiEntradas)).toBeVisible();

  for (const [entrada, max] of [
    [scarce!, scarce!.cantidad],
    [plenty!, LIMITS.maxTicketsPerRow],
  ] as const) {
    await test.step(`${entrada.tipo.dsTipo}: ${entrada.cantidad} available, up to ${max}`, async () => {
      const row = ticketRow(page, 0, entrada.tipo.dsTipo);
      const add = row.getByRole('button', { name: EVENT_TEXT.agregarEntrada });
      const remove = row.getByRole('button', { name: EVENT_TEXT.quitarEntrada });
      const value = row.getByRole('status');
      await expect(value).toHaveText('0');
      await expect(remove).toBeDisabled();
      for (let n = 1; n <= max; n++) {
        await add.click();
        await expect(value).toHaveText(String(n));
      }
      await expect(add).toBeDisabled();
      await expect(remove).toBeEnabled();
      await expect(value).toHaveText(String(max));
    });
  }

  // Sold-out rows read "Agotadas" and offer no selector; the same type on another night does.
  const ritual = eventNamed(all, RITUAL);
  const agotada = ritual.fechas[0]!.entradas.find((e) => e.cantidad <= 0)!;
  expect(agotada.tipo.cdTipo).toBe(TIPO_ENTRADA.GENERAL_EARLY_BIRD);
  await page.goto(routePath('evento', { id: ritual.idEvento }));
  await expect(page.getByRole('heading', { level: 1, name: RITUAL })).toBeVisible();
  // The early bird is the first step of General's tanda: sold out, it reads "Agotada" and
  // General is on sale.
  const soldOut = ticketRow(page, 0, agotada.tipo.dsTipo);
  await expect(soldOut.getByText(EVENT_TEXT.tandaAgotada, { exact: true })).toBeVisible();
  await expect(soldOut.getByRole('button')).toHaveCount(0);
  await expect(
    ticketRow(page, 0, dsTipo(TIPO_ENTRADA.GENERAL)).getByRole('button', {
      name: EVENT_TEXT.agregarEntrada,
    }),
  ).toBeEnabled();
  const secondNight = ticketRow(page, 1, agotada.tipo.dsTipo);
  await expect(secondNight.getByRole('button', { name: EVENT_TEXT.agregarEntrada })).toBeEnabled();
  await expect(secondNight.getByText(EVENT_TEXT.tandaAgotada)).toHaveCount(0);
  // The first night's VIP is sold out too (and its early bird before it), with its wait list.
  await expect(page.getByText(EVENT_TEXT.tandaAgotada, { exact: true })).toHaveCount(2);
  await expect(page.getByText(EVENT_TEXT.agotadas, { exact: true })).toHaveCount(1);
  await expect(
    ticketRow(page, 0, dsTipo(TIPO_ENTRADA.VIP)).getByText(EVENT_TEXT.agotadas, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(WAITLIST_TEXT.ingresarParaAnotarte)).toHaveCount(1);

  const orgullo = eventNamed(all, ORGULLO);
  await page.goto(routePath('evento', { id: orgullo.idEvento }));
  await expect(
    ticketRow(page, 0, dsTipo(TIPO_ENTRADA.VIP_EARLY_BIRD)).getByText(EVENT_TEXT.tandaAgotada, {
      exact: true,
    }),
  ).toBeVisible();
});

test('Comprar is disabled until the first ticket, then takes asistente@pulso.test to /comprar', async ({
  page,
  request,
}) => {
  const acid = eventNamed(await onSaleEvents(request), ACID);
  await page.goto(routePath('evento', { id: acid.idEvento }));
  await signIn(page, { correo: 'asistente@pulso.test', password: DEMO_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: ACID })).toBeVisible();

  const row = ticketRow(page, 0, dsTipo(TIPO_ENTRADA.GENERAL));
  await expect(comprar(page)).toBeDisabled();
  await row.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).click();
  await expect(comprar(page)).toBeEnabled();
  await expect(page.getByText(EVENT_TEXT.elegiEntradas)).toHaveCount(0);
  await row.getByRole('button', { name: EVENT_TEXT.quitarEntrada }).click();
  await expect(comprar(page)).toBeDisabled();
  await row.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).click();
  await comprar(page).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
});

test('a favourite survives a reload and appears under "Eventos Favoritos"', async ({
  page,
  request,
  target,
}) => {
  const evento = eventNamed(await onSaleEvents(request), 'Costanera Sunset Rosario');
  const user = await registerFreshUser(request, `favorito-${target}`);
  await page.goto(routePath('evento', { id: evento.idEvento }));
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: evento.nombre })).toBeVisible();

  await page.getByRole('button', { name: EVENT_TEXT.agregarFavorito }).click();
  await expect(page.getByRole('button', { name: EVENT_TEXT.quitarFavorito })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: evento.nombre })).toBeVisible();
  await expect(page.getByRole('button', { name: EVENT_TEXT.quitarFavorito })).toBeVisible();

  await page.goto(ROUTES.eventosFavoritos.path);
  await expect(page.getByRole('heading', { level: 1, name: FAVORITES_TEXT.titulo })).toBeVisible();
  const favoritos = page.getByRole('list', { name: FAVORITES_TEXT.titulo });
  await expect(favoritos.getByRole('heading', { level: 2 })).toHaveText([evento.nombre]);

  // The home grid flags it too.
  await page.goto('/');
  const card = homeGrid(page).getByRole('listitem').filter({ hasText: evento.nombre });
  await expect(card.getByText(HOME_TEXT.favorito)).toBeAttached();

  // Unmarked, the list is empty again.
  await page.goto(routePath('evento', { id: evento.idEvento }));
  await page.getByRole('button', { name: EVENT_TEXT.quitarFavorito }).click();
  await expect(page.getByRole('button', { name: EVENT_TEXT.agregarFavorito })).toBeVisible();
  await page.goto(ROUTES.eventosFavoritos.path);
  await expect(page.getByText(FAVORITES_TEXT.vacio)).toBeVisible();
});

test('without a Maps key the directions page names the event and opens Google Maps directions', async ({
  page,
  context,
  request,
}) => {
  const evento = eventNamed(await onSaleEvents(request), 'Noche Dub en La Plata');
  const d = evento.domicilio;
  const address = `${d.direccion}, ${d.localidad.nombre}, ${d.provincia.nombre}`;
  const mapsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
  // Nothing leaves the machine: Google answers with a stand-in page.
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Maps</title>' }),
  );

  await page.goto(routePath('evento', { id: evento.idEvento }));
  await page.getByRole('button', { name: EVENT_TEXT.comoLlegar, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/comollegar/${evento.idEvento}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: DIRECTIONS_TEXT.titulo(evento.nombre) }),
  ).toBeVisible();
  await expect(page.getByText(DIRECTIONS_TEXT.sinMapa)).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();

  // Opened directly too (no navigation state): the real name from the server.
  await page.goto(routePath('comoLlegar', { idEvento: evento.idEvento }));
  await expect(
    page.getByRole('heading', { level: 1, name: DIRECTIONS_TEXT.titulo(evento.nombre) }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: DIRECTIONS_TEXT.abrirGoogleMaps });
  await expect(link).toHaveAttribute('href', mapsUrl);

  // Web: a new tab. Desktop: the bridge's openExternal (the harness's system browser).
  const opened = context.waitForEvent('page');
  await link.click();
  const maps = await opened;
  await maps.waitForURL((url) => url.href.startsWith('https://www.google.com/maps/dir/'));
  expect(maps.url()).toBe(mapsUrl);
  expect(new URL(maps.url()).searchParams.get('destination')).toBe(address);
  await expect(page).toHaveURL(new RegExp(`/comollegar/${evento.idEvento}$`));
});

test('"Agregar al calendario": the event as an .ics file in Buenos Aires time, and each day on Google Calendar', async ({
  page,
  context,
  request,
}) => {
  const evento = eventNamed(await onSaleEvents(request), ACID);
  // Nothing leaves the machine: Google answers with a stand-in page.
  await context.route('https://calendar.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Calendar</title>' }),
  );
  await page.goto(routePath('evento', { id: evento.idEvento }));
  const group = page.getByRole('group', { name: CALENDAR_TEXT.agregar });

  // The file the link downloads: the API, named relative to the website (as the server renders
  // the page; the desktop app names it absolute, public-pages.desktop.spec.ts).
  const calendario = `/Evento/Calendario?IdEvento=${evento.idEvento}`;
  await expect(group.getByRole('link', { name: CALENDAR_TEXT.ics })).toHaveAttribute(
    'href',
    `/api/v1${calendario}`,
  );
  const res = await request.get(`${E2E.apiBase}${calendario}`);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(evento.fechas.length);
  const local = (iso: string) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Argentina/Buenos_Aires',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(iso))
      .replace(/[-:]/g, '')
      .replace(' ', 'T');
  expect(ics).toContain(
    `DTSTART;TZID=America/Argentina/Buenos_Aires:${local(evento.fechas[0]!.inicio)}`,
  );

  // Google Calendar, prefilled, in a new tab.
  const google = group.getByRole('link', {
    name: evento.fechas.length === 1 ? CALENDAR_TEXT.google : CALENDAR_TEXT.googleDia(1),
    exact: true,
  });
  const opened = context.waitForEvent('page');
  await google.click();
  const tab = await opened;
  await tab.waitForURL((url) => url.hostname === 'calendar.google.com');
  const params = new URL(tab.url()).searchParams;
  expect(params.get('text')).toContain(evento.nombre);
  expect(params.get('ctz')).toBe('America/Argentina/Buenos_Aires');
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(params.get('dates')).toBe(
    `${utc(evento.fechas[0]!.inicio)}/${utc(evento.fechas[0]!.fin)}`,
  );
});
