import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EventoAValidarDetalle } from '@shared/api/admin';
import type { ArtistaView, NoticiaView } from '@shared/api/discovery';
import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { DesktopHarness } from './desktop-harness';
import { signIn } from './discovery';
import { expect } from './fixtures';
import { apiLogin, bearer, type ApiSession } from './organiser';
import { runTempDir } from './run-dir';
import { DEMO_PASSWORD, E2E } from './stack-env';

/**
 * Helpers of the administrator specs (issue 5): the demo administrator, the API reads that
 * check what the screens stored, the outbox, and the files the pickers are handed (real
 * images and PDFs, and the refused ones: too large, or bytes that lie about their name).
 */

export const ADMIN = { correo: 'admin@pulso.test', password: DEMO_PASSWORD } as const;

export const adminSession = (request: APIRequestContext) => apiLogin(request, ADMIN);

export async function signInAdmin(page: Page) {
  await page.goto('/');
  await signIn(page, ADMIN);
}

export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true });
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** An antd dialog by its title. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Hands `file` to the picker `trigger` opens: the native dialog on desktop (answered by the
 * harness, then checked by the main process), the browser's file chooser on the web.
 */
export async function pickWith(trigger: Locator, desktop: DesktopHarness | null, file: string) {
  if (desktop) {
    desktop.pickNext(file);
    await trigger.click();
    return;
  }
  const chooser = trigger.page().waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/**
 * On desktop every pick must take the native path: a browser file chooser opening there
 * would mean the renderer fell back to the web input. Answers the list to check at the end.
 */
export function fileChoosersOpened(page: Page): string[] {
  const opened: string[] = [];
  page.on('filechooser', (chooser) => opened.push(chooser.element().toString()));
  return opened;
}

const tmp = () => runTempDir('admin-');

/** A real PNG of one colour (a new colour makes a new image). */
export async function pngFile(name: string, rgb: { r: number; g: number; b: number }) {
  const file = path.join(tmp(), name);
  await sharp({ create: { width: 64, height: 32, channels: 3, background: rgb } })
    .png()
    .toFile(file);
  return file;
}

/** A PNG signature followed by 3 MB: an image by its bytes, too large by its size. */
export function tooLargePng(): string {
  const file = path.join(tmp(), 'enorme.png');
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  writeFileSync(file, Buffer.concat([signature, Buffer.alloc(3 * 1024 * 1024)]));
  return file;
}

/** Text named like an image. */
export function textNamedPng(): string {
  const file = path.join(tmp(), 'falsa.png');
  writeFileSync(file, 'esto es texto, no una imagen');
  return file;
}

/** A real PNG that calls itself a PDF. */
export async function pngNamedPdf(): Promise<string> {
  const file = path.join(tmp(), 'terminos.pdf');
  await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toFile(file);
  return file;
}

/** A one-page PDF whose text layer holds `sentence`. */
export async function pdfWith(sentence: string, name: string): Promise<string> {
  const doc = await PDFDocument.create();
  const pdfPage = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pdfPage.drawText(sentence, { x: 50, y: 780, size: 14, font });
  const file = path.join(tmp(), name);
  writeFileSync(file, await doc.save());
  return file;
}

/** An AR long date as the admin lists print it ("12 de julio de 2025"). */
export const fechaLarga = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', {
    timeZone: AR_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

export const pesos = (n: number) =>
  new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency: 'ARS',
    maximumFractionDigits: 0,
  }).format(n);

/** The id in a stored file's address (…/Media/file/<id>?w=…). */
export function mediaIdOf(url: string | null | undefined): number | null {
  const match = url?.match(/\/Media\/file\/(\d+)/);
  return match ? Number(match[1]) : null;
}

export interface MediaItem {
  idMedia: number;
  url: string;
  mdVideo: boolean;
}

/** GET /Media?IdEntidadMedia= (public; a 404 is no media). */
export async function mediaOf(request: APIRequestContext, key: string): Promise<MediaItem[]> {
  const res = await request.get(`${E2E.apiBase}/Media`, { params: { IdEntidadMedia: key } });
  if (res.status() === 404) return [];
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { media: MediaItem[] }).media;
}

/** The bytes of a stored file and their type. */
export async function fileBytes(
  request: APIRequestContext,
  url: string,
): Promise<{ buffer: Buffer; mimeType: string }> {
  const res = await request.get(new URL(url, E2E.apiBase + '/').href);
  expect(res.status()).toBe(200);
  return { buffer: await res.body(), mimeType: res.headers()['content-type']!.split(';')[0]! };
}

/** POST /Media as `session`, straight through the API. */
export function uploadViaApi(
  request: APIRequestContext,
  session: ApiSession,
  key: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  return request.post(`${E2E.apiBase}/Media`, {
    headers: bearer(session.token),
    multipart: { IdEntidadMedia: key, File: file },
  });
}

export async function eventoAValidar(
  request: APIRequestContext,
  admin: ApiSession,
  idEvento: number,
): Promise<EventoAValidarDetalle> {
  const res = await request.get(`${E2E.apiBase}/Evento/GetEventoAValidar`, {
    headers: bearer(admin.token),
    params: { IdEvento: idEvento },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as EventoAValidarDetalle;
}

/** Every non-discarded artist, as the administrators' list reads them. */
export async function artistasAdmin(
  request: APIRequestContext,
  admin: ApiSession,
): Promise<Array<ArtistaView & { descartado: boolean }>> {
  const res = await request.get(`${E2E.apiBase}/Artista/GetArtistasAdmin`, {
    headers: bearer(admin.token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { artistas: Array<ArtistaView & { descartado: boolean }> })
    .artistas;
}

/** One artist, active or not, as an administrator reads it (null when there is none). */
export async function artistaById(
  request: APIRequestContext,
  admin: ApiSession,
  idArtista: number,
): Promise<ArtistaView | null> {
  const res = await request.get(`${E2E.apiBase}/Artista/GetArtista`, {
    headers: bearer(admin.token),
    params: { idArtista },
  });
  if (res.status() === 404) return null;
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { artistas: ArtistaView[] }).artistas[0] ?? null;
}

export async function noticias(request: APIRequestContext): Promise<NoticiaView[]> {
  const res = await request.get(`${E2E.apiBase}/noticia`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { noticias: NoticiaView[] }).noticias;
}

export interface Correo {
  destinatario: string;
  asunto: string;
  cuerpo: string;
}

/** The outbox's mails to `correo`, newest first (GET /Admin/Correos). */
export async function correosA(
  request: APIRequestContext,
  admin: ApiSession,
  correo: string,
): Promise<Correo[]> {
  const res = await request.get(`${E2E.apiBase}/Admin/Correos`, {
    headers: bearer(admin.token),
    params: { destinatario: correo },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { correos: Correo[] }).correos;
}
