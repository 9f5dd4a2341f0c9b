import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TicketCard } from '@shared/api/after-sale';
import type { OrdenView, TicketPublicKey } from '@shared/api/checkout';
import type { EventoView } from '@shared/api/discovery';
import type { UsuarioView } from '@shared/api/usuario';
import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { EVENT_TEXT } from '@shared/texts/event';
import type { CrearEventoInput } from '@shared/validation/evento';
import { compactVerify, importJWK } from 'jose';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { desafioHeaders } from './desafio';
import { adminSession } from './admin';
import type { DesktopHarness } from './desktop-harness';
import { registerFreshUser, type FreshUser } from './discovery';
import { expect } from './fixtures';
import {
  apiLogin,
  bearer,
  createEventViaApi,
  eventPayload,
  getEvento,
  type ApiSession,
} from './organiser';
import { E2E } from './stack-env';

/**
 * Helpers of the purchase specs (issue 6): organisers whose event is on sale (created and
 * validated through the API), buyers, orders paid at the embedded sandbox provider, a session
 * handed to the app without the login screen, and the readers that check a ticket's QR: the
 * signed code against the server's public key, and the QR image (on the page, in the PDF)
 * against the modules of that very code.
 */

export interface Account {
  user: FreshUser;
  session: ApiSession;
}

export async function freshAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const user = await registerFreshUser(request, prefix);
  return { user, session: await apiLogin(request, user) };
}

export async function getUsuario(
  request: APIRequestContext,
  session: ApiSession,
): Promise<UsuarioView> {
  const res = await request.get(`${E2E.apiBase}/Usuario/GetUsuario`, {
    headers: bearer(session.token),
    params: { IdUsuario: session.idUsuario },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { usuarios: UsuarioView[] }).usuarios[0]!;
}

/**
 * A buyer whose profile has only what a Google account starts with (name, surname, e-mail):
 * checkout asks for the rest.
 */
export async function buyerWithEmptyProfile(
  request: APIRequestContext,
  prefix: string,
): Promise<Account> {
  const buyer = await freshAccount(request, prefix);
  const res = await request.put(`${E2E.apiBase}/Usuario/UpdateUsuario`, {
    headers: bearer(buyer.session.token),
    data: {
      idUsuario: buyer.session.idUsuario,
      nombre: buyer.user.nombre,
      apellido: buyer.user.apellido,
      dni: '',
      telefono: '',
      dtNacimiento: null,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const perfil = await getUsuario(request, buyer.session);
  expect([perfil.telefono, perfil.dni, perfil.dtNacimiento, perfil.domicilio.direccion]).toEqual([
    '',
    '',
    null,
    '',
  ]);
  return buyer;
}

/** One day 45 days ahead, its sale window open since an hour ago: General $5.000 ×100, VIP $9.000 ×20. */
export function onSalePayload(
  nombre: string,
  overrides: Partial<CrearEventoInput> = {},
): CrearEventoInput {
  const base = eventPayload(nombre);
  const [dia] = base.fechas;
  return {
    ...base,
    fechas: [{ ...dia!, inicioVenta: new Date(Date.now() - 3_600_000).toISOString() }],
    ...overrides,
  };
}

export interface Seller extends Account {
  idEvento: number;
  nombre: string;
  evento: EventoView;
}

/** Validates an event as the demo administrator and waits for the lifecycle to put it on sale. */
export async function approveAndWaitOnSale(
  request: APIRequestContext,
  owner: ApiSession,
  idEvento: number,
): Promise<EventoView> {
  const admin = await adminSession(request);
  const res = await request.put(`${E2E.apiBase}/Evento/ValidarEvento`, {
    headers: bearer(admin.token),
    data: { idEvento },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => (await getEvento(request, owner.token, idEvento)).estado, {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(ESTADO_EVENTO.EN_VENTA);
  return getEvento(request, owner.token, idEvento);
}

/**
 * A new organiser (the role comes with the first event) whose one event is on sale; the
 * payload defaults to `onSalePayload`.
 */
export async function sellerWithEventOnSale(
  request: APIRequestContext,
  prefix: string,
  payload: (nombre: string) => CrearEventoInput = onSalePayload,
): Promise<Seller> {
  const user = await registerFreshUser(request, prefix);
  const first = await apiLogin(request, user);
  const nombre = `Fiesta ${prefix} ${randomUUID().slice(0, 8)}`;
  const { idEvento } = await createEventViaApi(request, first.token, payload(nombre));
  const session = await apiLogin(request, user);
  expect(session.roles).toContain(2);
  const evento = await approveAndWaitOnSale(request, session, idEvento);
  return { user, session, idEvento, nombre, evento };
}

/** A day's ticket row of one type (cdTipo), with that day's id. */
export function entradaDe(evento: EventoView, cdTipo: number, dia = 0) {
  const fecha = evento.fechas[dia]!;
  const entrada = fecha.entradas.find((e) => e.tipo.cdTipo === cdTipo)!;
  return { ...entrada, idFecha: fecha.idFecha };
}

export interface ItemPedido {
  idFecha: number;
  cdTipo: number;
  cantidad: number;
}

/**
 * POST /Orden/CrearOrden as `buyer` (their registration's data as the buyer); `extra` goes in
 * the body too (a discount `codigo`, say).
 */
export async function placeOrder(
  request: APIRequestContext,
  buyer: Account,
  idEvento: number,
  items: ItemPedido[],
  extra: Record<string, unknown> = {},
): Promise<OrdenView> {
  const body = {
    idEvento,
    items,
    comprador: {
      nombre: buyer.user.nombre,
      apellido: buyer.user.apellido,
      telefono: '1155667788',
      tipoId: 'DNI',
      numeroId: buyer.user.dni,
      dtNacimiento: '1995-05-05',
    },
    ...extra,
  };
  // One key for the retry: it is the same purchase.
  const key = randomUUID();
  const post = (headers: Record<string, string> = {}) =>
    request.post(`${E2E.apiBase}/Orden/CrearOrden`, {
      headers: { ...bearer(buyer.session.token), 'idempotency-key': key, ...headers },
      data: body,
    });
  let res = await post();
  // Every spec buys from one address: past a few wrong codes there, an order with a code asks
  // for a challenge first (docs/decisions/0076-hostile-users.md), solved as the website does.
  if (res.status() === 428) res = await post(await desafioHeaders(request));
  expect(res.status(), await res.text()).toBe(201);
  const orden = (await res.json()) as OrdenView;
  expect(orden.estado).toBe('pendiente');
  expect(orden.redirectUrl).toBeTruthy();
  return orden;
}

export async function getOrden(
  request: APIRequestContext,
  session: ApiSession,
  idOrden: number,
): Promise<OrdenView> {
  const res = await request.get(`${E2E.apiBase}/Orden/GetOrden`, {
    headers: bearer(session.token),
    params: { idOrden },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OrdenView;
}

/** Answers the sandbox provider's page the way its buttons do (a form post). */
export async function decideInSandbox(
  request: APIRequestContext,
  orden: OrdenView,
  decision: 'aprobar' | 'rechazar' | 'pendiente',
) {
  const res = await request.post(orden.redirectUrl!, { form: { decision }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(303);
}

/** An order paid at the sandbox: answered once its tickets exist. */
export async function buyViaApi(
  request: APIRequestContext,
  buyer: Account,
  idEvento: number,
  items: ItemPedido[],
): Promise<OrdenView> {
  const orden = await placeOrder(request, buyer, idEvento, items);
  await decideInSandbox(request, orden, 'aprobar');
  await expect
    .poll(async () => (await getOrden(request, buyer.session, orden.idOrden)).estado, {
      intervals: [200],
    })
    .toBe('pagada');
  return getOrden(request, buyer.session, orden.idOrden);
}

export async function misEntradasApi(
  request: APIRequestContext,
  session: ApiSession,
): Promise<TicketCard[]> {
  const res = await request.get(`${E2E.apiBase}/Entrada/MisEntradas`, {
    headers: bearer(session.token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { entradas: TicketCard[] }).entradas;
}

export async function serviceFeeRate(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${E2E.apiBase}/Config`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { serviceFeeRate: number }).serviceFeeRate;
}

/**
 * Opens `path` in the app already signed in with `token`, as if the person had logged in
 * earlier (the login screen has its own specs): what a login leaves behind is put where each
 * target keeps it (the user under `user` in localStorage; the token in localStorage on the
 * web, in the keychain entry on desktop), then the app starts and restores the session.
 */
export async function openSignedIn(
  page: Page,
  desktop: DesktopHarness | null,
  token: string,
  path: string,
) {
  const me = await page.request.get(`${E2E.apiBase}/Security/Me`, { headers: bearer(token) });
  expect(me.status(), await me.text()).toBe(200);
  const { usuario } = (await me.json()) as { usuario: unknown };
  if (desktop) await desktop.tokenStore().set(token);
  // Any document of the app's origin can write its storage: the icon costs no app start-up
  // (the page at `path` is then the first one the app boots on).
  if (page.url() === 'about:blank') await page.goto('/favicon.svg');
  await page.evaluate(
    ({ user, webToken }) => {
      localStorage.setItem('user', user);
      if (webToken) localStorage.setItem('token', webToken);
    },
    { user: JSON.stringify(usuario), webToken: desktop ? null : token },
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
}

// es-AR wording of dates and money, as the screens print them (Buenos Aires time).
const dayFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: AR_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const timeFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: AR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "Sábado, 12 de julio" */
export const diaAR = (iso: string) => {
  const text = dayFormat.format(new Date(iso));
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
};
/** "23:00 – 06:00" */
export const horarioAR = (inicio: string, fin: string) =>
  `${timeFormat.format(new Date(inicio))} – ${timeFormat.format(new Date(fin))}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value (<dd>) of the term (<dt>) reading exactly `term`, inside `scope`. */
export const definition = (scope: Page | Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The ticket row of one type in the event page's table of its first night. */
export const ticketRow = (page: Page, tipo: string) =>
  page
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeaderName(tipo) }) });

/**
 * A ticket row's header by its type's name, with the "En venta" a tanda's step on sale carries
 * (the template's early bird and its kind are a tanda): never a longer name ("General Early
 * Bird" is not "General").
 */
export const rowHeaderName = (tipo: string) =>
  new RegExp(`^${escapeRegExp(tipo)}(\\s*${escapeRegExp(EVENT_TEXT.tandaEnVenta)})?$`);

/** Verifies a ticket code with GET /Entrada/ClavePublica, as a door app would; answers its claims. */
export async function verifyWithPublicKey(request: APIRequestContext, codigo: string) {
  const res = await request.get(`${E2E.apiBase}/Entrada/ClavePublica`);
  expect(res.status()).toBe(200);
  const jwk = (await res.json()) as TicketPublicKey;
  expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
  const key = await importJWK(jwk, 'EdDSA');
  const { payload, protectedHeader } = await compactVerify(codigo, key);
  expect(protectedHeader.kid).toBe(jwk.kid);
  // One changed character of the signature (not its last, which also carries padding bits)
  // no longer verifies.
  const [header, body, signature] = codigo.split('.') as [string, string, string];
  const swapped = signature[10] === 'A' ? 'B' : 'A';
  const forged = `${header}.${body}.${signature.slice(0, 10)}${swapped}${signature.slice(11)}`;
  await expect(compactVerify(forged, key)).rejects.toThrow();
  return JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
}

interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/**
 * Checks that an image shows exactly the QR of `codigo` (error correction M): the symbol's
 * dark bounding box is split into its modules, and every module's centre must be dark where
 * the code's own matrix is dark and light where it is light.
 */
export function expectQrOf(image: RawImage, codigo: string) {
  const { data, width, height, channels } = image;
  const dark = (x: number, y: number) => {
    const i = (Math.floor(y) * width + Math.floor(x)) * channels;
    const luma = channels >= 3 ? (data[i]! + data[i + 1]! + data[i + 2]!) / 3 : data[i]!;
    return luma < 128;
  };
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (dark(x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  expect(right, 'the image has dark modules').toBeGreaterThan(left);
  const { modules } = QRCode.create(codigo, { errorCorrectionLevel: 'M' });
  const step = (right - left + 1) / modules.size;
  expect(Math.abs((bottom - top + 1) / modules.size - step)).toBeLessThan(0.5);
  let wrong = 0;
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      const expected = modules.data[row * modules.size + col] === 1;
      if (dark(left + (col + 0.5) * step, top + (row + 0.5) * step) !== expected) wrong++;
    }
  expect(wrong, 'modules that differ from the code').toBe(0);
}

/** The pixels of a PNG (e.g. the page's QR data URL). */
export async function pngPixels(png: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Parses a ticket PDF with pdf-lib: one page, whose image XObjects are answered as pixels
 * (pdf-lib stores embedded PNGs Flate-compressed, 8 bits per component).
 */
export async function pdfImages(bytes: Buffer): Promise<{ pages: number; images: RawImage[] }> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images: RawImage[] = [];
  for (const [, ref] of xobjects?.entries() ?? []) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const num = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    expect(stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(num('BitsPerComponent')).toBe(8);
    const data = inflateSync(stream.contents);
    const [width, height] = [num('Width'), num('Height')];
    images.push({ data, width, height, channels: data.length / (width * height) });
  }
  return { pages: doc.getPageCount(), images };
}
