import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EventoView, EventosPage } from '@shared/api/discovery';
import type { CrearEventoResponse, FiestaView } from '@shared/api/organiser';
import { arDate } from '@shared/domain/argentina-time';
import { EVENT_FORM_TEXT } from '@shared/texts/organiser';
import type { CrearEventoInput } from '@shared/validation/evento';
import sharp from 'sharp';
import type { DesktopHarness } from './desktop-harness';
import { registerFreshUser, type FreshUser } from './discovery';
import { expect } from './fixtures';
import { runTempDir } from './run-dir';
import { E2E } from './stack-env';

/**
 * Helpers of the organiser specs (issue 4): API sessions and events made straight through the
 * API (so each test owns its own organiser and events), a real PNG for the image pickers, the
 * platform picker itself, and the antd multi-select.
 */

export interface ApiSession {
  token: string;
  idUsuario: number;
  roles: number[];
}

export async function apiLogin(
  request: APIRequestContext,
  user: { correo: string; password: string },
): Promise<ApiSession> {
  const res = await request.post(`${E2E.apiBase}/Security/Login`, {
    data: { usuario: user.correo, pass: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as {
    token: string;
    usuario: { id: number; roles: Array<{ cdRol: number }> };
  };
  return {
    token: body.token,
    idUsuario: body.usuario.id,
    roles: body.usuario.roles.map((r) => r.cdRol),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The roles GET /Security/Me reports for a session. */
export async function rolesOf(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get(`${E2E.apiBase}/Security/Me`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { usuario: { roles: Array<{ cdRol: number }> } };
  return body.usuario.roles.map((r) => r.cdRol);
}

/**
 * "YYYY-MM-DD" of the day `days` from today in Argentina (the payloads pair it with -03:00):
 * the UTC date is already tomorrow from 21:00 there, which would open a sale window in the future.
 */
export function dayFromNow(days: number): string {
  return arDate(new Date(Date.now() + days * 86_400_000));
}

/** A short unique lowercase-letters tag for names (title case turns it into "Xyz..."). */
export function uniqueTag(): string {
  const n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  return n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('')
    .slice(-8);
}

/** A complete, valid create payload (one day, general and VIP tickets). */
export function eventPayload(nombre: string, overrides: Partial<CrearEventoInput> = {}) {
  const day = dayFromNow(45);
  const next = dayFromNow(46);
  return {
    nombre,
    domicilio: {
      direccion: 'Calle 7 1234',
      latitud: 0,
      longitud: 0,
      provincia: { nombre: 'Buenos Aires', codigo: '06' },
      municipio: { nombre: 'La Plata', codigo: '060441' },
      localidad: { nombre: 'La Plata', codigo: '06441030' },
    },
    genero: [1],
    artistas: [{ nombre: `Artista ${nombre}` }],
    descripcion: 'Una noche larga de techno.',
    fechas: [
      {
        inicio: `${day}T23:00:00-03:00`,
        fin: `${next}T06:00:00-03:00`,
        inicioVenta: `${dayFromNow(0)}T00:00:00-03:00`,
        finVenta: `${day}T23:00:00-03:00`,
        entradas: [
          { cdTipo: 0, precio: 5000, cantidad: 100 },
          { cdTipo: 2, precio: 9000, cantidad: 20 },
        ],
      },
    ],
    fiesta: null,
    soundCloud: '',
    video: '',
    isAfter: false,
    isLgbt: false,
    ...overrides,
  } satisfies CrearEventoInput;
}

export async function createEventViaApi(
  request: APIRequestContext,
  token: string,
  payload: CrearEventoInput,
): Promise<CrearEventoResponse> {
  const res = await request.post(`${E2E.apiBase}/Evento/CrearEvento`, {
    headers: bearer(token),
    data: payload,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CrearEventoResponse;
}

export interface FreshOrganiser {
  user: FreshUser;
  session: ApiSession;
  evento: CrearEventoResponse;
  nombreEvento: string;
}

/** A new account made an organiser the only way there is: by creating an event. */
export async function freshOrganiser(
  request: APIRequestContext,
  prefix: string,
): Promise<FreshOrganiser> {
  const user = await registerFreshUser(request, prefix);
  const first = await apiLogin(request, user);
  const nombreEvento = `Evento ${prefix} ${uniqueTag()}`;
  const evento = await createEventViaApi(request, first.token, eventPayload(nombreEvento));
  // A new session carries the granted role.
  const session = await apiLogin(request, user);
  expect(session.roles).toContain(2);
  return { user, session, evento, nombreEvento };
}

export async function fiestasOf(
  request: APIRequestContext,
  session: ApiSession,
): Promise<FiestaView[]> {
  const res = await request.get(`${E2E.apiBase}/Fiesta/GetFiestas`, {
    headers: bearer(session.token),
    params: { IdUsuario: session.idUsuario },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { fiestas: FiestaView[] }).fiestas;
}

let pngPath: string | null = null;
/** A real 48×48 PNG in a temporary folder (made once per worker). */
export async function samplePng(): Promise<string> {
  if (pngPath) return pngPath;
  const file = path.join(runTempDir('img-'), 'flyer.png');
  await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 200, g: 30, b: 120 } },
  })
    .png()
    .toFile(file);
  pngPath = file;
  return file;
}

/**
 * Picks `file` through the platform's picker: the native dialog on desktop (the harness
 * answers it), the browser's file chooser on the web.
 */
export async function pickImage(
  page: Page,
  desktop: DesktopHarness | null,
  file: string,
  button: string = EVENT_FORM_TEXT.elegirImagen,
) {
  const trigger = page.getByRole('button', { name: button, exact: true });
  if (desktop) {
    desktop.pickNext(file);
    await trigger.click();
    return;
  }
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/** Adds `option` to the antd multi-select named `label`, then closes its list. */
export async function chooseMany(scope: Page | Locator, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const listId = await select.getAttribute('aria-controls');
  const page = 'page' in scope ? scope.page() : scope;
  await page.locator(`[id="${listId}"]`).getByRole('option', { name: option, exact: true }).click();
  await select.press('Escape');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

/** One event as its owner reads it (any status). */
export async function getEvento(
  request: APIRequestContext,
  token: string,
  idEvento: number,
): Promise<EventoView> {
  const res = await request.get(`${E2E.apiBase}/Evento/GetEventos`, {
    headers: bearer(token),
    params: { IdEvento: idEvento },
  });
  expect(res.status()).toBe(200);
  const [evento] = ((await res.json()) as EventosPage).eventos;
  expect(evento).toBeDefined();
  return evento!;
}
