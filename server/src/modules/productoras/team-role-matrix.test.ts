import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  puede,
  ROLES_EQUIPO,
  type Permiso,
  type RolEnEvento,
  type RolEquipo,
} from '@shared/domain/equipo';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import {
  entradas,
  eventoRoles,
  eventos,
  productoraMiembros,
  productoras,
} from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every role of a productora on every route that manages one of its events
 * (docs/decisions/0091-productoras-and-roles.md): a member gets past the access check exactly
 * when shared/domain/equipo.ts says the role has the route's permission (a productor's or an
 * analista's settlement only when the dueño allowed it), else a Spanish 403; an organiser
 * outside the productora gets the 404 every stranger gets. The routes' rows name the
 * permission each one asks for, so the table and the server are checked against each other.
 * A role given on the event itself replaces the member's productora role there (a member with
 * none on it is a stranger to it), and a dueño's cannot be replaced.
 */
interface Fixtures {
  idEvento: number;
  idFecha: number;
  idEntrada: number;
  idRrpp: number;
}
interface Row {
  permiso: Permiso;
  method: InjectOptions['method'];
  request: (f: Fixtures) => { url: string; payload?: object };
}

const get = (permiso: Permiso, path: (f: Fixtures) => string): Row => ({
  permiso,
  method: 'GET',
  request: (f) => ({ url: `/api/v1${path(f)}` }),
});

const ROUTES: Record<string, Row> = {
  'GET /Entrada/TiposEvento': get('evento', (f) => `/Entrada/TiposEvento?IdEvento=${f.idEvento}`),
  'PUT /Entrada/UpdateEntrada': {
    permiso: 'evento',
    method: 'PUT',
    request: (f) => ({
      url: '/api/v1/Entrada/UpdateEntrada',
      payload: { idFecha: f.idFecha, tipo: 0, precio: 10000 },
    }),
  },
  'GET /Rrpp/Comisiones': get('evento', (f) => `/Rrpp/Comisiones?IdEvento=${f.idEvento}`),
  'PUT /Rrpp/Comisiones': {
    permiso: 'evento',
    method: 'PUT',
    request: (f) => ({
      url: '/api/v1/Rrpp/Comisiones',
      payload: { idEvento: f.idEvento, idUsuario: f.idRrpp, reglas: [] },
    }),
  },
  'GET /Rrpp/DelEvento': get('codigos', (f) => `/Rrpp/DelEvento?IdEvento=${f.idEvento}`),
  'GET /Codigo/GetCodigos': get('codigos', (f) => `/Codigo/GetCodigos?IdEvento=${f.idEvento}`),
  'GET /Codigo/GetEntradas': get('codigos', (f) => `/Codigo/GetEntradas?IdEvento=${f.idEvento}`),
  'POST /Codigo/CrearCodigo': {
    permiso: 'codigos',
    method: 'POST',
    request: (f) => ({
      url: '/api/v1/Codigo/CrearCodigo',
      payload: {
        idEvento: f.idEvento,
        codigo: `R${randomUUID().slice(0, 8).toUpperCase()}`,
        tipo: 'porcentaje',
        valor: 10,
      },
    }),
  },
  'GET /Lista/GetLista': get('listas', (f) => `/Lista/GetLista?IdEvento=${f.idEvento}`),
  'GET /Lista/Rrpp': get('listas', (f) => `/Lista/Rrpp?IdEvento=${f.idEvento}`),
  'PUT /Lista/Rrpp': {
    permiso: 'listas',
    method: 'PUT',
    request: (f) => ({
      url: '/api/v1/Lista/Rrpp',
      payload: {
        idEvento: f.idEvento,
        idFecha: f.idFecha,
        idUsuario: f.idRrpp,
        idEntrada: f.idEntrada,
        cupo: 10,
        modalidad: 'free',
      },
    }),
  },
  'GET /Puerta/Personal': get('puerta', (f) => `/Puerta/Personal?IdEvento=${f.idEvento}`),
  'GET /Puerta/Ingresos': get('puerta', (f) => `/Puerta/Ingresos?IdEvento=${f.idEvento}`),
  'GET /Puerta/Conflictos': get('puerta', (f) => `/Puerta/Conflictos?IdEvento=${f.idEvento}`),
  'GET /Evento/GetVentas': get('ventas', (f) => `/Evento/GetVentas?IdEvento=${f.idEvento}`),
  'GET /Evento/GetVentasPorDia': get(
    'ventas',
    (f) => `/Evento/GetVentasPorDia?IdEvento=${f.idEvento}`,
  ),
  'GET /Rrpp/Ranking': get('ventas', (f) => `/Rrpp/Ranking?IdEvento=${f.idEvento}`),
  'GET /Evento/ExportarOrdenes': get(
    'exportar',
    (f) => `/Evento/ExportarOrdenes?IdEvento=${f.idEvento}&Formato=csv`,
  ),
  'GET /Evento/ExportarAsistentes': get(
    'exportar',
    (f) => `/Evento/ExportarAsistentes?IdEvento=${f.idEvento}&Formato=xlsx`,
  ),
  'GET /Evento/GetLiquidacion': get(
    'liquidacion',
    (f) => `/Evento/GetLiquidacion?IdEvento=${f.idEvento}`,
  ),
  'GET /Evento/DescargarLiquidacion': get(
    'liquidacion',
    (f) => `/Evento/DescargarLiquidacion?IdEvento=${f.idEvento}`,
  ),
  'GET /Productora/EquipoDelEvento': get(
    'miembros',
    (f) => `/Productora/EquipoDelEvento?IdEvento=${f.idEvento}`,
  ),
  'POST /Productora/RolEnEvento': {
    permiso: 'miembros',
    method: 'POST',
    request: (f) => ({
      url: '/api/v1/Productora/RolEnEvento',
      payload: { idEvento: f.idEvento, idUsuario: f.idRrpp, rol: 'rrpp' },
    }),
  },
};

interface Member {
  key: string;
  /** Their role in the productora. */
  rol: RolEquipo;
  verLiquidacion: boolean;
  /** Their role on the event, where it replaces the productora's. */
  enEvento?: RolEnEvento;
}
/** Each role, and the two that may be allowed the settlement with and without it. */
const MEMBERS: ReadonlyArray<Member> = [
  ...ROLES_EQUIPO.map((rol) => ({ key: rol, rol, verLiquidacion: false })),
  { key: 'productor con liquidación', rol: 'productor', verLiquidacion: true },
  { key: 'analista con liquidación', rol: 'analista', verLiquidacion: true },
  // The same roles given on the event to members whose productora role is another one.
  ...(['productor', 'rrpp', 'boleteria', 'validador', 'analista'] as const).map(
    (enEvento): Member => ({
      key: `${enEvento} en el evento (${enEvento === 'validador' ? 'analista' : 'validador'} en la productora)`,
      rol: enEvento === 'validador' ? 'analista' : 'validador',
      verLiquidacion: false,
      enEvento,
    }),
  ),
  {
    key: 'productor en el evento (analista con liquidación en la productora)',
    rol: 'analista',
    verLiquidacion: true,
    enEvento: 'productor',
  },
  {
    key: 'productor sin acceso al evento',
    rol: 'productor',
    verLiquidacion: false,
    enEvento: 'ninguno',
  },
];
/** What holds on the event: its own role, else the productora's; null for no access. */
const rolEnElEvento = (m: Member): RolEquipo | null =>
  m.enEvento === 'ninguno' ? null : (m.enEvento ?? m.rol);

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let f: Fixtures;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const owner = await t.createUser([0, 2]);
  const ev = await insertOnSale(t, owner.idUsuario, [{ cdTipo: 0, precio: 10000, cantidad: 50 }]);
  const [productora] = await t.database.db
    .insert(productoras)
    .values({ nombre: 'Matriz de roles', creadaPor: owner.idUsuario })
    .returning();
  const idProductora = productora!.idProductora;
  await t.database.db
    .update(eventos)
    .set({ idProductora })
    .where(eq(eventos.idEvento, ev.idEvento));
  await t.database.db
    .insert(productoraMiembros)
    .values({ idProductora, idUsuario: owner.idUsuario, rol: 'duenio' });
  let idRrpp = 0;
  for (const m of MEMBERS) {
    // Members work in the organiser's screens: accepting an invitation gives the role.
    const u = await t.createUser([0, 2]);
    await t.database.db.insert(productoraMiembros).values({
      idProductora,
      idUsuario: u.idUsuario,
      rol: m.rol,
      verLiquidacion: m.verLiquidacion,
      ...((m.rol === 'rrpp' || m.enEvento === 'rrpp') && {
        rrppSlug: m.rol === 'rrpp' ? 'matriz' : 'matriz-evento',
      }),
    });
    if (m.enEvento)
      await t.database.db
        .insert(eventoRoles)
        .values({ idEvento: ev.idEvento, idUsuario: u.idUsuario, rol: m.enEvento });
    if (m.rol === 'rrpp') idRrpp = u.idUsuario;
    tokens.set(m.key, await t.tokenFor(u.idUsuario));
  }
  const outsider = await t.createUser([0, 2]);
  tokens.set('otro organizador', await t.tokenFor(outsider.idUsuario));
  const [row] = await t.database.db
    .select({ idEntrada: entradas.idEntrada })
    .from(entradas)
    .where(and(eq(entradas.idFecha, ev.idFechas[0]!), eq(entradas.cdTipo, 0)));
  f = { idEvento: ev.idEvento, idFecha: ev.idFechas[0]!, idEntrada: row!.idEntrada, idRrpp };
});
afterAll(() => t.close());

describe("a productora's roles on its event's routes", () => {
  for (const [route, row] of Object.entries(ROUTES))
    for (const member of [
      ...MEMBERS,
      { key: 'otro organizador', rol: null, verLiquidacion: false },
    ]) {
      const rol = member.rol === null ? null : rolEnElEvento(member as Member);
      const allowed =
        rol !== null && puede({ rol, verLiquidacion: member.verLiquidacion === true }, row.permiso);
      it(`${route} (${row.permiso}) — ${member.key} ${allowed ? 'may' : 'may not'}`, async () => {
        const res = await t.app.inject({
          method: row.method,
          ...row.request(f),
          headers: { authorization: `Bearer ${tokens.get(member.key)}` },
        });
        if (allowed) {
          expect([401, 403, 404], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode, res.body).toBeLessThan(500);
        } else if (rol === null) {
          expect(res.statusCode).toBe(404);
          expect(res.json().detail).toBe(MSG.eventoNoEncontrado);
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().detail).toBe(EQUIPO_MSG.sinPermiso);
        }
      });
    }
});
