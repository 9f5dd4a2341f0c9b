import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ArtistaView, EventoView, EventosPage } from '@shared/api/discovery';
import { fechaWindow, type FechaOption } from '@shared/domain/date-filters';
import { FILTER_TEXT, HOME_TEXT } from '@shared/texts/discovery';
import { toCreateUsuarioPayload } from '@shared/validation/auth';
import { expect, login, uniqueEmail } from './fixtures';
import { desafioHeaders } from './desafio';
import { confirmEmail } from './email-confirmation';
import { E2E } from './stack-env';

/**
 * Helpers of the discovery specs (issue 3): the on-sale events read straight from the API,
 * the expected result of a filter computed here from the events' own fields, the filter
 * modal's antd selects, and fresh accounts made through the register API.
 */

const collator = new Intl.Collator('es');
export const sortNames = (names: Iterable<string>) => [...names].sort(collator.compare);

/** Every event on sale, as the public list API answers it (one page holds them all). */
export async function onSaleEvents(request: APIRequestContext): Promise<EventoView[]> {
  const res = await request.get(`${E2E.apiBase}/Evento/GetEventos?Estado=2&pageSize=100`);
  expect(res.ok()).toBe(true);
  const page = (await res.json()) as EventosPage;
  expect(page.total).toBe(page.eventos.length);
  return page.eventos;
}

export function eventNamed(eventos: ReadonlyArray<EventoView>, nombre: string): EventoView {
  const evento = eventos.find((e) => e.nombre === nombre);
  if (!evento) throw new Error(`the demo seed has no on-sale event "${nombre}"`);
  return evento;
}

export async function activeArtists(request: APIRequestContext): Promise<ArtistaView[]> {
  const res = await request.get(`${E2E.apiBase}/Artista/GetArtista?isActivo=true`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { artistas: ArtistaView[] }).artistas;
}

/** What a filter asks for, in the events' own terms. */
export interface Criteria {
  genero?: number;
  after?: boolean;
  lgbt?: boolean;
  provincia?: string;
  municipio?: string;
  localidad?: string;
  fecha?: { option: FechaOption; dia?: string };
}

/** Names of the events a filter must return, decided from their fields (not by the server). */
export function expectedNames(
  eventos: ReadonlyArray<EventoView>,
  c: Criteria,
  now = new Date(),
): string[] {
  const window = c.fecha ? fechaWindow(c.fecha.option, now, c.fecha.dia) : null;
  const place = (actual: { nombre: string }, wanted?: string) =>
    wanted === undefined || actual.nombre === wanted;
  return sortNames(
    eventos
      .filter(
        (e) =>
          (c.genero === undefined || e.genero.includes(c.genero)) &&
          (!c.after || e.isAfter) &&
          (!c.lgbt || e.isLgbt) &&
          place(e.domicilio.provincia, c.provincia) &&
          place(e.domicilio.municipio, c.municipio) &&
          place(e.domicilio.localidad, c.localidad) &&
          (!window ||
            e.fechas.some((f) => {
              const inicio = new Date(f.inicio).getTime();
              return inicio >= window.from.getTime() && inicio < window.to.getTime();
            })),
      )
      .map((e) => e.nombre),
  );
}

export const homeGrid = (page: Page) => page.getByRole('list', { name: HOME_TEXT.titulo });
const cardTitles = (page: Page) => homeGrid(page).getByRole('heading', { level: 2 });

/** The names of every card of the home grid, after pressing "Ver más" until the end. */
async function allCardNames(page: Page): Promise<string[]> {
  const verMas = page.getByRole('button', { name: HOME_TEXT.verMas });
  while (await verMas.isVisible()) {
    const before = await cardTitles(page).count();
    await verMas.click();
    await expect.poll(() => cardTitles(page).count()).toBeGreaterThan(before);
  }
  return sortNames(await cardTitles(page).allTextContents());
}

/** The home grid shows exactly these events, or the no-results text when there are none. */
export async function expectHomeShows(page: Page, names: ReadonlyArray<string>) {
  if (names.length === 0) {
    await expect(page.getByText(HOME_TEXT.sinResultados, { exact: true })).toBeVisible();
    await expect(homeGrid(page)).toHaveCount(0);
    return;
  }
  await expect(homeGrid(page)).toBeVisible();
  await expect.poll(() => allCardNames(page)).toEqual(sortNames(names));
}

/** Opens the home page and waits for its full, unfiltered grid. */
export async function openHome(page: Page, all: ReadonlyArray<EventoView>) {
  await page.goto('/');
  await expectHomeShows(
    page,
    all.map((e) => e.nombre),
  );
}

export async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: FILTER_TEXT.titulo });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const combobox = (scope: Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/** What an antd select shows: the chosen label, or its placeholder. */
export const shownValue = (select: Locator) => select.locator('xpath=..');

/** Opens the antd select named `label` and picks `option` from its own list. */
export async function choose(scope: Locator, label: string, option: string) {
  const select = combobox(scope, label);
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const listId = await select.getAttribute('aria-controls');
  const list = scope.page().locator(`[id="${listId}"]`);
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(shownValue(select)).toHaveText(option);
}

/** The options an antd select offers, in order (then closes it). */
export async function optionsOf(scope: Locator, label: string): Promise<string[]> {
  const select = combobox(scope, label);
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const listId = await select.getAttribute('aria-controls');
  const options = await scope
    .page()
    .locator(`[id="${listId}"]`)
    .getByRole('option')
    .allTextContents();
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  return options;
}

/** "2026-12-05" -> "05/12/2026", the date picker's format. */
export const dayForPicker = (day: string) => day.split('-').reverse().join('/');

/**
 * Presses Buscar and, when the filter is not the default one, waits for the server's answer
 * and checks it holds exactly the expected events; then checks the grid shows them.
 */
export async function searchAndExpect(
  page: Page,
  dialog: Locator,
  all: ReadonlyArray<EventoView>,
  criteria: Criteria,
) {
  const { fecha, ...rest } = criteria;
  const isDefault = Object.keys(rest).length === 0 && (!fecha || fecha.option === 'todos');
  // The unfiltered list is already in the page's cache: going back to it asks nothing.
  const answer = isDefault
    ? null
    : page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Evento/GetEventos'));
  const expected = expectedNames(all, criteria);
  await dialog.getByRole('button', { name: FILTER_TEXT.buscar, exact: true }).click();
  await expect(dialog).toBeHidden();
  if (answer) {
    const body = (await (await answer).json()) as EventosPage;
    const names = sortNames(body.eventos.map((e) => e.nombre));
    expect(body.total, 'events the server found').toBe(expected.length);
    if (body.total <= body.pageSize) expect(names).toEqual(expected);
    else expect(expected).toEqual(expect.arrayContaining(names));
  } else {
    await expect(page).toHaveURL(/\/$/);
  }
  await expectHomeShows(page, expected);
  return expected;
}

export interface FreshUser {
  correo: string;
  password: string;
  nombre: string;
  apellido: string;
  /** The DNI the account was registered with (the one on its tickets). */
  dni: string;
}

/**
 * A new role-0 account made through the register API, so tests never share favourites; its
 * e-mail confirmed from the mailed link (buying needs it) unless `confirmar: false`.
 */
export async function registerFreshUser(
  request: APIRequestContext,
  prefix: string,
  opts: { confirmar?: boolean } = {},
): Promise<FreshUser> {
  const correo = uniqueEmail(prefix);
  // A first name no other account has: the likers' avatars are named by it.
  const nombre = `Fan${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const dni = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
  const user = { correo, password: 'techno2024', nombre, apellido: 'Prueba', dni };
  const res = await request.post(`${E2E.apiBase}/Usuario/CreateUsuario`, {
    headers: await desafioHeaders(request),
    data: toCreateUsuarioPayload({
      ...user,
      confirmacion: user.password,
      dtNacimiento: '1995-05-05',
      telefono: '1155667788',
    }),
  });
  expect(res.status(), await res.text()).toBe(201);
  if (opts.confirmar !== false) await confirmEmail(request, correo);
  return user;
}

export async function signIn(page: Page, user: { correo: string; password: string }) {
  await login(page, user.correo, user.password);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
}
