import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
};

let t: TestApp;
let fixtures: Fixtures;
const tokens = new Map<Caller, () => Promise<string | null>>();

beforeAll(async () => {
  t = await createTestApp();
  const make = async (roles: Array<0 | 1 | 2 | 3>) => (await t.createUser(roles)).idUsuario;
  fixtures = {
    ids: {
      usuario: await make([0]),
      organizador: await make([0, 2]),
      administrador: await make([1]),
      validador: await make([3]),
      otroOrganizador: await make([0, 2]),
    },
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
