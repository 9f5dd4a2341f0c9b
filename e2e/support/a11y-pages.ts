import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { RouteKey } from '@shared/routes';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { apiLogin } from './organiser';
import { DEMO_PASSWORD } from './stack-env';

/**
 * The accessibility specs' visits (accessibility.spec.ts and accessibility.web.spec.ts): who
 * opens each route, how a page is known to be ready, and axe on it once it is.
 */

export type Role = 'invitado' | 'asistente' | 'organizador' | 'administrador';

/** Who visits each route of shared/routes.ts (a new route does not compile until listed). */
export const VISITED_BY: Record<RouteKey, Role> = {
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
  confirmarCorreo: 'invitado',
  // Signed in, opening it would join the queue of the demo's high-demand day.
  filaVirtual: 'invitado',
  transferencia: 'invitado',
  arrepentimiento: 'invitado',
  // A guest sees the request to sign in (the withdrawal's mailed link).
  arrepentimientoConfirmar: 'invitado',
  // A guest sees the request to sign in (a productora's mailed invitation).
  invitacionProductora: 'invitado',
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
  tiposEntrada: 'organizador',
  liquidacion: 'organizador',
  listaInvitados: 'organizador',
  miProductora: 'organizador',
  comisionesRrpp: 'organizador',
  equipoEvento: 'organizador',
  misVentasRrpp: 'organizador',
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

export const ACCOUNTS = {
  asistente: 'asistente@pulso.test',
  organizador: 'organizador@pulso.test',
  administrador: 'admin@pulso.test',
  puerta: 'validador@pulso.test',
  // A demo RRPP: their own page has their cards and lists (an organiser's is empty).
  rrpp: 'rrpp@pulso.test',
} as const;

/**
 * The organiser's and administrator's pages whose screen differs in the desktop app: a file
 * picked or saved through the app (images, the terms' PDF, exports, the settlement's PDF), an
 * event's summary with the app's own links. The desktop project walks only these: the others
 * are the same React screens with the same DOM the web project already checks
 * (accessibility.spec.ts runs on both).
 */
export const DESKTOP_OWN: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'modificarEvento',
  'entradasVendidas',
  'liquidacion',
  'eventoAValidar',
  'editarArtista',
  'crearArtista',
  'editarNoticia',
  'crearNoticia',
  'editarCarrusel',
  'actualizarTyc',
]);

export interface Visit {
  key: RouteKey;
  path: string;
  /** Shown once the page has its content (default: its first level-1 heading). */
  ready?: (page: Page) => Locator;
}

export const session = (request: APIRequestContext, role: keyof typeof ACCOUNTS) =>
  apiLogin(request, { correo: ACCOUNTS[role], password: DEMO_PASSWORD });

/** Waits for the page's content: its heading shown, no "Cargando..." left. */
export async function settle(page: Page, ready?: (page: Page) => Locator) {
  await expect(ready ? ready(page) : page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Cargando/).filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

export async function check(page: Page, label: string, ready?: (page: Page) => Locator) {
  const started = Date.now();
  await settle(page, ready);
  const settled = Date.now();
  await expectNoSeriousA11yViolations(page, label);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`[a11y] ${label}: ready ${s(settled - started)} s, axe ${s(Date.now() - settled)} s`);
}

/**
 * Moves the open app to `path` as its own links do (the router follows the history), without
 * loading the document again. The headings on screen are marked first, so the next page is
 * known by a heading the router has just rendered.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-a11y-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const NEW_HEADING = (page: Page) => page.locator('h1:not([data-a11y-left])').first();

/**
 * Visits each page once, in order, and checks it; the first may already be open. The first is
 * loaded, the others are reached inside the app, as a person moves between them: a document
 * load a page costs about as much as axe on it on a 2-core machine
 * (docs/decisions/0075-suite-static-and-e2e-start.md).
 */
export async function checkVisits(page: Page, visits: Visit[], opened?: string) {
  let loaded = false;
  for (const visit of visits) {
    await test.step(visit.path, async () => {
      if (!loaded && visit.path !== opened) await page.goto(visit.path);
      else if (loaded) await navigateInApp(page, visit.path);
      loaded = true;
      await expect(page).toHaveURL((url) => url.pathname + url.search === visit.path);
      await check(page, `${visit.key} (${visit.path})`, visit.ready ?? NEW_HEADING);
    });
  }
}

/** Every route of `role` must be in `visits`, and nothing else. */
export function expectCovers(role: Role, visits: Visit[]) {
  const expected = (Object.keys(VISITED_BY) as RouteKey[]).filter((k) => VISITED_BY[k] === role);
  expect(visits.map((v) => v.key).sort()).toEqual(expected.sort());
}

/** How long a role's pages took, in the report and on the console. */
export function timed(testInfo: TestInfo, started: number, pages: number) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const text = `${pages} pages in ${seconds} s`;
  testInfo.annotations.push({ type: 'a11y-time', description: text });
  console.log(`[a11y] ${testInfo.project.name} · ${testInfo.title}: ${text}`);
}
