import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventoAValidar, EventoAValidarDetalle } from '@shared/api/admin';
import type { EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { VALIDATION_MSG } from '@shared/validation/admin';
import { entradas, eventos, outbox, usuarios } from '../../db/schema/index';
import { runEventLifecycle } from '../../jobs/event-lifecycle';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let organizadora: string;
const owner = { idUsuario: 0, correo: '' };
const id: Record<string, number> = {};

const DAY = 24 * 3600_000;
/** A night `days` from now; insertEvento opens its sales 30 days before it. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const estadoOf = async (idEvento: number) =>
  (await t.database.db.select().from(eventos).where(eq(eventos.idEvento, idEvento)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const creadora = await t.createUser([0, 2]);
  owner.idUsuario = creadora.idUsuario;
  owner.correo = creadora.correo;
  await db
    .update(usuarios)
    .set({ nombre: 'Carla', apellido: 'Quiroga', telefono: '1144443333' })
    .where(eq(usuarios.idUsuario, creadora.idUsuario));
  organizadora = await t.tokenFor(creadora.idUsuario);
  admin = await t.tokenFor((await t.createUser([1])).idUsuario);

  id.activo = await insertArtista(db, { nombre: 'Activa Conocida' });
  id.nuevo = await insertArtista(db, { nombre: 'Nuevo Sin Activar', isActivo: false });
  id.descartado = await insertArtista(db, {
    nombre: 'Ya Descartado',
    isActivo: false,
    descartado: true,
  });
  const pendiente = (nombre: string, dias: string[], extra: object = {}) =>
    insertEvento(db, {
      idUsuario: creadora.idUsuario,
      nombre,
      cdEstado: ESTADO_EVENTO.POR_APROBAR,
      dias,
      ...extra,
    });
  // Inserted out of date order: the list must sort them by first start.
  id.tarde = (await pendiente('Pendiente tardía', [inDays(40)])).idEvento;
  const conStock = await pendiente('Pendiente con line-up', [inDays(10), inDays(11)], {
    artistas: [id.activo, id.nuevo, id.descartado],
    generos: [1, 3],
    entradas: [
      { cdTipo: 0, precio: 10000, cantidad: 100, vendidas: 40 },
      { cdTipo: 2, precio: 20000, cantidad: 50 },
    ],
  });
  id.conStock = conStock.idEvento;
  id.fechaConStock = conStock.idFechas[0]!;
  id.rechazable = (await pendiente('Pendiente a rechazar', [inDays(20)])).idEvento;
  id.enVenta = (
    await insertEvento(db, {
      idUsuario: creadora.idUsuario,
      nombre: 'Ya en venta',
      dias: [inDays(5)],
    })
  ).idEvento;
});
afterAll(() => t.close());

describe('GET /Evento/GetEventosAValidar', () => {
  it('lists only pending events, by first start date, with their owner', async () => {
    const res = await t.app.inject({
      url: '/api/v1/Evento/GetEventosAValidar',
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ eventos: EventoAValidar[] }>().eventos;
    expect(list.map((e) => e.idEvento)).toEqual([id.conStock, id.rechazable, id.tarde]);
    expect(list.every((e) => e.estado === ESTADO_EVENTO.POR_APROBAR)).toBe(true);
    expect(list[0]!.owner).toEqual({
      idUsuario: owner.idUsuario,
      nombre: 'Carla',
      apellido: 'Quiroga',
      correo: owner.correo,
      telefono: '1144443333',
    });
    expect(list[0]!.artistas.map((a) => a.nombre)).toEqual([
      'Activa Conocida',
      'Nuevo Sin Activar',
      'Ya Descartado',
    ]);
  });

  it('is refused to an organiser', async () => {
    const res = await t.app.inject({
      url: '/api/v1/Evento/GetEventosAValidar',
      headers: auth(organizadora),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /Evento/GetEventoAValidar', () => {
  it('shows the event, its owner, the full stock per date and the artists to activate', async () => {
    const res = await t.app.inject({
      url: `/api/v1/Evento/GetEventoAValidar?IdEvento=${id.conStock}`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const detalle = res.json<EventoAValidarDetalle>();
    expect(detalle.evento.nombre).toBe('Pendiente con line-up');
    expect(detalle.evento.genero).toEqual([1, 3]);
    expect(detalle.evento.owner.correo).toBe(owner.correo);
    expect(detalle.entradasPorFecha).toHaveLength(2);
    expect(detalle.entradasPorFecha[0]).toEqual({
      idFecha: id.fechaConStock,
      entradas: [
        // 40 sold: the administrator still reviews the 100 created.
        { cdTipo: 0, dsTipo: 'General', precio: 10000, cantidad: 100 },
        { cdTipo: 2, dsTipo: 'VIP', precio: 20000, cantidad: 50 },
      ],
    });
    expect(detalle.artistasInactivos.map((a) => [a.idArtista, a.nombre, a.isActivo])).toEqual([
      [id.nuevo, 'Nuevo Sin Activar', false],
    ]);
    expect(detalle.artistasInactivos[0]).toHaveProperty('imagen', null);
  });

  it('answers 404 with the Spanish text for an unknown event', async () => {
    const res = await t.app.inject({
      url: '/api/v1/Evento/GetEventoAValidar?IdEvento=999999',
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
  });
});

describe('PUT /Evento/ValidarEvento', () => {
  it('approves a pending event, which the lifecycle then puts on sale', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Evento/ValidarEvento',
      headers: auth(admin),
      payload: { idEvento: id.conStock },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idEvento: id.conStock, estado: 1 });
    expect((await estadoOf(id.conStock)).cdEstado).toBe(ESTADO_EVENTO.APROBADO);

    // Its sale window opened 20 days ago: the next lifecycle pass puts it on sale.
    const moved = await runEventLifecycle(t.database.db, new Date());
    expect(moved.enVenta).toBe(1);
    expect((await estadoOf(id.conStock)).cdEstado).toBe(ESTADO_EVENTO.EN_VENTA);
    const onSale = (
      await t.app.inject({ url: '/api/v1/Evento/GetEventos?Estado=2' })
    ).json<EventosPage>();
    expect(onSale.eventos.map((e) => e.idEvento)).toContain(id.conStock);
  });

  it('answers 409 when the event is no longer pending, and changes nothing', async () => {
    for (const idEvento of [id.conStock, id.enVenta]) {
      const before = (await estadoOf(idEvento)).cdEstado;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/Evento/ValidarEvento',
        headers: auth(admin),
        payload: { idEvento },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(VALIDATION_MSG.noPendiente);
      expect((await estadoOf(idEvento)).cdEstado).toBe(before);
    }
  });

  it('lets only one of two simultaneous approvals through', async () => {
    const { idEvento } = await insertEvento(t.database.db, {
      idUsuario: owner.idUsuario,
      nombre: 'Carrera',
      cdEstado: ESTADO_EVENTO.POR_APROBAR,
      dias: [inDays(60)],
    });
    const call = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/Evento/ValidarEvento',
        headers: auth(admin),
        payload: { idEvento },
      });
    const codes = (await Promise.all([call(), call()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('answers 404 for an unknown event and 403 for an organiser', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Evento/ValidarEvento',
      headers: auth(admin),
      payload: { idEvento: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MSG.eventoNoEncontrado);
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Evento/ValidarEvento',
      headers: auth(organizadora),
      payload: { idEvento: id.tarde },
    });
    expect(own.statusCode).toBe(403);
    expect((await estadoOf(id.tarde)).cdEstado).toBe(ESTADO_EVENTO.POR_APROBAR);
  });
});

describe('PUT /Evento/RechazarEvento', () => {
  const rechazar = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/Evento/RechazarEvento',
      headers: auth(admin),
      payload,
    });

  it('needs a reason: empty, blank or missing is refused and nothing changes', async () => {
    for (const payload of [
      { idEvento: id.rechazable, motivo: '' },
      { idEvento: id.rechazable, motivo: '   \n ' },
      { idEvento: id.rechazable },
    ]) {
      const res = await rechazar(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(VALIDATION_MSG.motivoFalta);
    }
    const row = await estadoOf(id.rechazable);
    expect(row.cdEstado).toBe(ESTADO_EVENTO.POR_APROBAR);
    expect(row.motivoRechazo).toBeNull();
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('rejects with the reason stored and one mail to the owner in the outbox', async () => {
    const motivo = 'El flyer no corresponde a la fiesta y falta la dirección exacta.';
    const res = await rechazar({ idEvento: id.rechazable, motivo: `  ${motivo}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idEvento: id.rechazable, estado: 6 });
    const row = await estadoOf(id.rechazable);
    expect(row.cdEstado).toBe(ESTADO_EVENTO.RECHAZADO);
    expect(row.motivoRechazo).toBe(motivo);
    const mails = await t.database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destinatario).toBe(owner.correo);
    expect(mails[0]!.asunto).toBe(VALIDATION_MSG.rechazoAsunto('Pendiente a rechazar'));
    expect(mails[0]!.cuerpo).toContain(motivo);
    expect(mails[0]!.cuerpo).toContain('Hola Carla');
    expect(mails[0]!.sentAt).toBeNull();
  });

  it('refuses an event no longer pending (409) without another mail', async () => {
    const again = await rechazar({ idEvento: id.rechazable, motivo: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(VALIDATION_MSG.noPendiente);
    const missing = await rechazar({ idEvento: 999999, motivo: 'No existe' });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(outbox)).toHaveLength(1);
    expect((await estadoOf(id.rechazable)).motivoRechazo).not.toBe('Otra vez');
  });

  it('is refused to the organiser who owns the event', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Evento/RechazarEvento',
      headers: auth(organizadora),
      payload: { idEvento: id.tarde, motivo: 'Me rechazo solo' },
    });
    expect(res.statusCode).toBe(403);
    expect((await estadoOf(id.tarde)).cdEstado).toBe(ESTADO_EVENTO.POR_APROBAR);
  });
});

it('keeps the stock untouched by validation', async () => {
  const rows = await t.database.db
    .select()
    .from(entradas)
    .where(eq(entradas.idFecha, id.fechaConStock));
  expect(rows.map((r) => [r.cdTipo, r.cantidad, r.vendidas])).toEqual([
    [0, 100, 40],
    [2, 50, 0],
  ]);
});
