import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventoView, EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO, ESTADOS_EVENTO, GENEROS } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { media } from '../../db/schema/index';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The week of Wednesday 11 June 2025 in Argentina (UTC-3). Instants are written with their
 * Argentine offset so each one reads as the local time the filters reason about.
 */
const AT = {
  wednesday: '2025-06-11T15:00:00-03:00',
  saturday: '2025-06-14T10:00:00-03:00',
  /** Sunday 23:00 in Argentina is already Monday in UTC. */
  sundayNight: '2025-06-15T23:00:00-03:00',
  monday: '2025-06-16T00:30:00-03:00',
};

const TECHNO = GENEROS.find((g) => g.dsGenero === 'Techno')!.cdGenero;
const HOUSE = GENEROS.find((g) => g.dsGenero === 'House')!.cdGenero;
const ACID = GENEROS.find((g) => g.dsGenero === 'Acid-Techno')!.cdGenero;

let clock = new Date(AT.wednesday);
let t: TestApp;
let organizador: number;
let asistente: number;
let admin: number;
const id: Record<string, number> = {};
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const db = t.database.db;
  organizador = (await t.createUser([0, 2])).idUsuario;
  asistente = (await t.createUser([0])).idUsuario;
  admin = (await t.createUser([1])).idUsuario;
  token.organizador = await t.tokenFor(organizador);
  token.asistente = await t.tokenFor(asistente);
  token.admin = await t.tokenFor(admin);
  const dj = await insertArtista(db, { nombre: 'Juana Lumen' });
  const live = await insertArtista(db, { nombre: '2Lux' });

  const on = { idUsuario: organizador };
  const events: Array<[string, Parameters<typeof insertEvento>[1]]> = [
    ['martes', { ...on, nombre: 'Martes pasado', dias: ['2025-06-10T23:00:00-03:00'] }],
    [
      'miercoles',
      {
        ...on,
        nombre: 'Miércoles en Palermo',
        place: 'palermo',
        generos: [TECHNO],
        artistas: [live, dj],
        dias: ['2025-06-11T23:00:00-03:00'],
        entradas: [
          { cdTipo: 2, precio: 30000, cantidad: 5, vendidas: 7 },
          { cdTipo: 0, precio: 15000, cantidad: 10, vendidas: 3 },
        ],
      },
    ],
    [
      'jueves',
      {
        ...on,
        nombre: 'Jueves After en La Plata',
        place: 'laPlata',
        generos: [HOUSE],
        isAfter: true,
        dias: ['2025-06-12T23:00:00-03:00'],
      },
    ],
    [
      'viernes',
      {
        ...on,
        nombre: 'Viernes LGBT en Córdoba',
        place: 'cordoba',
        generos: [TECHNO, ACID],
        isLgbt: true,
        dias: ['2025-06-13T00:30:00-03:00'],
      },
    ],
    [
      'domingo',
      {
        ...on,
        nombre: 'Domingo tarde en Mar del Plata',
        place: 'marDelPlata',
        dias: ['2025-06-15T23:30:00-03:00'],
      },
    ],
    ['lunes', { ...on, nombre: 'Lunes a medianoche', dias: ['2025-06-16T00:00:00-03:00'] }],
    [
      'sabadoProximo',
      {
        ...on,
        nombre: 'Sábado próximo en Rosario',
        place: 'rosario',
        dias: ['2025-06-21T23:00:00-03:00'],
      },
    ],
    [
      'dosNoches',
      {
        ...on,
        nombre: 'Dos noches',
        place: 'costanera',
        // Days out of order: the view sorts them.
        dias: ['2025-06-14T23:00:00-03:00', '2025-06-09T23:00:00-03:00'],
      },
    ],
    [
      'pendiente',
      {
        ...on,
        nombre: 'Pendiente',
        cdEstado: ESTADO_EVENTO.POR_APROBAR,
        dias: ['2025-06-12T23:00:00-03:00'],
      },
    ],
    [
      'finVenta',
      {
        ...on,
        nombre: 'Fin de venta',
        cdEstado: ESTADO_EVENTO.FIN_VENTA,
        dias: ['2025-06-12T23:00:00-03:00'],
      },
    ],
    [
      'finalizado',
      {
        ...on,
        nombre: 'Finalizado',
        cdEstado: ESTADO_EVENTO.FINALIZADO,
        dias: ['2025-05-01T23:00:00-03:00'],
      },
    ],
    [
      'borrado',
      {
        ...on,
        nombre: 'Borrado',
        cdEstado: ESTADO_EVENTO.BORRADO,
        dias: ['2025-06-12T23:00:00-03:00'],
      },
    ],
    [
      'rechazado',
      {
        ...on,
        nombre: 'Rechazado',
        cdEstado: ESTADO_EVENTO.RECHAZADO,
        dias: ['2025-06-12T23:00:00-03:00'],
      },
    ],
  ];
  for (const [key, fixture] of events) id[key] = (await insertEvento(db, fixture)).idEvento;
  // A video link first, then two images: the view picks the first image and the video.
  await db.insert(media).values([
    {
      idEntidadMedia: `evento-${id.miercoles}`,
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      mdVideo: true,
    },
    { idEntidadMedia: `evento-${id.miercoles}`, url: '/api/v1/Media/file/900', mime: 'image/png' },
    { idEntidadMedia: `evento-${id.miercoles}`, url: '/api/v1/Media/file/901', mime: 'image/png' },
  ]);
});
afterAll(() => t.close());

const ON_SALE = [
  'dosNoches',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'domingo',
  'lunes',
  'sabadoProximo',
];

async function list(query: string, as?: string) {
  const res = await t.app.inject({
    url: `/api/v1/Evento/GetEventos${query ? `?${query}` : ''}`,
    headers: as ? { authorization: `Bearer ${token[as]}` } : {},
  });
  return res;
}

/** The keys of the events a query answers, in answer order. */
async function keys(query: string, as?: string): Promise<string[]> {
  const res = await list(query, as);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(id).map(([k, v]) => [v, k]));
  return res.json<EventosPage>().eventos.map((e) => byId.get(e.idEvento)!);
}

async function withClock<T>(at: string, run: () => Promise<T>): Promise<T> {
  const before = clock;
  clock = new Date(at);
  try {
    return await run();
  } finally {
    clock = before;
  }
}

describe('catalogues', () => {
  it('lists the 12 genres, the ticket types and the event statuses as arrays', async () => {
    const generos = await t.app.inject({ url: '/api/v1/Evento/GetGeneros' });
    expect(generos.json()).toEqual(GENEROS);
    const tipos = await t.app.inject({ url: '/api/v1/Entrada/GetTiposEntrada' });
    expect(tipos.json()).toEqual([
      { cdTipo: 0, dsTipo: 'General' },
      { cdTipo: 1, dsTipo: 'General Early Bird' },
      { cdTipo: 2, dsTipo: 'VIP' },
      { cdTipo: 3, dsTipo: 'VIP Early Bird' },
    ]);
    const estados = await t.app.inject({ url: '/api/v1/Evento/GetEstadosEvento' });
    expect(estados.json()).toEqual(ESTADOS_EVENTO);
  });
});

describe('GET /Evento/GetEventos list', () => {
  it('shows guests only events on sale, ordered by their first night', async () => {
    expect(await keys('')).toEqual(ON_SALE);
    expect(await keys('Estado=2')).toEqual(ON_SALE);
    const page = (await list('')).json<EventosPage>();
    expect(page).toMatchObject({ total: ON_SALE.length, page: 1, pageSize: 24 });
  });

  it('pages with the total of all matches', async () => {
    const res = await list('page=2&pageSize=3');
    expect(res.json<EventosPage>()).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(await keys('page=1&pageSize=3')).toEqual(['dosNoches', 'martes', 'miercoles']);
    expect(await keys('page=2&pageSize=3')).toEqual(['jueves', 'viernes', 'domingo']);
    expect(await keys('page=3&pageSize=3')).toEqual(['lunes', 'sabadoProximo']);
    // Past the end: no events, the total still told.
    const past = (await list('page=9&pageSize=3')).json<EventosPage>();
    expect(past).toMatchObject({ eventos: [], total: 8, page: 9 });
  });

  it('gives other statuses to administrators only', async () => {
    for (const as of [undefined, 'asistente', 'organizador']) {
      const res = await list('Estado=0', as);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(MSG.sinPermiso);
    }
    expect(await keys('Estado=0', 'admin')).toEqual(['pendiente']);
    expect(await keys('Estado=5', 'admin')).toEqual(['borrado']);
  });

  it('filters by genre', async () => {
    expect(await keys(`genero=${TECHNO}`)).toEqual(['miercoles', 'viernes']);
    expect(await keys(`genero=${HOUSE}`)).toEqual(['jueves']);
    expect(await keys('genero=12')).toEqual([]);
  });

  it('filters After and LGBT only when checked', async () => {
    expect(await keys('after=true')).toEqual(['jueves']);
    expect(await keys('lgbt=true')).toEqual(['viernes']);
    expect(await keys('after=false&lgbt=false')).toEqual(ON_SALE);
  });

  it('filters by province, municipality and locality names, ignoring case', async () => {
    expect(await keys('provincia=Buenos%20Aires')).toEqual(['jueves', 'domingo']);
    expect(await keys('provincia=buenos%20aires&municipio=GENERAL%20PUEYRREDÓN')).toEqual([
      'domingo',
    ]);
    expect(await keys('localidad=Mar%20del%20Plata')).toEqual(['domingo']);
    expect(await keys('provincia=C%C3%B3rdoba&municipio=Capital&localidad=C%C3%B3rdoba')).toEqual([
      'viernes',
    ]);
    expect(await keys('municipio=Rosario')).toEqual(['sabadoProximo']);
    expect(await keys('provincia=Mendoza')).toEqual([]);
    // An empty value is no filter.
    expect(await keys('provincia=&municipio=&localidad=')).toEqual(ON_SALE);
  });

  it('treats the capital as province, municipality and locality at once', async () => {
    const caba = encodeURIComponent('Ciudad Autónoma de Buenos Aires');
    const everyLevel = ['dosNoches', 'martes', 'miercoles', 'lunes'];
    expect(await keys(`provincia=${caba}`)).toEqual(everyLevel);
    expect(await keys(`provincia=${caba}&municipio=${caba}&localidad=${caba}`)).toEqual(everyLevel);
  });

  it('combines filters', async () => {
    expect(await keys(`genero=${TECHNO}&lgbt=true&provincia=C%C3%B3rdoba`)).toEqual(['viernes']);
    expect(await keys(`genero=${TECHNO}&after=true`)).toEqual([]);
  });
});

describe('date filters (Argentina time)', () => {
  it('todos: no date limit', async () => {
    expect(await keys('fechaOption=todos')).toEqual(ON_SALE);
  });

  it('especifica: that Argentine calendar day', async () => {
    expect(await keys('fechaOption=especifica&fechaEspecifica=2025-06-13')).toEqual(['viernes']);
    expect(await keys('fechaOption=especifica&fechaEspecifica=2025-06-15')).toEqual(['domingo']);
    expect(await keys('fechaOption=especifica&fechaEspecifica=2025-06-16')).toEqual(['lunes']);
    // Any of the event's days counts.
    expect(await keys('fechaOption=especifica&fechaEspecifica=2025-06-09')).toEqual(['dosNoches']);
  });

  it('especifica without a date is refused', async () => {
    const res = await list('fechaOption=especifica');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(MSG.debesElegirFecha);
  });

  it('on a Wednesday: this week runs to Sunday night, the weekend is Friday to Sunday', async () => {
    expect(await keys('fechaOption=estaSemana')).toEqual([
      'dosNoches',
      'miercoles',
      'jueves',
      'viernes',
      'domingo',
    ]);
    expect(await keys('fechaOption=proximoFinDeSemana')).toEqual([
      'dosNoches',
      'viernes',
      'domingo',
    ]);
  });

  it('on a Saturday: the weekend under way, from today', async () => {
    await withClock(AT.saturday, async () => {
      expect(await keys('fechaOption=estaSemana')).toEqual(['dosNoches', 'domingo']);
      expect(await keys('fechaOption=proximoFinDeSemana')).toEqual(['dosNoches', 'domingo']);
    });
  });

  it('on Sunday night (already Monday in UTC): still this week, not the next', async () => {
    await withClock(AT.sundayNight, async () => {
      expect(await keys('fechaOption=estaSemana')).toEqual(['domingo']);
      expect(await keys('fechaOption=proximoFinDeSemana')).toEqual(['domingo']);
    });
  });

  it('on Monday: a new week, and the weekend is the coming one', async () => {
    await withClock(AT.monday, async () => {
      expect(await keys('fechaOption=estaSemana')).toEqual(['lunes', 'sabadoProximo']);
      expect(await keys('fechaOption=proximoFinDeSemana')).toEqual(['sabadoProximo']);
    });
  });
});

describe('GET /Evento/GetEventos?IdEvento', () => {
  async function one(key: string, as?: string) {
    return list(`IdEvento=${id[key]}`, as);
  }

  it('answers the event view of the contract', async () => {
    const res = await one('miercoles');
    expect(res.statusCode).toBe(200);
    const page = res.json<EventosPage>();
    expect(page.total).toBe(1);
    const e: EventoView = page.eventos[0]!;
    expect(e).toMatchObject({
      idEvento: id.miercoles,
      nombre: 'Miércoles en Palermo',
      genero: [TECHNO],
      isAfter: false,
      isLgbt: false,
      estado: 2,
      cdEstado: 2,
      usuario: organizador,
      idFiesta: null,
      isFavorito: 0,
      imagen: '/api/v1/Media/file/900',
      video: 'https://www.youtube.com/watch?v=abcdefghijk',
      inicioEvento: '2025-06-12T02:00:00.000Z',
      finEvento: '2025-06-12T08:00:00.000Z',
      domicilio: {
        direccion: 'Humboldt 1356',
        provincia: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
      },
    });
    expect(e.artistas.map((a) => a.nombre).sort()).toEqual(['2Lux', 'Juana Lumen']);
    // Available = stock minus sold, never below zero; rows by ticket type.
    expect(e.fechas[0]!.entradas).toEqual([
      expect.objectContaining({
        tipo: { cdTipo: 0, dsTipo: 'General' },
        precio: 15000,
        cantidad: 7,
      }),
      expect.objectContaining({ tipo: { cdTipo: 2, dsTipo: 'VIP' }, precio: 30000, cantidad: 0 }),
    ]);
  });

  it('sorts the days and spans the event from first start to last end', async () => {
    const e = (await one('dosNoches')).json<EventosPage>().eventos[0]!;
    expect(e.fechas.map((f) => f.inicio)).toEqual([
      '2025-06-10T02:00:00.000Z',
      '2025-06-15T02:00:00.000Z',
    ]);
    expect(e.inicioEvento).toBe('2025-06-10T02:00:00.000Z');
    expect(e.finEvento).toBe('2025-06-15T08:00:00.000Z');
    expect(e.imagen).toBeNull();
    expect(e.video).toBeNull();
  });

  it('shows public statuses to anyone, the rest only to the owner and administrators', async () => {
    for (const key of ['miercoles', 'finVenta', 'finalizado'])
      expect((await one(key)).statusCode, key).toBe(200);
    for (const key of ['pendiente', 'borrado', 'rechazado']) {
      for (const as of [undefined, 'asistente']) {
        const res = await one(key, as);
        expect(res.statusCode, `${key} ${as}`).toBe(404);
        expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
      }
      expect((await one(key, 'organizador')).statusCode).toBe(200);
      expect((await one(key, 'admin')).statusCode).toBe(200);
    }
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await list('IdEvento=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
  });
});

describe('bad parameters', () => {
  it.each([
    ['IdEvento=abc', 'IdEvento'],
    ['IdEvento=0', 'IdEvento'],
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['fechaOption=nunca', 'fechaOption'],
    ['genero=-1', 'genero'],
    ['genero=1.5', 'genero'],
    ['Estado=9', 'Estado'],
    ['after=quizas', 'after'],
    ['fechaOption=especifica&fechaEspecifica=13-06-2025', 'fechaEspecifica'],
    ['fechaOption=especifica&fechaEspecifica=2025-02-30', 'fechaEspecifica'],
  ])('%s is a 400 with a Spanish detail', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ detail: string; errors: Record<string, string> }>();
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.detail).not.toMatch(/invalid|expected|received/i);
    expect(body.detail).toMatch(/[áéíóúñ]|Debe|Parámetro|fecha/);
  });

  it('names the parameter in the detail', async () => {
    const res = await list('pageSize=1000');
    expect(res.json().detail).toBe('Parámetro pageSize: Debe ser menor o igual a 100.');
    expect((await list('IdEvento=abc')).json().detail).toBe(
      'Parámetro IdEvento: Debe ser un número.',
    );
  });
});

describe('GET /Entrada/GetEntradasFecha', () => {
  async function fechaOf(key: string) {
    const res = await list(`IdEvento=${id[key]}`, 'admin');
    return res.json<EventosPage>().eventos[0]!.fechas[0]!.idFecha;
  }

  it('lists the available tickets of a date of a visible event', async () => {
    const idFecha = await fechaOf('miercoles');
    const res = await t.app.inject({
      url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}&Estado=0`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ tipo: { cdTipo: 0, dsTipo: 'General' }, cantidad: 7 }),
      expect.objectContaining({ tipo: { cdTipo: 2, dsTipo: 'VIP' }, cantidad: 0 }),
    ]);
    const other = await t.app.inject({
      url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}&Estado=1`,
    });
    expect(other.json()).toEqual([]);
  });

  it('hides dates of events the caller may not see, and refuses bad ids', async () => {
    const idFecha = await fechaOf('pendiente');
    const url = `/api/v1/Entrada/GetEntradasFecha?IdFecha=${idFecha}`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const owner = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${token.organizador}` },
    });
    expect(owner.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/Entrada/GetEntradasFecha?IdFecha=999999' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/Entrada/GetEntradasFecha?IdFecha=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Parámetro IdFecha/);
    expect((await t.app.inject({ url: '/api/v1/Entrada/GetEntradasFecha' })).statusCode).toBe(400);
  });
});

describe('ETags on public reads', () => {
  it('tags the list and answers 304 when it has not changed', async () => {
    const first = await list('');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      url: '/api/v1/Evento/GetEventos',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
