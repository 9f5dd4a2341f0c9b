import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import type { CrearEventoResponse } from '@shared/api/organiser';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import {
  MODIFY_EVENT_MSG,
  CREATE_EVENT_MSG,
  updateEventoSchema,
  type UpdateEventoInput,
} from '@shared/validation/evento';
import { entradas, eventos, media, outbox } from '../../db/schema/index';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtistasService } from '../artistas/artistas-service';
import { createEventoUpdater } from './evento-update';
import { eventoCambios, modificationNoticeMails } from './modification-notice';

let t: TestApp;
let juana: number;
let organizador: { idUsuario: number; token: string };
let otro: { idUsuario: number; token: string };
let admin: { idUsuario: number; token: string };
let asistente: { idUsuario: number; token: string };
let created: CrearEventoResponse;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function user(roles: Array<0 | 1 | 2>) {
  const { idUsuario } = await t.createUser(roles);
  return { idUsuario, token: await t.tokenFor(idUsuario) };
}

beforeAll(async () => {
  t = await createTestApp();
  juana = await insertArtista(t.database.db, { nombre: 'Juana Lumen' });
  organizador = await user([0, 2]);
  otro = await user([0, 2]);
  admin = await user([1]);
  asistente = await user([0]);
});
afterAll(() => t.close());

beforeEach(async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CrearEvento',
    headers: auth(organizador.token),
    payload: crearEventoPayload(juana),
  });
  created = res.json<CrearEventoResponse>();
  // Approved and on sale, as after an administrator's validation and the lifecycle.
  await t.database.db
    .update(eventos)
    .set({ cdEstado: ESTADO_EVENTO.EN_VENTA })
    .where(eq(eventos.idEvento, created.idEvento));
});

function cambios(overrides: Partial<UpdateEventoInput> = {}): UpdateEventoInput {
  const base = crearEventoPayload(juana);
  return {
    idEvento: created.idEvento,
    nombre: 'Noche de prueba (cambiada)',
    domicilio: base.domicilio,
    genero: [2],
    artistas: [{ idArtista: juana }, { nombre: 'dúo nuevo' }],
    descripcion: 'Otra descripción.',
    fechas: base.fechas.map((f, i) => ({
      idFecha: created.fechas[i]!,
      inicio: f.inicio,
      fin: f.fin,
      inicioVenta: f.inicioVenta,
      finVenta: f.finVenta,
    })),
    soundCloud: '',
    video: 'https://youtu.be/aaaaaaaaaaa',
    isAfter: true,
    isLgbt: false,
    ...overrides,
  };
}

const update = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Evento/UpdateEvento',
    headers: token ? auth(token) : {},
    payload: payload as object,
  });

async function read(idEvento: number, token = organizador.token) {
  const res = await t.app.inject({
    url: `/api/v1/Evento/GetEventos?IdEvento=${idEvento}`,
    headers: auth(token),
  });
  return res.json<EventosPage>().eventos[0]!;
}

describe('PUT /Evento/UpdateEvento', () => {
  it('saves fields, genres, artists, times and the video, keeping status, stock and prices', async () => {
    const stockBefore = await t.database.db.select().from(entradas);
    const moved = cambios();
    moved.fechas[1] = { ...moved.fechas[1]!, fin: '2031-03-09T07:00:00-03:00' };
    const res = await update(organizador.token, moved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ idEvento: created.idEvento });

    const e = await read(created.idEvento);
    expect(e).toMatchObject({
      nombre: 'Noche de prueba (cambiada)',
      descripcion: 'Otra descripción.',
      genero: [2],
      isAfter: true,
      isLgbt: false,
      soundCloud: '',
      video: 'https://youtu.be/aaaaaaaaaaa',
      estado: ESTADO_EVENTO.EN_VENTA,
    });
    // A new artist is named as typed (an administrator may correct it when activating).
    expect(e.artistas.map((a) => a.nombre)).toEqual(['Juana Lumen', 'dúo nuevo']);
    expect(e.fechas[1]!.fin).toBe(new Date('2031-03-09T07:00:00-03:00').toISOString());
    expect(e.fechas.map((f) => f.estado)).toEqual([1, 1]);
    const videos = await t.database.db
      .select()
      .from(media)
      .where(eq(media.idEntidadMedia, `evento-${created.idEvento}`));
    expect(videos).toHaveLength(1);
    // Quantities and prices are not part of this call.
    expect(await t.database.db.select().from(entradas)).toEqual(stockBefore);
    // The public list (on sale) shows the new name at once.
    const list = await t.app.inject({ url: '/api/v1/Evento/GetEventos?Estado=2' });
    expect(list.json<EventosPage>().eventos.map((x) => x.nombre)).toContain(
      'Noche de prueba (cambiada)',
    );
  });

  it("answers 404 for another organiser's event and changes nothing", async () => {
    const [before] = await t.database.db
      .select()
      .from(eventos)
      .where(eq(eventos.idEvento, created.idEvento));
    const res = await update(otro.token, cambios());
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MODIFY_EVENT_MSG.noEncontrado);
    const [after] = await t.database.db
      .select()
      .from(eventos)
      .where(eq(eventos.idEvento, created.idEvento));
    expect(after).toEqual(before);
  });

  it('lets an administrator modify it; refuses attendees (403) and guests (401)', async () => {
    expect((await update(admin.token, cambios())).statusCode).toBe(200);
    expect((await update(asistente.token, cambios())).statusCode).toBe(403);
    expect((await update(null, cambios())).statusCode).toBe(401);
  });

  for (const estado of [
    ESTADO_EVENTO.FIN_VENTA,
    ESTADO_EVENTO.FINALIZADO,
    ESTADO_EVENTO.BORRADO,
    ESTADO_EVENTO.RECHAZADO,
  ]) {
    it(`refuses an event in estado ${estado} with 409`, async () => {
      await t.database.db
        .update(eventos)
        .set({ cdEstado: estado })
        .where(eq(eventos.idEvento, created.idEvento));
      const res = await update(organizador.token, cambios());
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(MSG.eventoNoModificable);
    });
  }

  it('refuses a date of another event with 400', async () => {
    const payload = cambios();
    payload.fechas[0] = { ...payload.fechas[0]!, idFecha: created.fechas[0]! - 1 };
    const res = await update(organizador.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(MSG.fechaAjena);
  });

  const linkMsg = MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com');
  const checks: Array<[string, Partial<UpdateEventoInput>, string]> = [
    ['name', { nombre: ' ' }, MODIFY_EVENT_MSG.nombre],
    ['genre', { genero: [] }, MODIFY_EVENT_MSG.genero],
    ['artist', { artistas: [] }, MODIFY_EVENT_MSG.artista],
    ['description', { descripcion: '' }, MODIFY_EVENT_MSG.descripcion],
    ['dates', { fechas: [] }, MODIFY_EVENT_MSG.fechas],
    ['SoundCloud link', { soundCloud: 'https://example.com' }, linkMsg],
    ['video link', { video: 'https://example.com' }, linkMsg],
  ];
  for (const [what, change, message] of checks) {
    it(`refuses a bad ${what} with 400 "${message}"`, async () => {
      const res = await update(organizador.token, cambios(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(message);
    });
  }

  it('refuses a day that ends before it starts', async () => {
    const payload = cambios();
    payload.fechas[0] = { ...payload.fechas[0]!, fin: '2031-03-07T20:00:00-03:00' };
    const res = await update(organizador.token, payload);
    expect(res.json().detail).toBe(CREATE_EVENT_MSG.finAntesDeInicio);
  });

  it('refuses a start moved before now with 400 and changes nothing (issue 15)', async () => {
    const payload = cambios();
    payload.fechas[0] = {
      ...payload.fechas[0]!,
      inicio: '2020-03-07T23:00:00-03:00',
      fin: '2020-03-08T06:00:00-03:00',
      inicioVenta: '2020-01-01T00:00:00-03:00',
      finVenta: '2020-03-07T22:00:00-03:00',
    };
    const res = await update(organizador.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CREATE_EVENT_MSG.inicioPasado);
    const e = await read(created.idEvento);
    expect(e.nombre).toBe('Noche de prueba');
    expect(e.fechas[0]!.inicio).toBe(new Date('2031-03-07T23:00:00-03:00').toISOString());
  });

  it('once the first night has begun, the event is still edited; only a changed start is checked (issue 15)', async () => {
    const db = t.database.db;
    // An hour after the first day's start (7 March 2031, 23:00 in Buenos Aires).
    const updater = createEventoUpdater({
      db,
      artistas: createArtistasService(db),
      ordenes: { ticketHolders: async () => [] },
      clearListCache: () => undefined,
      now: () => new Date('2031-03-08T00:00:00-03:00'),
    });
    const viewer = { idUsuario: organizador.idUsuario, isAdmin: false };
    const edit = (payload: UpdateEventoInput) => updater(viewer, updateEventoSchema.parse(payload));

    await edit(cambios({ nombre: 'Sigue la noche' }));
    expect((await read(created.idEvento)).nombre).toBe('Sigue la noche');

    const moved = cambios();
    moved.fechas[0] = { ...moved.fechas[0]!, inicio: '2031-03-07T23:30:00-03:00' };
    await expect(edit(moved)).rejects.toMatchObject({
      status: 400,
      detail: CREATE_EVENT_MSG.inicioPasado,
    });

    // The second day, still ahead, may move later.
    const later = cambios();
    later.fechas[1] = {
      ...later.fechas[1]!,
      inicio: '2031-03-08T23:30:00-03:00',
      fin: '2031-03-09T07:00:00-03:00',
    };
    await edit(later);
    expect((await read(created.idEvento)).fechas[1]!.inicio).toBe(
      new Date('2031-03-08T23:30:00-03:00').toISOString(),
    );
  });
});

describe('modification notices', () => {
  const holders = ['ana@pulso.test', 'beto@pulso.test', 'ana@pulso.test'];

  function updaterWith(list: string[]) {
    const db = t.database.db;
    return createEventoUpdater({
      db,
      artistas: createArtistasService(db),
      ordenes: { ticketHolders: async () => list },
      clearListCache: () => undefined,
      now: () => new Date(),
    });
  }

  it('queues one mail per ticket holder when the address, a time or the line-up changes', async () => {
    await t.database.db.delete(outbox);
    const viewer = { idUsuario: organizador.idUsuario, isAdmin: false };
    const payload = cambios();
    payload.domicilio = { ...payload.domicilio, direccion: 'Av. Santa Fe 999' };
    await updaterWith(holders)(viewer, updateEventoSchema.parse(payload));
    const mails = await t.database.db.select().from(outbox);
    expect(mails.map((m) => m.destinatario).sort()).toEqual(['ana@pulso.test', 'beto@pulso.test']);
    expect(mails[0]!.asunto).toBe(
      'Cambios en el evento "Noche de prueba (cambiada)": podés pedir el reembolso',
    );
    expect(mails[0]!.cuerpo).toContain('Nueva dirección: Av. Santa Fe 999');
    expect(mails[0]!.cuerpo).toContain('Artistas: Juana Lumen, dúo nuevo.');
    expect(mails[0]!.cuerpo).toContain('reembolso');
  });

  it('queues nothing when only the name, description or sale windows change', async () => {
    const viewer = { idUsuario: organizador.idUsuario, isAdmin: false };
    const base = cambios({ artistas: [{ idArtista: juana }] });
    await updaterWith([])(viewer, updateEventoSchema.parse(base));
    await t.database.db.delete(outbox);
    const payload = { ...base, nombre: 'Solo el nombre', descripcion: 'Otra' };
    payload.fechas = base.fechas.map((f) => ({ ...f, inicioVenta: '2031-02-01T00:00:00-03:00' }));
    await updaterWith(holders)(viewer, updateEventoSchema.parse(payload));
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('without ticket holders (no orders before issue 6) queues nothing', async () => {
    await t.database.db.delete(outbox);
    const payload = cambios();
    payload.domicilio = { ...payload.domicilio, direccion: 'Otra calle 1' };
    expect((await update(organizador.token, payload)).statusCode).toBe(200);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('builds the mail from what changed (dates in Argentine time)', () => {
    const inicio = new Date('2031-03-07T23:00:00-03:00');
    const fin = new Date('2031-03-08T06:00:00-03:00');
    const before = {
      domicilio: { direccion: 'A 1', provincia: 'P', municipio: 'M', localidad: 'L' },
      fechas: [{ idFecha: 1, inicio, fin: new Date(fin.getTime() - 3600_000) }],
      artistas: [1, 2],
    };
    const after = { ...before, fechas: [{ idFecha: 1, inicio, fin }], artistas: [2, 1] };
    const c = eventoCambios(before, after);
    expect(c).toEqual({ direccion: false, fechas: true, artistas: false });
    const [mail] = modificationNoticeMails(
      { nombre: 'X', direccion: 'A 1', localidad: 'L', fechas: after.fechas, artistas: [] },
      c,
      ['z@pulso.test'],
    );
    expect(mail!.cuerpo).toContain('- Fecha: viernes 7 de marzo de 2031, de 23:00 a 06:00 h.');
    expect(mail!.cuerpo).not.toContain('Nueva dirección');
  });
});
