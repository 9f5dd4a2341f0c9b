import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMediaLink } from './media/media-service';
import { createFiestasService } from './modules/fiestas/fiestas-service';
import { insertArtista, insertEvento } from './test/discovery-fixtures';
import { crearEventoPayload, multipartBody } from './test/organiser-fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Who may call every API route. A route missing here fails the first test, so each new
 * endpoint arrives with its row. `allowed` lists the callers that get past the access check;
 * everyone else must get 401 (no usable session) or 403/404 (signed in, not theirs).
 */
type Caller =
  'guest' | 'usuario' | 'organizador' | 'administrador' | 'validador' | 'otroOrganizador';
const CALLERS: Caller[] = [
  'guest',
  'usuario',
  'organizador',
  'administrador',
  'validador',
  'otroOrganizador',
];
const EVERYONE: Caller[] = CALLERS;
const SIGNED_IN: Caller[] = ['usuario', 'organizador', 'administrador', 'otroOrganizador'];

interface Fixtures {
  ids: Record<Exclude<Caller, 'guest'>, number>;
  /** An on-sale event of `organizador`, one of its dates, and an active artist. */
  idEvento: number;
  idFecha: number;
  idArtista: number;
  /** A recurring party of `organizador`, and a media item (video link) of the event. */
  idFiesta: number;
  idMedia: number;
  /** A small real PNG for uploads. */
  png: Uint8Array;
}

const ORGANISER_OR_ADMIN: Caller[] = ['organizador', 'administrador'];

/** A valid modification of the fixture event (its one date, same times). */
function updateEventoBody(f: Fixtures) {
  const { fechas: _fechas, fiesta: _fiesta, ...base } = crearEventoPayload(f.idArtista);
  return {
    ...base,
    idEvento: f.idEvento,
    fechas: [
      {
        idFecha: f.idFecha,
        inicio: '2030-01-04T23:00:00-03:00',
        fin: '2030-01-05T05:00:00-03:00',
        inicioVenta: '2029-12-05T23:00:00-03:00',
        finVenta: '2030-01-04T23:00:00-03:00',
      },
    ],
  };
}

interface Row {
  allowed: Caller[];
  /** A request aimed at data owned by `organizador` (so `otroOrganizador` must be refused). */
  request: (f: Fixtures) => Omit<InjectOptions, 'method' | 'url'> & { url: string };
}

const MATRIX: Record<string, Row> = {
  'GET /api/v1/Config': { allowed: EVERYONE, request: () => ({ url: '/api/v1/Config' }) },
  'POST /api/v1/Security/Login': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Security/Login', payload: {} }),
  },
  'POST /api/v1/Security/Google': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Security/Google', payload: {} }),
  },
  'POST /api/v1/Security/Logout': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Security/Logout' }),
  },
  'GET /api/v1/Security/Me': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Security/Me' }),
  },
  'POST /api/v1/Usuario/CreateUsuario': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Usuario/CreateUsuario', payload: {} }),
  },
  'GET /api/v1/Usuario/GetUsuario': {
    // Only the organiser themself and administrators may read the organiser's account.
    allowed: ['organizador', 'administrador'],
    request: (f) => ({ url: `/api/v1/Usuario/GetUsuario?IdUsuario=${f.ids.organizador}` }),
  },
  'GET /api/v1/Media': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Media?IdEntidadMedia=idCarousel1' }),
  },
  'GET /api/v1/Media/file/:idMedia': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Media/file/999' }),
  },
  'GET /api/v1/Evento/GetGeneros': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Evento/GetGeneros' }),
  },
  'GET /api/v1/Evento/GetEstadosEvento': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Evento/GetEstadosEvento' }),
  },
  'GET /api/v1/Evento/GetEventos': {
    // Other statuses and favourites are refused inside (see eventos.test.ts).
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Evento/GetEventos?Estado=2&IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Entrada/GetTiposEntrada': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Entrada/GetTiposEntrada' }),
  },
  'GET /api/v1/Entrada/GetEntradasFecha': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${f.idFecha}&Estado=0` }),
  },
  'PUT /api/v1/Usuario/EventoFavorito': {
    // Marked in the organiser's name: only the organiser themself.
    allowed: ['organizador'],
    request: (f) => ({
      url: '/api/v1/Usuario/EventoFavorito',
      payload: { idUsuario: f.ids.organizador, idEvento: f.idEvento },
    }),
  },
  'GET /api/v1/Usuario/GetEventosFavoritos': {
    allowed: ['organizador', 'administrador'],
    request: (f) => ({ url: `/api/v1/Usuario/GetEventosFavoritos?idUsuario=${f.ids.organizador}` }),
  },
  'GET /api/v1/Artista/GetArtista': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Artista/GetArtista?isActivo=true' }),
  },
  'GET /api/v1/Artista/GetImgLikesArtista': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Artista/GetImgLikesArtista?id=${f.idArtista}` }),
  },
  'PUT /api/v1/Usuario/ArtistaFavorito': {
    allowed: ['organizador'],
    request: (f) => ({
      url: '/api/v1/Usuario/ArtistaFavorito',
      payload: { idUsuario: f.ids.organizador, idArtista: f.idArtista },
    }),
  },
  'POST /api/v1/Evento/CrearEvento': {
    // Any signed-in user may create an event (role 3 never has a session).
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Evento/CrearEvento', payload: {} }),
  },
  'PUT /api/v1/Evento/UpdateEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: '/api/v1/Evento/UpdateEvento', payload: updateEventoBody(f) }),
  },
  'PUT /api/v1/Entrada/UpdateEntrada': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Entrada/UpdateEntrada',
      payload: { idFecha: f.idFecha, tipo: 0, precio: 12000 },
    }),
  },
  'POST /api/v1/Media': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Media',
      ...multipartBody(
        { IdEntidadMedia: `evento-${f.idEvento}` },
        { field: 'File', filename: 'flyer.png', type: 'image/png', bytes: f.png },
      ),
    }),
  },
  'DELETE /api/v1/Media/:idMedia': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Media/${f.idMedia}` }),
  },
  'GET /api/v1/Fiesta/GetFiestas': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Fiesta/GetFiestas?IdUsuario=${f.ids.organizador}` }),
  },
  'POST /api/v1/Fiesta/CrearFiesta': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/v1/Fiesta/CrearFiesta',
      payload: { nombre: 'Fiesta de la matriz' },
    }),
  },
  'PUT /api/v1/Fiesta/UpdateFiesta': {
    allowed: ['organizador'],
    request: (f) => ({
      url: '/api/v1/Fiesta/UpdateFiesta',
      payload: { idFiesta: f.idFiesta, nombre: 'Matriz editada' },
    }),
  },
  'DELETE /api/v1/Fiesta/DeleteFiesta': {
    allowed: ['organizador'],
    request: (f) => ({ url: `/api/v1/Fiesta/DeleteFiesta?id=${f.idFiesta}` }),
  },
  'GET /api/v1/noticia': { allowed: EVERYONE, request: () => ({ url: '/api/v1/noticia' }) },
  'GET /api/v1/Admin/Correos': {
    allowed: ['administrador'],
    request: () => ({ url: '/api/v1/Admin/Correos' }),
  },
  'GET /api/v1/Geo/provincias': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Geo/provincias' }),
  },
  'GET /api/v1/Geo/municipios': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Geo/municipios?provincia=Buenos%20Aires' }),
  },
  'GET /api/v1/Geo/localidades': {
    allowed: EVERYONE,
    request: () => ({
      url: '/api/v1/Geo/localidades?provincia=Buenos%20Aires&municipio=La%20Plata',
    }),
  },
};

let t: TestApp;
let fixtures: Fixtures;
const tokens = new Map<Caller, () => Promise<string | null>>();

beforeAll(async () => {
  t = await createTestApp();
  const make = async (roles: Array<0 | 1 | 2 | 3>) => (await t.createUser(roles)).idUsuario;
  const ids = {
    usuario: await make([0]),
    organizador: await make([0, 2]),
    administrador: await make([1]),
    validador: await make([3]),
    otroOrganizador: await make([0, 2]),
  };
  const idArtista = await insertArtista(t.database.db, { nombre: 'Matriz' });
  const evento = await insertEvento(t.database.db, {
    idUsuario: ids.organizador,
    nombre: 'Evento de la matriz',
    artistas: [idArtista],
    dias: ['2030-01-04T23:00:00-03:00'],
    entradas: [{ cdTipo: 0, precio: 10000, cantidad: 100 }],
  });
  const idFiesta = await createFiestasService(t.database.db).create(ids.organizador, 'Matriz');
  const video = await saveMediaLink(t.database.db, {
    idEntidadMedia: `evento-${evento.idEvento}`,
    url: 'https://youtu.be/aaaaaaaaaaa',
    mdVideo: true,
  });
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  fixtures = {
    ids,
    idEvento: evento.idEvento,
    idFecha: evento.idFechas[0]!,
    idArtista,
    idFiesta,
    idMedia: video.idMedia,
    png: new Uint8Array(png),
  };
  tokens.set('guest', async () => null);
  for (const caller of CALLERS.filter((c): c is Exclude<Caller, 'guest'> => c !== 'guest')) {
    // A fresh session per request, so Logout in one row cannot disturb the next.
    tokens.set(caller, () => t.tokenFor(fixtures.ids[caller]));
  }
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('lists every API route, and only existing ones', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    const [method] = route.split(' ') as [InjectOptions['method']];
    for (const caller of CALLERS) {
      const allowed = row.allowed.includes(caller);
      it(`${route} — ${caller} ${allowed ? 'may' : 'may not'} call it`, async () => {
        const token = await tokens.get(caller)!();
        const req = row.request(fixtures);
        const res = await t.app.inject({
          method,
          ...req,
          headers: {
            ...(req.headers ?? {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        if (allowed) {
          expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
        } else if (caller === 'guest' || caller === 'validador') {
          expect(res.statusCode).toBe(401);
        } else {
          expect([403, 404]).toContain(res.statusCode);
        }
      });
    }
  }
});
