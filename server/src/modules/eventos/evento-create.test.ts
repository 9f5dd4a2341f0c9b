import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosPage } from '@shared/api/discovery';
import type { CrearEventoResponse } from '@shared/api/organiser';
import { formatPesos } from '@shared/format/es-ar';
import { MSG } from '@shared/messages';
import { STOCK_MSG } from '@shared/texts/organiser';
import {
  CREATE_EVENT_MSG,
  crearEventoSchema,
  type CrearEventoInput,
} from '@shared/validation/evento';
import {
  artistas,
  entradas,
  eventoArtistas,
  eventoGeneros,
  eventos,
  fechas,
  fiestas,
  media,
  usuarioRoles,
} from '../../db/schema/index';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtistasService } from '../artistas/artistas-service';
import { createEntradasService } from '../entradas/entradas-service';
import { createFiestasService } from '../fiestas/fiestas-service';
import { createUsuariosService } from '../usuarios/usuarios-service';
import { createEventoCreator, type CreateStep } from './evento-create';

let t: TestApp;
let juana: number;
let pendiente: number;

beforeAll(async () => {
  t = await createTestApp();
  juana = await insertArtista(t.database.db, { nombre: 'Juana Lumen' });
  pendiente = await insertArtista(t.database.db, { nombre: 'Viejo Pendiente', isActivo: false });
});
afterAll(() => t.close());

async function crear(token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Evento/CrearEvento',
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function newUser(roles: Array<0 | 1 | 2> = [0]) {
  const { idUsuario } = await t.createUser(roles);
  return { idUsuario, token: await t.tokenFor(idUsuario) };
}

describe('POST /Evento/CrearEvento', () => {
  it('creates a two-day event with new and existing artists, a new party and the stock rules', async () => {
    const { idUsuario, token } = await newUser([0]);
    const payload = crearEventoPayload(juana, {
      artistas: [
        { idArtista: juana },
        { nombre: 'juana LUMEN' },
        { nombre: '  DJ   Nobody ' },
        { nombre: 'VIEJO pendiente' },
        { nombre: 'dj nobody' },
      ],
      fiesta: { nombre: '  noche   de   prueba ' },
    });
    const res = await crear(token, payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<CrearEventoResponse>();
    expect(body.nuevoOrganizador).toBe(true);
    expect(body.fechas).toHaveLength(2);
    const db = t.database.db;

    const [evento] = await db.select().from(eventos).where(eq(eventos.idEvento, body.idEvento));
    expect(evento).toMatchObject({
      idUsuario,
      cdEstado: 0,
      nombre: 'Noche de prueba',
      isLgbt: true,
      soundCloud: 'https://soundcloud.com/pulso/set',
    });
    const [fiesta] = await db.select().from(fiestas).where(eq(fiestas.idFiesta, evento!.idFiesta!));
    expect(fiesta).toMatchObject({ dsNombre: 'Noche De Prueba', idUsuario, isActivo: true });

    const lineup = await db
      .select({
        idArtista: artistas.idArtista,
        nombre: artistas.nombre,
        isActivo: artistas.isActivo,
      })
      .from(eventoArtistas)
      .innerJoin(artistas, eq(artistas.idArtista, eventoArtistas.idArtista))
      .where(eq(eventoArtistas.idEvento, body.idEvento));
    // A new artist keeps the case it was typed in (spaces tidied); the same name again, in
    // another case, is the same artist.
    expect(lineup.map((a) => a.nombre).sort()).toEqual([
      'DJ Nobody',
      'Juana Lumen',
      'Viejo Pendiente',
    ]);
    expect(lineup.find((a) => a.nombre === 'DJ Nobody')!.isActivo).toBe(false);
    expect(lineup.find((a) => a.nombre === 'Viejo Pendiente')!.idArtista).toBe(pendiente);
    expect(await db.select().from(artistas).where(eq(artistas.nombre, 'DJ Nobody'))).toHaveLength(
      1,
    );

    const dias = await db.select().from(fechas).where(eq(fechas.idEvento, body.idEvento));
    expect(dias.every((d) => d.estado === 1)).toBe(true);
    const [dia1, dia2] = body.fechas;
    const stock = await db.select().from(entradas);
    const of = (idFecha: number) =>
      stock
        .filter((e) => e.idFecha === idFecha)
        .map(({ cdTipo, precio, cantidad, estado }) => ({ cdTipo, precio, cantidad, estado }))
        .sort((a, b) => a.cdTipo - b.cdTipo);
    expect(of(dia1!)).toEqual([
      { cdTipo: 0, precio: 10000, cantidad: 100, estado: 0 },
      { cdTipo: 1, precio: 8000, cantidad: 20, estado: 0 },
      { cdTipo: 2, precio: 20000, cantidad: 50, estado: 0 },
      { cdTipo: 3, precio: 15000, cantidad: 10, estado: 0 },
    ]);
    expect(of(dia2!)).toEqual([{ cdTipo: 0, precio: 10000, cantidad: 100, estado: 0 }]);

    const generos = await db
      .select()
      .from(eventoGeneros)
      .where(eq(eventoGeneros.idEvento, body.idEvento));
    expect(generos.map((g) => g.cdGenero).sort()).toEqual([1, 3]);
    const video = await db
      .select()
      .from(media)
      .where(eq(media.idEntidadMedia, `evento-${body.idEvento}`));
    expect(video).toMatchObject([{ mdVideo: true, url: payload.video }]);

    // The server made the creator an organiser; the session sees it at once.
    const me = await t.app.inject({
      url: '/api/v1/Security/Me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().usuario.roles.map((r: { cdRol: number }) => r.cdRol)).toEqual([0, 2]);

    // "Mis eventos" lists it as Por Aprobar.
    const mine = await t.app.inject({
      url: `/api/v1/Evento/GetEventos?IdUsuario=${idUsuario}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json<EventosPage>().eventos).toMatchObject([
      { idEvento: body.idEvento, estado: 0, video: payload.video },
    ]);
  });

  it('creates only the rows with a quantity, and reuses parties by name or id', async () => {
    const { idUsuario, token } = await newUser([0, 2]);
    const dia = crearEventoPayload(juana).fechas[0]!;
    const first = await crear(
      token,
      crearEventoPayload(juana, {
        fiesta: { nombre: 'Ciclo Sur' },
        fechas: [
          {
            ...dia,
            entradas: [
              { cdTipo: 0, precio: 10000, cantidad: 10 },
              { cdTipo: 1, precio: 8000, cantidad: 0 },
              { cdTipo: 2, precio: 0, cantidad: 0 },
              { cdTipo: 3, precio: 0, cantidad: 0 },
            ],
          },
        ],
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<CrearEventoResponse>();
    expect(created.nuevoOrganizador).toBe(false);
    const rows = await t.database.db
      .select({ cdTipo: entradas.cdTipo })
      .from(entradas)
      .where(eq(entradas.idFecha, created.fechas[0]!));
    expect(rows).toEqual([{ cdTipo: 0 }]);

    const again = await crear(
      token,
      crearEventoPayload(juana, { fiesta: { nombre: 'CICLO SUR' } }),
    );
    const byId = await crear(token, crearEventoPayload(juana, { fiesta: { idFiesta: -1 } }));
    expect(byId.statusCode).toBe(400);
    const own = await t.database.db.select().from(fiestas).where(eq(fiestas.idUsuario, idUsuario));
    expect(own).toHaveLength(1);
    const reuse = await crear(
      token,
      crearEventoPayload(juana, { fiesta: { idFiesta: own[0]!.idFiesta } }),
    );
    expect(again.statusCode).toBe(201);
    expect(reuse.statusCode).toBe(201);
    const ids = await t.database.db
      .select({ idFiesta: eventos.idFiesta })
      .from(eventos)
      .where(eq(eventos.idUsuario, idUsuario));
    expect(new Set(ids.map((e) => e.idFiesta))).toEqual(new Set([own[0]!.idFiesta]));
  });

  it("refuses another organiser's party or an inactive one with 404", async () => {
    const owner = await newUser([2]);
    const other = await newUser([2]);
    const fiesta = await createFiestasService(t.database.db).create(owner.idUsuario, 'Ajena');
    const res = await crear(
      other.token,
      crearEventoPayload(juana, { fiesta: { idFiesta: fiesta } }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.fiestaNoEncontrada);
    await createFiestasService(t.database.db).deactivate(owner.idUsuario, fiesta);
    const inactive = await crear(
      owner.token,
      crearEventoPayload(juana, { fiesta: { idFiesta: fiesta } }),
    );
    expect(inactive.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await crear(null, crearEventoPayload(juana))).statusCode).toBe(401);
  });

  const dia = () => crearEventoPayload(1).fechas[0]!;
  /** A valid day starting at `ms`: six hours long, on sale from the day before to its start. */
  const diaDesde = (ms: number) => ({
    ...dia(),
    inicio: new Date(ms).toISOString(),
    fin: new Date(ms + 6 * 3_600_000).toISOString(),
    inicioVenta: new Date(ms - 86_400_000).toISOString(),
    finVenta: new Date(ms).toISOString(),
  });
  const cases: Array<[string, (p: CrearEventoInput) => CrearEventoInput, string]> = [
    ['name', (p) => ({ ...p, nombre: '   ' }), CREATE_EVENT_MSG.nombre],
    [
      'address',
      (p) => ({ ...p, domicilio: { ...p.domicilio, direccion: '' } }),
      CREATE_EVENT_MSG.ubicacion,
    ],
    [
      'locality',
      (p) => ({ ...p, domicilio: { ...p.domicilio, localidad: { nombre: '', codigo: '' } } }),
      CREATE_EVENT_MSG.ubicacion,
    ],
    ['genre', (p) => ({ ...p, genero: [] }), CREATE_EVENT_MSG.genero],
    ['artist', (p) => ({ ...p, artistas: [] }), CREATE_EVENT_MSG.artista],
    ['description', (p) => ({ ...p, descripcion: ' ' }), CREATE_EVENT_MSG.descripcion],
    ['no days', (p) => ({ ...p, fechas: [] }), CREATE_EVENT_MSG.fechas],
    [
      'day without start',
      (p) => ({ ...p, fechas: [{ ...dia(), inicio: '' }] }),
      CREATE_EVENT_MSG.fechas,
    ],
    ['party name', (p) => ({ ...p, fiesta: { nombre: '  ' } }), CREATE_EVENT_MSG.fiesta],
    [
      'SoundCloud link',
      (p) => ({ ...p, soundCloud: 'https://example.com/x' }),
      CREATE_EVENT_MSG.soundCloud,
    ],
    ['YouTube link', (p) => ({ ...p, video: 'https://vimeo.com/1' }), CREATE_EVENT_MSG.video],
    [
      'end before start',
      (p) => ({ ...p, fechas: [{ ...dia(), fin: '2031-03-07T22:00:00-03:00' }] }),
      CREATE_EVENT_MSG.finAntesDeInicio,
    ],
    [
      'sale window after the day',
      (p) => ({ ...p, fechas: [{ ...dia(), finVenta: '2031-03-09T00:00:00-03:00' }] }),
      CREATE_EVENT_MSG.ventaFueraDeRango,
    ],
    [
      'early bird above its total',
      (p) => ({
        ...p,
        fechas: [
          {
            ...dia(),
            entradas: [
              { cdTipo: 0, precio: 100, cantidad: 5 },
              { cdTipo: 1, precio: 50, cantidad: 6 },
            ],
          },
        ],
      }),
      STOCK_MSG.earlyBirdExcede(1, 'General Early Bird', 6, 'General', 5),
    ],
    [
      'early-bird price above the regular one',
      (p) => ({
        ...p,
        fechas: [
          {
            ...dia(),
            entradas: [
              { cdTipo: 2, precio: 100, cantidad: 5 },
              { cdTipo: 3, precio: 150, cantidad: 2 },
            ],
          },
        ],
      }),
      STOCK_MSG.earlyBirdPrecio(1, 'VIP Early Bird', formatPesos(150), 'VIP', formatPesos(100)),
    ],
    [
      'a day without tickets',
      (p) => ({
        ...p,
        fechas: [{ ...dia(), entradas: [{ cdTipo: 0, precio: 100, cantidad: 0 }] }],
      }),
      CREATE_EVENT_MSG.sinEntradas,
    ],
    [
      'a ticket kind twice',
      (p) => ({
        ...p,
        fechas: [
          {
            ...dia(),
            entradas: [
              { cdTipo: 0, precio: 100, cantidad: 5 },
              { cdTipo: 0, precio: 90, cantidad: 5 },
            ],
          },
        ],
      }),
      CREATE_EVENT_MSG.entradaRepetida,
    ],
    [
      'a day that started a minute ago (issue 15)',
      (p) => ({ ...p, fechas: [diaDesde(Date.now() - 60_000)] }),
      CREATE_EVENT_MSG.inicioPasado,
    ],
    [
      'a second day in the past (issue 15)',
      (p) => ({ ...p, fechas: [dia(), diaDesde(Date.parse('2020-03-07T23:00:00-03:00'))] }),
      CREATE_EVENT_MSG.inicioPasado,
    ],
    ['an unknown genre', (p) => ({ ...p, genero: [99] }), MSG.generoInexistente],
    [
      'an unknown artist',
      (p) => ({ ...p, artistas: [{ idArtista: 987654 }] }),
      MSG.artistaInexistente,
    ],
  ];
  it('names the field of inconsistent numbers instead of changing them, every one at once', async () => {
    const { token } = await newUser([0]);
    const before = await t.database.db.select({ n: count() }).from(entradas);
    const base = crearEventoPayload(juana);
    const res = await crear(token, {
      ...base,
      fechas: [
        base.fechas[0]!,
        {
          ...base.fechas[1]!,
          entradas: [
            { cdTipo: 0, precio: 15000, cantidad: 300 },
            { cdTipo: 1, precio: 20000, cantidad: 400 },
            { cdTipo: 2, precio: 30000, cantidad: 40 },
            { cdTipo: 3, precio: 0, cantidad: 10 },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    const excede = STOCK_MSG.earlyBirdExcede(2, 'General Early Bird', 400, 'General', 300);
    expect(res.json().detail).toBe(excede);
    expect(res.json().errors).toEqual({
      'fechas.1.entradas.1.cantidad': excede,
      'fechas.1.entradas.1.precio': STOCK_MSG.earlyBirdPrecio(
        2,
        'General Early Bird',
        formatPesos(20000),
        'General',
        formatPesos(15000),
      ),
      // An early bird without a price is refused, not silently left out.
      'fechas.1.entradas.3.precio': STOCK_MSG.sinPrecio(2, 'VIP Early Bird'),
    });
    expect(await t.database.db.select({ n: count() }).from(entradas)).toEqual(before);
  });

  it('names the day whose end comes before its start', async () => {
    const { token } = await newUser([0]);
    const base = crearEventoPayload(juana);
    const res = await crear(token, {
      ...base,
      fechas: [base.fechas[0]!, { ...base.fechas[1]!, fin: '2031-03-08T22:00:00-03:00' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ 'fechas.1.fin': CREATE_EVENT_MSG.finAntesDeInicio });
  });

  for (const [what, change, message] of cases) {
    it(`refuses ${what} with 400 "${message}" and writes nothing`, async () => {
      const { token } = await newUser([0]);
      const before = await t.database.db.select({ n: count() }).from(eventos);
      const res = await crear(token, change(crearEventoPayload(juana)));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe(message);
      expect(await t.database.db.select({ n: count() }).from(eventos)).toEqual(before);
    });
  }
});

describe('days in the past (issue 15)', () => {
  const creatorAt = (iso: string) => {
    const db = t.database.db;
    return createEventoCreator({
      db,
      artistas: createArtistasService(db),
      fiestas: createFiestasService(db),
      entradas: createEntradasService(db),
      usuarios: createUsuariosService(db),
      now: () => new Date(iso),
    });
  };

  it("reads the server's clock: refused once the first day has started, taken a minute before", async () => {
    const { idUsuario } = await t.createUser([0]);
    const input = crearEventoSchema.parse(crearEventoPayload(juana));
    const before = await t.database.db.select({ n: count() }).from(eventos);
    // The first day of crearEventoPayload starts on 7 March 2031 at 23:00 (Buenos Aires).
    await expect(creatorAt('2031-03-07T23:00:01-03:00')(idUsuario, input)).rejects.toMatchObject({
      status: 400,
      detail: CREATE_EVENT_MSG.inicioPasado,
    });
    expect(await t.database.db.select({ n: count() }).from(eventos)).toEqual(before);
    const created = await creatorAt('2031-03-07T22:59:00-03:00')(idUsuario, input);
    expect(created.fechas).toHaveLength(2);
  });
});

describe('atomic create', () => {
  const TABLES = { artistas, fiestas, eventos, fechas, entradas, media, usuarioRoles };
  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES))
      out[name] = (await t.database.db.select({ n: count() }).from(table as PgTable))[0]!.n;
    return out;
  }

  for (const failAt of ['evento', 'fechas', 'rol'] satisfies CreateStep[]) {
    it(`leaves no artist, party, event, day, stock, media or role when it fails after "${failAt}"`, async () => {
      const db = t.database.db;
      const crearEvento = createEventoCreator({
        db,
        artistas: createArtistasService(db),
        fiestas: createFiestasService(db),
        entradas: createEntradasService(db),
        usuarios: createUsuariosService(db),
        afterStep: (step) => {
          if (step === failAt) throw new Error(`forced failure after ${step}`);
        },
      });
      const { idUsuario } = await t.createUser([0]);
      const before = await counts();
      await expect(
        crearEvento(
          idUsuario,
          crearEventoSchema.parse(
            crearEventoPayload(juana, {
              artistas: [{ nombre: `Artista Fallido ${failAt}` }],
              fiesta: { nombre: `Fiesta Fallida ${failAt}` },
            }),
          ),
        ),
      ).rejects.toThrow(`forced failure after ${failAt}`);
      expect(await counts()).toEqual(before);
      const roles = await db
        .select()
        .from(usuarioRoles)
        .where(eq(usuarioRoles.idUsuario, idUsuario));
      expect(roles.map((r) => r.cdRol)).toEqual([0]);
    });
  }
});
