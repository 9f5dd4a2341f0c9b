import type { APIRequestContext, Page } from '@playwright/test';
import type { EventoAValidar } from '@shared/api/admin';
import type { EventosPage } from '@shared/api/discovery';
import { routePath } from '@shared/routes';
import { DOOR_TEXT } from '@shared/texts/door';
import { adminSession, artistasAdmin, correosA, noticias } from './support/admin';
import {
  ACCOUNTS,
  check,
  checkVisits,
  DESKTOP_OWN,
  expectCovers,
  session,
  timed,
  type Visit,
} from './support/a11y-pages';
import { openSignedIn } from './support/checkout';
import { expect, test } from './support/fixtures';
import { bearer, fiestasOf, type ApiSession } from './support/organiser';
import { DEMO_PASSWORD, E2E } from './support/stack-env';

/**
 * Accessibility of the organiser's, the administrator's and the door's pages on both targets
 * (axe-core, WCAG 2.0/2.1 A and AA: no serious or critical violation): their users work on the
 * website and in the desktop app; the desktop project walks the pages whose screen differs
 * there (a11y-pages.ts DESKTOP_OWN), the web project every page. Each page is loaded once per
 * project, by one signed-in page per role (the demo accounts); pages with ids open the demo
 * seed's data. The door app (/puerta, the same pages wherever it is opened) is checked on the
 * web project, signed out and as the demo door account. The public and attendee pages
 * are accessibility.web.spec.ts. The spec reads and changes nothing of the catalogue: it opens
 * forms and dialogs but never sends them.
 */

// One page per role visits many pages; a loaded 2-core machine needs about 15 s a page.
test.describe.configure({ timeout: 360_000 });

/** The demo events the organiser's pages open (demo seed, server/src/db/seed/demo-events.ts). */
const DOOR_EVENT = 'Matiné en Barracas: House al Atardecer';
const FINISHED_EVENT = 'Verano Techno en la Costa';
const RATED_PARTY = 'Verano Techno';
/** Subsuelo Producciones' event its three demo RRPP sell (server/src/db/seed/demo-rrpp.ts). */
const RRPP_EVENT = 'Vendimia Electrónica';

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
    { key: 'tiposEntrada', path: routePath('tiposEntrada', { eventoId: door }) },
    { key: 'liquidacion', path: routePath('liquidacion', { eventoId: finished }) },
    { key: 'listaInvitados', path: routePath('listaInvitados', { eventoId: door }) },
    // The demo organiser is the dueño of Subsuelo Producciones: the team, its controls, the
    // invitation form and the activity (read only: nothing is sent).
    { key: 'miProductora', path: routePath('miProductora') },
    // The RRPP's commission editor (read only: nothing is saved), and the RRPP's own page,
    // empty for the dueño (the demo RRPP's cards are theirs).
    { key: 'comisionesRrpp', path: routePath('comisionesRrpp', { eventoId: byName(RRPP_EVENT) }) },
    // Each member's role on one night (read only: nothing is saved).
    { key: 'equipoEvento', path: routePath('equipoEvento', { eventoId: byName(RRPP_EVENT) }) },
  ];
  // The RRPP's own page, as a demo RRPP: their links, figures and guest lists.
  const rrppPage: Visit = { key: 'misVentasRrpp', path: routePath('misVentasRrpp') };
  expectCovers('organizador', [...visits, rrppPage]);
  const walked = desktop ? visits.filter((v) => DESKTOP_OWN.has(v.key)) : visits;
  await openSignedIn(page, desktop, s.token, walked[0]!.path);
  await checkVisits(page, walked, walked[0]!.path);
  if (!desktop) {
    await openSignedIn(page, desktop, (await session(request, 'rrpp')).token, rrppPage.path);
    await checkVisits(page, [rrppPage], rrppPage.path);
  }
  timed(testInfo, started, walked.length + (desktop ? 0 : 1));
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
  const walked = desktop ? visits.filter((v) => DESKTOP_OWN.has(v.key)) : visits;
  await openSignedIn(page, desktop, admin.token, walked[0]!.path);
  await checkVisits(page, walked, walked[0]!.path);
  timed(testInfo, started, walked.length);
});

test('the door app: sign-in, activation, an invitation, the day to scan and scanning', async ({
  page,
  request,
  desktop,
}, testInfo) => {
  test.skip(desktop !== null, 'the door app is the same pages on both targets: walked on web');
  const started = Date.now();
  const heading = (name: string) => (p: Page) => p.getByRole('heading', { level: 1, name });
  await test.step('/puerta/activar', async () => {
    await page.goto('/puerta/activar?token=enlace-vencido');
    await check(page, 'door activation', heading(DOOR_TEXT.activarTitulo));
  });
  await test.step('/puerta/invitacion (the demo invitation to an address with no account)', async () => {
    const [mail] = await correosA(request, await adminSession(request), 'barra@pulso.test');
    const link = new URL(/\S+\/puerta\/invitacion\?token=\S+/.exec(mail!.cuerpo)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await check(page, 'door invitation', (p) =>
      p.getByRole('heading', { level: 1, name: /^Te invitaron a la puerta de / }),
    );
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
