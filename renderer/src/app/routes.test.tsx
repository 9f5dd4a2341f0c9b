import { PRODUCTORA_INVITACION_PATH } from '@shared/api/productoras';
import { ROL, hasAnyRole, type CdRol } from '@shared/domain/roles';
import { ROUTES, routePath, type RouteKey } from '@shared/routes';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireLogin, RequireRoles } from './guards';
import { buildRoutes } from './routes';

/**
 * Who may open each screen, for every route of shared/routes.ts, read from the route tree the
 * app really mounts. The e2e keeps one redirect for each kind of guard; this is the whole
 * matrix (the server's own role checks are its tests').
 */

type Guard = { kind: 'none' } | { kind: 'login' } | { kind: 'roles'; roles: ReadonlyArray<CdRol> };

/** The guard that stands between a visitor and `key`'s screen in the mounted route tree. */
function guardOf(key: RouteKey): Guard {
  const path = routePath(key, { id: 7, idEvento: 7, eventoId: 7, idFecha: 7, token: 'x' });
  const branch = matchRoutes(buildRoutes(), path) ?? [];
  expect(branch.at(-1)?.route.path, `${key} (${path}) matches its own route`).toBe(
    ROUTES[key].path,
  );
  const guards = branch
    .map(({ route }: { route: RouteObject }) => route.element)
    .filter(isValidElement)
    .filter((element) => element.type === RequireRoles || element.type === RequireLogin);
  expect(guards.length, `${key} has one guard at most`).toBeLessThanOrEqual(1);
  const [guard] = guards;
  if (!guard) return { kind: 'none' };
  if (guard.type === RequireLogin) return { kind: 'login' };
  return { kind: 'roles', roles: (guard.props as { roles: ReadonlyArray<CdRol> }).roles };
}

/** The demo's accounts by what they hold (server/src/db/seed). */
const VISITORS = {
  invitado: null,
  asistente: [ROL.USUARIO],
  organizador: [ROL.USUARIO, ROL.ORGANIZADOR],
  administrador: [ROL.ADMINISTRADOR],
} as const satisfies Record<string, ReadonlyArray<CdRol> | null>;
type Visitor = keyof typeof VISITORS;

const ATTENDEE: RouteKey[] = [
  'misEntradas',
  'eventosFavoritos',
  'miPerfil',
  'entradaAdquirida',
  'comprar',
  'listaEspera',
];
const ORGANISER: RouteKey[] = [
  'misEventosCreados',
  'misEventos',
  'entradasVendidasIndex',
  'entradasVendidas',
  'cancelarEvento',
  'modificarEvento',
  'misFiestasRecurrentes',
  'reseniasDeLaFiesta',
  'puertaEvento',
  'codigosDescuento',
  'tiposEntrada',
  'liquidacion',
  'listaInvitados',
  'miProductora',
  'comisionesRrpp',
  'equipoEvento',
  'misVentasRrpp',
];
const ADMIN: RouteKey[] = [
  'eventosAValidar',
  'eventoAValidar',
  'modificarEliminarNoticias',
  'modificarEliminarArtistas',
  'editarArtista',
  'editarNoticia',
  'crearNoticia',
  'crearArtista',
  'editarCarrusel',
  'actualizarTyc',
];

/** The screens each visitor may open beyond the public ones (the specification's menus). */
const OPENS: Record<Visitor, RouteKey[]> = {
  invitado: [],
  asistente: ATTENDEE,
  organizador: [...ATTENDEE, ...ORGANISER],
  administrador: ADMIN,
};

const ALL = Object.keys(ROUTES) as RouteKey[];
const guarded = new Set<RouteKey>([...ATTENDEE, ...ORGANISER, ...ADMIN]);

describe('the route guards of every screen', () => {
  it('public screens have no guard; /crearevento asks for a session only', () => {
    for (const key of ALL.filter((k) => !guarded.has(k))) {
      expect(guardOf(key), key).toEqual(
        key === 'crearEvento' ? { kind: 'login' } : { kind: 'none' },
      );
    }
  });

  for (const [visitor, roles] of Object.entries(VISITORS) as Array<
    [Visitor, ReadonlyArray<CdRol> | null]
  >) {
    it(`${visitor}: opens exactly its own screens and is sent away from the others`, () => {
      const user = roles?.map((cdRol) => ({ cdRol })) ?? null;
      const opened = [...guarded].filter((key) => {
        const guard = guardOf(key);
        if (guard.kind !== 'roles') throw new Error(`${key} has no role guard`);
        return user !== null && hasAnyRole(user, guard.roles);
      });
      expect(opened.sort()).toEqual([...OPENS[visitor]].sort());
    });
  }
});

describe('routes written where their link is built', () => {
  it("a productora's invitation: the path the server's mail links to", () => {
    expect(ROUTES.invitacionProductora.path).toBe(PRODUCTORA_INVITACION_PATH);
  });
});
