import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { EventoAValidar } from '@shared/api/admin';
import type { EventosPage } from '@shared/api/discovery';
import { ROUTES, routePath, type RouteKey } from '@shared/routes';
import { DOOR_TEXT } from '@shared/texts/door';
import { EVENT_TEXT } from '@shared/texts/discovery';
import { adminSession, artistasAdmin, noticias } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { misEntradasApi, openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { activeArtists, openFilters, onSaleEvents } from './support/discovery';
import { expect, openLogin, openUserMenu, test } from './support/fixtures';
import { apiLogin, bearer, fiestasOf, type ApiSession } from './support/organiser';
import { DEMO_PASSWORD, E2E } from './support/stack-env';

/**
 * Accessibility of every page of the app on both targets (axe-core, WCAG 2.0/2.1 A and AA:
 * no serious or critical violation). Each page is loaded once per project, by one signed-in
 * page per role (the demo accounts); pages with ids open the demo seed's data. The door app
 * (/puerta) is checked signed out and as the demo door account. The spec reads and changes
 * nothing of the catalogue: it opens forms and dialogs but never sends them.
 */

// One page per role visits many pages; a loaded 2-core machine needs about 15 s a page.
test.describe.configure({ timeout: 360_000 });

type Role = 'invitado' | 'asistente' | 'organizador' | 'administrador';

/** Who visits each route of shared/routes.ts (a new route does not compile until listed). */
const VISITED_BY: Record<RouteKey, Role> = {
  home: 'invitado',
  login: 'invitado',
  register: 'invitado',
  evento: 'invitado',
  artistas: 'invitado',
  artista: 'invitado',
  noticias: 'invitado',
  noticia: 'invitado',
  comoLlegar: 'invitado',
  preCrearEvento: 'invitado',
  terminos: 'invitado',
  privacidad: 'invitado',
  googleCallback: 'invitado',
  restablecerPassword: 'invitado',
  // Signed in, opening it would join the queue of the demo's high-demand day.
  filaVirtual: 'invitado',
  transferencia: 'invitado',
  arrepentimiento: 'invitado',
  crearEvento: 'asistente',
  misEntradas: 'asistente',
  eventosFavoritos: 'asistente',
  miPerfil: 'asistente',
  entradaAdquirida: 'asistente',
  comprar: 'asistente',
  listaEspera: 'asistente',
  misEventosCreados: 'organizador',
  misEventos: 'organizador',
  entradasVendidasIndex: 'organizador',
  entradasVendidas: 'organizador',
  cancelarEvento: 'organizador',
  modificarEvento: 'organizador',
  misFiestasRecurrentes: 'organizador',
  reseniasDeLaFiesta: 'organizador',
  puertaEvento: 'organizador',
  codigosDescuento: 'organizador',
  liquidacion: 'organizador',
  listaInvitados: 'organizador',
  eventosAValidar: 'administrador',
  eventoAValidar: 'administrador',
  modificarEliminarNoticias: 'administrador',
  modificarEliminarArtistas: 'administrador',
  editarArtista: 'administrador',
  editarNoticia: 'administrador',
  crearNoticia: 'administrador',
  crearArtista: 'administrador',
  editarCarrusel: 'administrador',
  actualizarTyc: 'administrador',
};

const ACCOUNTS = {
  asistente: 'asistente@pulso.test',
  organizador: 'organizador@pulso.test',
  administrador: 'admin@pulso.test',
  puerta: 'validador@pulso.test',
} as const;

/** The demo events the organiser's pages open (demo seed, server/src/db/seed/demo-events.ts). */
const DOOR_EVENT = 'Matiné en Barracas: House al Atardecer';
const FINISHED_EVENT = 'Verano Techno en la Costa';
const RATED_PARTY = 'Verano Techno';

interface Visit {
  key: RouteKey;
  path: string;
  /** Shown once the page has its content (default: its first level-1 heading). */
  ready?: (page: Page) => Locator;
}

const session = (request: APIRequestContext, role: keyof typeof ACCOUNTS) =>
  apiLogin(request, { correo: ACCOUNTS[role], password: DEMO_PASSWORD });

/** Waits for the page's content: its heading shown, no "Cargando..." left. */
async function settle(page: Page, ready?: (page: Page) => Locator) {
  await expect(ready ? ready(page) : page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Cargando/).filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

async function check(page: Page, label: string, ready?: (page: Page) => Locator) {
  const started = Date.now();
  await settle(page, ready);
  const settled = Date.now();
  await expectNoSeriousA11yViolations(page, label);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`[a11y] ${label}: ready ${s(settled - started)} s, axe ${s(Date.now() - settled)} s`);
}

/** Visits each page once, in order, and checks it; the first may already be open. */
async function checkVisits(page: Page, visits: Visit[], opened?: string) {
  for (const visit of visits) {
    await test.step(visit.path, async () => {
      if (visit.path !== opened) await page.goto(visit.path);
      await check(page, `${visit.key} (${visit.path})`, visit.ready);
    });
  }
}

/** Every route of `role` must be in `visits`, and nothing else. */
function expectCovers(role: Role, visits: Visit[]) {
  const expected = (Object.keys(VISITED_BY) as RouteKey[]).filter((k) => VISITED_BY[k] === role);
  expect(visits.map((v) => v.key).sort()).toEqual(expected.sort());
}

/** How long a role's pages took, in the report and on the console. */
function timed(testInfo: TestInfo, started: number, pages: number) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const text = `${pages} pages in ${seconds} s`;
  testInfo.annotations.push({ type: 'a11y-time', description: text });
  console.log(`[a11y] ${testInfo.project.name} · ${testInfo.title}: ${text}`);
}

async function misEventos(request: APIRequestContext, s: ApiSession) {
  const res = await request.get(`${E2E.apiBase}/Evento/GetEventos`, {
    headers: bearer(s.token),
    params: { IdUsuario: s.idUsuario, pageSize: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as EventosPage).eventos;
}

async function eventosAValidar(request: APIRequestContext, s: ApiSession) {
  const res = await request.get(`${E2E.apiBase}/Evento/GetEventosAValidar`, {
    headers: bearer(s.token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { eventos: EventoAValidar[] }).eventos;
}

test('public pages, as a guest', async ({ page, request }, testInfo) => {
  const started = Date.now();
  const eventos = await onSaleEvents(request);
  // An event without an image, so the placeholder's letters are checked whatever ran before.
  const evento = (await sellerWithEventOnSale(request, 'a11y-sin-imagen')).evento;
  const alta = eventos.find((e) => e.nombre === 'La Fábrica: Industrial') ?? evento;
  const [artista] = await activeArtists(request);
  const [noticia] = await noticias(request);
  const visits: Visit[] = [
    { key: 'home', path: routePath('home') },
    { key: 'login', path: routePath('login') },
    { key: 'register', path: routePath('register') },
    { key: 'evento', path: routePath('evento', { id: evento.idEvento }) },
    { key: 'artistas', path: routePath('artistas') },
    { key: 'artista', path: routePath('artista', { id: artista!.idArtista }) },
    { key: 'noticias', path: routePath('noticias') },
    { key: 'noticia', path: routePath('noticia', { id: noticia!.idNoticia }) },
    { key: 'comoLlegar', path: routePath('comoLlegar', { idEvento: evento.idEvento }) },
    { key: 'preCrearEvento', path: routePath('preCrearEvento') },
    { key: 'terminos', path: routePath('terminos') },
    { key: 'privacidad', path: routePath('privacidad') },
    // Opened directly rather than as Google's popup: it says the window can be closed.
    {
      key: 'googleCallback',
      path: routePath('googleCallback'),
      ready: (p) => p.getByText('Ya podés cerrar esta ventana'),
    },
    // Without a token: the page's own answer to a bad link.
    { key: 'restablecerPassword', path: routePath('restablecerPassword') },
    { key: 'filaVirtual', path: routePath('filaVirtual', { idFecha: alta.fechas[0]!.idFecha }) },
    // A link that leads nowhere (the demo has no pending transfer).
    { key: 'transferencia', path: routePath('transferencia', { token: 'enlace-vencido' }) },
    { key: 'arrepentimiento', path: routePath('arrepentimiento') },
  ];
  expectCovers('invitado', visits);
  await checkVisits(page, visits);
  timed(testInfo, started, visits.length);
});

test('the not-found page and the login, filter dialogs, as a guest', async ({ page }, testInfo) => {
  const started = Date.now();
  await test.step('a page that does not exist', async () => {
    await page.goto('/no-existe');
    await check(page, 'not found (/no-existe)');
  });
  await test.step('the login dialog', async () => {
    await page.goto('/');
    await settle(page);
    const dialog = await openLogin(page);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await test.step('the filters dialog', async () => {
    await openFilters(page);
    await expectNoSeriousA11yViolations(page, 'filters dialog');
  });
  timed(testInfo, started, 3);
});

test("the attendee's pages and checkout", async ({ page, request, desktop }, testInfo) => {
  const started = Date.now();
  const s = await session(request, 'asistente');
  const [entrada] = await misEntradasApi(request, s);
  const eventos = await onSaleEvents(request);
  const evento = eventos.find(
    (e) => e.fechas.length === 1 && e.nombre !== 'La Fábrica: Industrial',
  )!;
  const visits: Visit[] = [
    { key: 'misEntradas', path: routePath('misEntradas') },
    { key: 'eventosFavoritos', path: routePath('eventosFavoritos') },
    { key: 'miPerfil', path: routePath('miPerfil') },
    {
      key: 'entradaAdquirida',
      path: `${routePath('entradaAdquirida')}?idTicket=${entrada!.idTicket}`,
    },
    { key: 'listaEspera', path: routePath('listaEspera') },
    { key: 'crearEvento', path: routePath('crearEvento') },
  ];
  expectCovers('asistente', [...visits, { key: 'comprar', path: routePath('comprar') }]);
  await openSignedIn(page, desktop, s.token, visits[0]!.path);
  await checkVisits(page, visits, visits[0]!.path);

  await test.step('the user menu', async () => {
    const menu = await openUserMenu(page);
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'user menu');
    await page.keyboard.press('Escape');
  });
  await test.step(`${routePath('comprar')} (from an event page)`, async () => {
    await page.goto(routePath('evento', { id: evento.idEvento }));
    await settle(page);
    await page.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).first().click();
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
    await check(page, `comprar (${routePath('comprar')})`);
  });
  timed(testInfo, started, visits.length + 2);
});

test("the organiser's pages", async ({ page, request, desktop }, testInfo) => {
  const started = Date.now();
  const s = await session(request, 'organizador');
  const mios = await misEventos(request, s);
  const byName = (nombre: string) => {
    const e = mios.find((x) => x.nombre === nombre);
    if (!e) throw new Error(`the demo organiser has no event "${nombre}"`);
    return e.idEvento;
  };
  const door = byName(DOOR_EVENT);
  const finished = byName(FINISHED_EVENT);
  const fiestas = await fiestasOf(request, s);
  const fiesta = fiestas.find((f) => f.dsNombre === RATED_PARTY) ?? fiestas[0]!;
  const visits: Visit[] = [
    { key: 'misEventosCreados', path: routePath('misEventosCreados') },
    { key: 'misEventos', path: routePath('misEventos') },
    { key: 'entradasVendidasIndex', path: routePath('entradasVendidasIndex') },
    { key: 'entradasVendidas', path: routePath('entradasVendidas', { eventoId: door }) },
    { key: 'cancelarEvento', path: routePath('cancelarEvento', { id: door }) },
    { key: 'modificarEvento', path: routePath('modificarEvento', { id: door }) },
    { key: 'misFiestasRecurrentes', path: routePath('misFiestasRecurrentes') },
    {
      key: 'reseniasDeLaFiesta',
      path: `${routePath('reseniasDeLaFiesta')}?idFiesta=${fiesta.idFiesta}`,
    },
    { key: 'puertaEvento', path: routePath('puertaEvento', { idEvento: door }) },
    { key: 'codigosDescuento', path: routePath('codigosDescuento', { eventoId: door }) },
    { key: 'liquidacion', path: routePath('liquidacion', { eventoId: finished }) },
    { key: 'listaInvitados', path: routePath('listaInvitados', { eventoId: door }) },
  ];
  expectCovers('organizador', visits);
  await openSignedIn(page, desktop, s.token, visits[0]!.path);
  await checkVisits(page, visits, visits[0]!.path);
  timed(testInfo, started, visits.length);
});

test("the administrator's pages", async ({ page, request, desktop }, testInfo) => {
  const started = Date.now();
  const admin = await adminSession(request);
  const [pendiente] = await eventosAValidar(request, admin);
  const [artista] = await artistasAdmin(request, admin);
  const [noticia] = await noticias(request);
  const visits: Visit[] = [
    { key: 'eventosAValidar', path: routePath('eventosAValidar') },
    { key: 'eventoAValidar', path: routePath('eventoAValidar', { idEvento: pendiente!.idEvento }) },
    { key: 'modificarEliminarNoticias', path: routePath('modificarEliminarNoticias') },
    { key: 'modificarEliminarArtistas', path: routePath('modificarEliminarArtistas') },
    { key: 'editarArtista', path: routePath('editarArtista', { id: artista!.idArtista }) },
    { key: 'editarNoticia', path: routePath('editarNoticia', { id: noticia!.idNoticia }) },
    { key: 'crearNoticia', path: routePath('crearNoticia') },
    { key: 'crearArtista', path: routePath('crearArtista') },
    { key: 'editarCarrusel', path: routePath('editarCarrusel') },
    { key: 'actualizarTyc', path: routePath('actualizarTyc') },
  ];
  expectCovers('administrador', visits);
  await openSignedIn(page, desktop, admin.token, visits[0]!.path);
  await checkVisits(page, visits, visits[0]!.path);
  timed(testInfo, started, visits.length);
});

test('the door app: sign-in, activation, the day to scan and scanning', async ({
  page,
}, testInfo) => {
  const started = Date.now();
  const heading = (name: string) => (p: Page) => p.getByRole('heading', { level: 1, name });
  await test.step('/puerta/activar', async () => {
    await page.goto('/puerta/activar?token=enlace-vencido');
    await check(page, 'door activation', heading(DOOR_TEXT.activarTitulo));
  });
  await test.step('/puerta (signed out)', async () => {
    await page.goto('/puerta/');
    await check(page, 'door sign-in', heading(DOOR_TEXT.titulo));
  });
  await test.step('/puerta (the days to scan)', async () => {
    await page.getByLabel(DOOR_TEXT.correo).fill(ACCOUNTS.puerta);
    await page.getByLabel(DOOR_TEXT.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: DOOR_TEXT.ingresar, exact: true }).click();
    await check(page, 'door events', heading(DOOR_TEXT.eventosTitulo));
  });
  await test.step('/puerta (scanning)', async () => {
    await page.getByLabel(DOOR_TEXT.nombrePuerta).fill('Puerta 1');
    await page.getByRole('button', { name: DOOR_TEXT.empezar, exact: true }).click();
    await check(page, 'door scanning', (p) =>
      p.getByRole('heading', { level: 1, name: DOOR_EVENT }),
    );
  });
  timed(testInfo, started, 4);
});
