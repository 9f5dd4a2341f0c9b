import type { Page } from '@playwright/test';
import { GENEROS, TIPOS_ENTRADA } from '@shared/domain/catalogs';
import { ROL } from '@shared/domain/roles';
import { MENU, ROUTES, routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/event';
import { formatPesos } from '@shared/format/es-ar';
import {
  CREATE_EVENT_TEXT,
  EVENT_FORM_TEXT as T,
  MY_EVENTS_TEXT,
  STOCK_MSG,
} from '@shared/texts/organiser';
import { tidyArtistName } from '@shared/domain/name-match';
import { CREATE_EVENT_MSG, titleCase } from '@shared/validation/evento';
import { asTyped, typeDate } from './support/date-field';
import { expect, openUserMenu, test } from './support/fixtures';
import { choose, registerFreshUser, signIn } from './support/discovery';
import {
  apiLogin,
  chooseMany,
  dayFromNow,
  fiestasOf,
  getEvento,
  pickImage,
  rolesOf,
  samplePng,
  uniqueTag,
} from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * Creating an event (issue 4, /crearevento) on the website and in the desktop app: a role-0
 * user's first event makes them an organiser on the server's side only; every check of the
 * form at once, next to its field, and its early-bird rules said rather than applied.
 */

const [GENERAL, GENERAL_EB, VIP, VIP_EB] = TIPOS_ENTRADA.map((t) => t.dsTipo) as [
  string,
  string,
  string,
  string,
];
const TECHNO = GENEROS[0]!.dsGenero;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const cantidad = (page: Page, tipo: string, dia: number) => field(page, T.cantidad(tipo, dia));
const precio = (page: Page, tipo: string, dia: number) => field(page, T.precio(tipo, dia));
const crear = (page: Page) =>
  page.getByRole('button', { name: CREATE_EVENT_TEXT.crear, exact: true });

/** A day's start and end ('YYYY-MM-DDTHH:mm', '' empty), typed day/month/year (issue 15). */
async function fillDay(page: Page, dia: number, inicio: string, fin: string) {
  await typeDate(field(page, T.inicio(dia)), inicio && asTyped(inicio));
  await typeDate(field(page, T.fin(dia)), fin && asTyped(fin));
}

async function addArtist(page: Page, typed: string, how: 'enter' | 'button') {
  const input = field(page, T.artistaInput);
  await input.fill(typed);
  if (how === 'enter') await input.press('Enter');
  else await page.getByRole('button', { name: T.artistaAgregar, exact: true }).click();
  await expect(input).toHaveValue('');
}

async function chooseLocation(page: Page) {
  const form = page.locator('form');
  await choose(form, 'Provincia', 'Buenos Aires');
  await choose(form, 'Municipio', 'La Plata');
  await choose(form, 'Localidad', 'La Plata');
}

test('a role-0 user creates a two-day event and becomes an organiser on the server side only', async ({
  page,
  request,
  desktop,
}) => {
  const user = await registerFreshUser(request, 'creador');
  const tag = uniqueTag();
  const nombre = `Noche de Prueba ${tag}`;
  const nuevoArtista = `dj  ${tag} sónico`;
  const nuevaFiesta = `fiesta ${tag} del sur`;
  const png = await samplePng();

  await page.goto('/');
  await signIn(page, user);

  // Every write the app makes from here on.
  const writes: string[] = [];
  page.on('request', (r) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(r.method())) return;
    const url = new URL(r.url());
    if (url.href.startsWith(E2E.apiBase))
      writes.push(`${r.method()} ${url.pathname.slice(new URL(E2E.apiBase).pathname.length)}`);
  });

  await page.goto(ROUTES.crearEvento.path);
  await expect(
    page.getByRole('heading', { level: 1, name: CREATE_EVENT_TEXT.titulo }),
  ).toBeVisible();

  await field(page, T.nombre).fill(nombre);
  await page.getByRole('radio', { name: T.si, exact: true }).check();
  await field(page, T.fiestaNueva).fill(nuevaFiesta);
  await expect(page.getByText(T.fiestaSera(titleCase(nuevaFiesta)), { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: T.diasOpcion(2), exact: true }).check();
  await chooseMany(page, T.generos, TECHNO);

  // A new artist (kept as typed, spaces tidied, marked Nuevo) and an existing one typed in
  // another case.
  await addArtist(page, nuevoArtista, 'enter');
  await addArtist(page, 'ñandú collective', 'button');
  const chips = page.getByRole('list', { name: T.artistas }).getByRole('listitem');
  await expect(chips).toHaveText([
    `${tidyArtistName(nuevoArtista)} · ${T.artistaNuevo}×`,
    'Ñandú Collective×',
  ]);
  await expect(
    page.getByRole('button', { name: T.artistaQuitar('Ñandú Collective') }),
  ).toBeVisible();

  await chooseLocation(page);
  await field(page, T.direccion).fill('Calle 50 742');
  await page.getByRole('checkbox', { name: T.after, exact: true }).check();
  await field(page, T.descripcion).fill('Dos noches de techno en La Plata.');

  const d1 = dayFromNow(40);
  const d2 = dayFromNow(41);
  const d3 = dayFromNow(42);
  await fillDay(page, 1, `${d1}T23:00`, `${d2}T06:00`);
  await fillDay(page, 2, `${d2}T23:00`, `${d3}T06:00`);
  // The sale closes when the day starts unless chosen otherwise.
  await expect(field(page, T.finVenta(1))).toHaveValue(asTyped(`${d1}T23:00`));

  await test.step('early-bird rules of day 1: said next to the field, never rewritten', async () => {
    const eb = cantidad(page, GENERAL_EB, 1);
    const ebPrecio = precio(page, GENERAL_EB, 1);
    // No total yet: the early bird is 0 and disabled, price too.
    await expect(eb).toHaveValue('0');
    await expect(eb).toBeDisabled();
    await expect(ebPrecio).toBeDisabled();

    await cantidad(page, GENERAL, 1).fill('300');
    await expect(eb).toBeEnabled();
    await precio(page, GENERAL, 1).fill('15000');
    await eb.fill('400');
    await ebPrecio.fill('20000');
    await crear(page).click();
    await expect(eb, 'kept as typed').toHaveValue('400');
    await expect(ebPrecio).toHaveValue('20000');
    await expect(eb).toHaveAccessibleDescription(
      STOCK_MSG.earlyBirdExcede(1, GENERAL_EB, 400, GENERAL, 300),
    );
    await expect(ebPrecio).toHaveAccessibleDescription(
      STOCK_MSG.earlyBirdPrecio(1, GENERAL_EB, formatPesos(20000), GENERAL, formatPesos(15000)),
    );

    await cantidad(page, GENERAL, 1).fill('100');
    await eb.fill('30');
    await precio(page, GENERAL, 1).fill('5000');
    await ebPrecio.fill('3500');
    await expect(eb).not.toHaveAttribute('aria-invalid', 'true');
    await expect(ebPrecio).not.toHaveAttribute('aria-invalid', 'true');

    await cantidad(page, VIP, 1).fill('40');
    await precio(page, VIP, 1).fill('9000');
    await cantidad(page, VIP_EB, 1).fill('10');
    await precio(page, VIP_EB, 1).fill('7000');
  });

  // Day 2: all four kinds too.
  for (const [tipo, qty, price] of [
    [GENERAL, '200', '6000'],
    [GENERAL_EB, '50', '4000'],
    [VIP, '30', '12000'],
    [VIP_EB, '5', '10000'],
  ] as const) {
    await cantidad(page, tipo, 2).fill(qty);
    await precio(page, tipo, 2).fill(price);
  }

  await pickImage(page, desktop, png);
  await expect(page.getByRole('img', { name: T.vistaPrevia })).toBeVisible();
  await expect(page.getByRole('button', { name: T.cambiarImagen, exact: true })).toBeVisible();
  await field(page, T.video).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await field(page, T.audio).fill('https://soundcloud.com/pulso/set');
  await expect(field(page, CREATE_EVENT_MSG.maxPorCuentaEtiqueta)).toHaveValue('10');
  await field(page, CREATE_EVENT_MSG.maxPorCuentaEtiqueta).fill('4');
  await page.getByRole('checkbox', { name: T.terminos }).check();

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/Evento/CrearEvento') && r.request().method() === 'POST',
  );
  await crear(page).click();
  const { idEvento } = (await (await created).json()) as { idEvento: number };

  await expect(page).toHaveURL(new RegExp(`${ROUTES.misEventosCreados.path}$`));
  await expect(page.getByText(CREATE_EVENT_MSG.creado, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: MY_EVENTS_TEXT.titulo })).toBeVisible();
  const card = page.getByRole('article', { name: nombre });
  await expect(card).toBeVisible();
  await expect(card.getByText('Por Aprobar', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: MY_EVENTS_TEXT.acciones.modificar })).toBeVisible();
  await expect(card.getByRole('link', { name: MY_EVENTS_TEXT.acciones.cancelar })).toBeVisible();
  await expect(
    card.getByRole('link', { name: MY_EVENTS_TEXT.acciones.entradasVendidas }),
  ).toHaveCount(0);
  await expect(card.getByRole('img', { name: MY_EVENTS_TEXT.imagenAlt(nombre) })).toBeVisible();

  // The session now offers the organiser options.
  const menu = await openUserMenu(page);
  await expect(menu.getByText(MENU.organizadorTitulo, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The only writes were the create and the image; nothing asked for a role.
  expect(writes).toEqual(['POST /Evento/CrearEvento', 'POST /Media']);

  // The server granted role 2, and stored what the form sent.
  const session = await apiLogin(request, user);
  expect(await rolesOf(request, session.token)).toEqual(
    expect.arrayContaining([ROL.USUARIO, ROL.ORGANIZADOR]),
  );
  const evento = await getEvento(request, session.token, idEvento);
  expect(evento.estado).toBe(0);
  expect(evento.maxEntradasPorCuenta).toBe(4);
  expect(evento.imagen).toBeTruthy();
  expect(evento.artistas.map((a) => a.nombre).sort()).toEqual(
    [tidyArtistName(nuevoArtista), 'Ñandú Collective'].sort(),
  );
  expect(evento.fechas).toHaveLength(2);
  // Each kind is a tanda after its early bird: on sale, the early birds; General and VIP wait.
  expect(
    evento.fechas.map((f) =>
      f.entradas
        .map((e) => [e.tipo.cdTipo, e.cantidad, e.precio, e.tanda?.estado])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ),
  ).toEqual([
    [
      [0, 0, 5000, 'proxima'],
      [1, 30, 3500, 'abierta'],
      [2, 0, 9000, 'proxima'],
      [3, 10, 7000, 'abierta'],
    ],
    [
      [0, 0, 6000, 'proxima'],
      [1, 50, 4000, 'abierta'],
      [2, 0, 12000, 'proxima'],
      [3, 5, 10000, 'abierta'],
    ],
  ]);
  // The quantities as stored, on the organiser's stock view.
  const stock = await request.get(`${E2E.apiBase}/Entrada/GetStockEvento?IdEvento=${idEvento}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(stock.status()).toBe(200);
  expect(
    (await stock.json()).fechas.map(
      (f: { entradas: Array<{ cdTipo: number; cantidad: number }> }) =>
        f.entradas.map((e) => [e.cdTipo, e.cantidad]).sort((a, b) => a[0]! - b[0]!),
    ),
  ).toEqual([
    [
      [0, 100],
      [1, 30],
      [2, 40],
      [3, 10],
    ],
    [
      [0, 200],
      [1, 50],
      [2, 30],
      [3, 5],
    ],
  ]);
  expect((await fiestasOf(request, session)).map((f) => f.dsNombre)).toEqual([
    titleCase(nuevaFiesta),
  ]);

  // Its owner's view of the event page states the per-account limit under the tickets.
  await page.goto(routePath('evento', { id: idEvento }));
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  await expect(page.getByText(EVENT_TEXT.maxPorCuenta(4), { exact: true })).toBeVisible();
});

test('every create check shows at once, next to its field, the first one focused', async ({
  page,
  request,
}) => {
  const user = await registerFreshUser(request, 'chequeos');
  await page.goto('/');
  await signIn(page, user);
  await page.goto(ROUTES.crearEvento.path);
  await expect(
    page.getByRole('heading', { level: 1, name: CREATE_EVENT_TEXT.titulo }),
  ).toBeVisible();

  await page.getByRole('radio', { name: T.si, exact: true }).check();
  await field(page, T.audio).fill('https://example.com/set');
  await crear(page).click();
  for (const [label, message] of [
    [T.nombre, CREATE_EVENT_MSG.nombre],
    [T.direccion, CREATE_EVENT_MSG.ubicacion],
    [T.artistaInput, CREATE_EVENT_MSG.artista],
    [T.descripcion, CREATE_EVENT_MSG.descripcion],
    [T.inicio(1), CREATE_EVENT_MSG.fechas],
    [T.fin(1), CREATE_EVENT_MSG.fechas],
    [T.audio, CREATE_EVENT_MSG.soundCloud],
  ] as const)
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  await expect(page.getByRole('checkbox', { name: T.terminos })).toHaveAccessibleDescription(
    CREATE_EVENT_MSG.terminos,
  );
  await expect(page.getByText(CREATE_EVENT_MSG.imagen, { exact: true })).toBeVisible();
  await expect(field(page, T.nombre)).toBeFocused();

  // Fixed fields lose their error at once; a day that ends before it starts says so at its end,
  // and a start before now at its start (issue 15).
  await field(page, T.nombre).fill('Chequeos a la vez');
  await expect(field(page, T.nombre)).not.toHaveAttribute('aria-invalid', 'true');
  await fillDay(page, 1, `${dayFromNow(40)}T23:00`, `${dayFromNow(40)}T06:00`);
  await expect(field(page, T.fin(1))).toHaveAccessibleDescription(
    CREATE_EVENT_MSG.finAntesDeInicio,
  );
  await fillDay(page, 1, `${dayFromNow(-1)}T23:00`, `${dayFromNow(0)}T06:00`);
  await expect(field(page, T.inicio(1))).toHaveAccessibleDescription(CREATE_EVENT_MSG.inicioPasado);
});
