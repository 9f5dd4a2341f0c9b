import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TICKET_MSG,
  type ProgresoReembolsos,
  type ReembolsosEvento,
  type TicketCard,
  type TicketDetalle,
} from '@shared/api/after-sale';
import type { OrdenView } from '@shared/api/checkout';
import type { EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { refundProgress } from '@shared/domain/refund-progress';
import { MSG } from '@shared/messages';
import { eventos, ordenes, reembolsos, tickets } from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { beginWholeOrderRefund } from '../ordenes';

/**
 * A cancelled event stays with the people it concerns: its buyers keep its tickets (marked
 * cancelled, with the refund, no code), its page keeps answering by link though no list shows
 * it, and its organiser keeps following its refunds.
 */
const SITE = 'https://pulso.test';
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let site: string;
let idEvento: number;
let ana: OrdenView;
let beto: OrdenView;
let dani: OrdenView;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

const auth = (key: string | null) => (key ? { authorization: `Bearer ${token[key]}` } : {});
const get = (url: string, key: string | null = null) =>
  t.app.inject({ url: `/api/v1${url}`, headers: auth(key) });
const misEntradas = async (key: string) =>
  (await get('/Entrada/MisEntradas', key)).json<{ entradas: TicketCard[] }>().entradas;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'pulso-cancelado-'));
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html lang="es-AR"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Pulso" /><title>Pulso</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await createTestApp(
    { STATIC_DIR: site, PUBLIC_URL: SITE },
    { now: clock.now, jobQueue: true },
  );
  const organizador = await t.createUser([0, 2]);
  ids.organizador = organizador.idUsuario;
  token.organizador = await t.tokenFor(organizador.idUsuario);
  token.otro = await t.tokenFor((await t.createUser([0, 2])).idUsuario);
  for (const key of ['ana', 'beto', 'caro', 'dani']) {
    const u = await t.createUser([0]);
    ids[key] = u.idUsuario;
    token[key] = await t.tokenFor(u.idUsuario);
  }
  const evento = await insertOnSale(
    t,
    organizador.idUsuario,
    [{ cdTipo: 0, precio: 10000, cantidad: 100 }],
    { nombre: 'Noche suspendida' },
  );
  idEvento = evento.idEvento;
  const idFecha = evento.idFechas[0]!;
  ana = await buyPaid(t, token.ana!, idEvento, [{ idFecha, cdTipo: 0, cantidad: 2 }]);
  beto = await buyPaid(t, token.beto!, idEvento, [{ idFecha, cdTipo: 0, cantidad: 1 }]);
  dani = await buyPaid(t, token.dani!, idEvento, [{ idFecha, cdTipo: 0, cantidad: 1 }]);
  const db = t.database.db;
  // Beto's ticket now belongs to Caro (as a transfer leaves it: same row, another holder).
  await db.update(tickets).set({ idUsuario: ids.caro }).where(eq(tickets.idOrden, beto.idOrden));
  // Dani had her purchase refunded before the cancellation (as a withdrawal or a refund on
  // request does): it is not the cancellation's and must not come back.
  await db.transaction(async (tx) => {
    await tx.select().from(ordenes).where(eq(ordenes.idOrden, dani.idOrden)).for('update');
    await beginWholeOrderRefund(tx, dani, 'Arrepentimiento', clock.now());
  });
  await db.update(reembolsos).set({ estado: 'hecho' }).where(eq(reembolsos.idOrden, dani.idOrden));
  expect(await misEntradas('dani')).toEqual([]);

  clock.advanceMinutes(60);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CancelarEvento',
    headers: auth('organizador'),
    payload: { idEvento, motivo: 'Se inundó el predio.' },
  });
  expect(res.statusCode).toBe(200);
  await waitUntil(
    async () =>
      (await get(`/Evento/GetReembolsos?IdEvento=${idEvento}`, 'organizador'))
        .json<ReembolsosEvento>()
        .lineas.every((l) => l.estado === 'hecho'),
    'the cancellation refunds',
  );
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

describe("the buyers' tickets", () => {
  it('stay listed, marked cancelled with the refund of their order, and with no code', async () => {
    const entradas = await misEntradas('ana');
    expect(entradas.map((e) => e.idOrden)).toEqual([ana.idOrden, ana.idOrden]);
    for (const e of entradas) {
      expect(e).toMatchObject({
        evento: 'Noche suspendida',
        codigo: '',
        cancelacion: { reembolso: { estado: 'hecho', monto: ana.total } },
        puedeArrepentirse: false,
        puedeReembolsar: false,
      });
    }
  });

  it("shows the ticket's page without QR, with its holder, and downloads no PDF", async () => {
    const [entrada] = await misEntradas('ana');
    const res = await get(`/Entrada/GetEntrada?idTicket=${entrada!.idTicket}`, 'ana');
    expect(res.statusCode).toBe(200);
    expect(res.json<TicketDetalle>()).toMatchObject({
      qr: '',
      codigo: '',
      titular: 'Ana Pérez',
      cancelacion: { reembolso: { estado: 'hecho', monto: ana.total } },
      detalleEvento: { idEvento, estado: ESTADO_EVENTO.BORRADO },
    });
    const pdf = await get(`/Entrada/Descargar?idTicket=${entrada!.idTicket}`, 'ana');
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ detail: TICKET_MSG.noEncontrada });
  });

  it('keeps a ticket received from someone else, without the refund (it goes to who bought it)', async () => {
    const [entrada] = await misEntradas('caro');
    expect(entrada).toMatchObject({
      idOrden: beto.idOrden,
      numeroOrden: null,
      codigo: '',
      cancelacion: { reembolso: null },
    });
    expect(await misEntradas('beto')).toEqual([]);
  });

  it('does not bring back a purchase refunded before the cancellation', async () => {
    expect(await misEntradas('dani')).toEqual([]);
  });
});

describe("the event's page", () => {
  it('answers anyone who has the link, marked Borrado, though no public list shows it', async () => {
    const res = await get(`/Evento/GetEventos?IdEvento=${idEvento}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<EventosPage>().eventos[0]).toMatchObject({
      idEvento,
      estado: ESTADO_EVENTO.BORRADO,
    });
    const lista = (await get('/Evento/GetEventos?Estado=2')).json<EventosPage>();
    expect(lista.eventos.map((e) => e.idEvento)).not.toContain(idEvento);
    const favoritos = await get('/Evento/GetEventos?Favoritos=true', 'ana');
    expect(favoritos.json<EventosPage>().eventos.map((e) => e.idEvento)).not.toContain(idEvento);
  });

  it('renders its head with 200 and schema.org EventCancelled; the sitemap leaves it out', async () => {
    const res = await t.app.inject({ url: `/evento/${idEvento}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Noche suspendida · Pulso</title>');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!,
    ) as Record<string, unknown>;
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(ld.offers).toBeUndefined();
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/evento/${idEvento}<`);
  });

  it('stays unrevealed when the event was cancelled before it was published', async () => {
    const { idEvento: oculto } = await insertOnSale(t, ids.organizador!, [], {
      nombre: 'Nunca publicado',
      cdEstado: ESTADO_EVENTO.APROBADO,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CancelarEvento',
      headers: auth('organizador'),
      payload: { idEvento: oculto, motivo: 'No se hace.' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ desde: eventos.canceladoDesde, at: eventos.canceladoAt })
      .from(eventos)
      .where(eq(eventos.idEvento, oculto));
    expect(row).toEqual({ desde: ESTADO_EVENTO.APROBADO, at: clock.now() });
    for (const key of [null, 'ana']) {
      const guest = await get(`/Evento/GetEventos?IdEvento=${oculto}`, key);
      expect(guest.statusCode).toBe(404);
      expect(guest.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
    }
    expect((await t.app.inject({ url: `/evento/${oculto}` })).statusCode).toBe(404);
    // Its owner still opens it.
    expect((await get(`/Evento/GetEventos?IdEvento=${oculto}`, 'organizador')).statusCode).toBe(
      200,
    );
  });
});

describe("the organiser's refunds (GET /Evento/GetProgresoReembolsos)", () => {
  it('lists their cancelled events with the refunds done, as the cancellation page counts them', async () => {
    const res = await get('/Evento/GetProgresoReembolsos', 'organizador');
    expect(res.statusCode).toBe(200);
    const { eventos: progreso } = res.json<{ eventos: ProgresoReembolsos[] }>();
    const page = (
      await get(`/Evento/GetReembolsos?IdEvento=${idEvento}`, 'organizador')
    ).json<ReembolsosEvento>();
    const { total, hechos, fallidos } = refundProgress(page.lineas);
    expect(progreso.find((p) => p.idEvento === idEvento)).toEqual({
      idEvento,
      total,
      hechos,
      fallidos,
    });
    // Ana's and Beto's orders, refunded by the cancellation (Dani's was refunded before).
    expect(hechos).toBeGreaterThanOrEqual(2);
    expect(hechos).toBe(total);
    expect(progreso.every((p) => Number.isInteger(p.total))).toBe(true);
  });

  it("is each organiser's own", async () => {
    const res = await get('/Evento/GetProgresoReembolsos', 'otro');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventos: [] });
    expect((await get('/Evento/GetProgresoReembolsos', 'ana')).statusCode).toBe(403);
    expect((await get('/Evento/GetProgresoReembolsos')).statusCode).toBe(401);
  });
});
