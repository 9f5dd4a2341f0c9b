import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROL, type CdRol } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { media, sesiones, usuarioRoles, usuarios } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/notified-caches';
import { startSessionCache } from './session-cache';

// Runs on PGlite and, in the PostgreSQL suite, on PostgreSQL: there a change reaches the cache
// through another connection a moment after its commit, so each check waits up to a second.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '30000' });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/Security/Me',
    headers: { authorization: `Bearer ${token}` },
  });

async function signedIn(roles: CdRol[] = [ROL.USUARIO]) {
  const user = await t.createUser(roles);
  const token = await t.tokenFor(user.idUsuario);
  // Checked once, so the session is in memory from here on.
  expect((await me(token)).statusCode).toBe(200);
  return { ...user, token };
}

describe('the session cache stays exact', () => {
  it('a name changed straight in the database shows on the next request', async () => {
    const u = await signedIn();
    await t.database.db
      .update(usuarios)
      .set({ nombre: 'Renombrada' })
      .where(eq(usuarios.idUsuario, u.idUsuario));
    await eventually(async () => {
      expect((await me(u.token)).json().usuario.name).toMatch(/^Renombrada Usuario/);
    });
  });

  it('a revoked session is refused with the Spanish message', async () => {
    const u = await signedIn();
    await t.database.db
      .update(sesiones)
      .set({ revokedAt: new Date() })
      .where(eq(sesiones.idUsuario, u.idUsuario));
    await eventually(async () => {
      const res = await me(u.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(MSG.sesionVencida);
    });
  });

  it('a role taken away closes its routes at once; one given opens them', async () => {
    const u = await signedIn([ROL.USUARIO, ROL.ADMINISTRADOR]);
    const toValidate = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/Evento/GetEventosAValidar',
          headers: { authorization: `Bearer ${u.token}` },
        })
      ).statusCode;
    const roleCodes = async () =>
      ((await me(u.token)).json().usuario.roles as Array<{ cdRol: number }>).map((r) => r.cdRol);
    expect(await roleCodes()).toContain(ROL.ADMINISTRADOR);
    expect(await toValidate()).toBe(200);
    await t.database.db
      .delete(usuarioRoles)
      .where(
        sql`${usuarioRoles.idUsuario} = ${u.idUsuario} and ${usuarioRoles.cdRol} = ${ROL.ADMINISTRADOR}`,
      );
    await eventually(async () => expect(await toValidate()).toBe(403));
    expect(await roleCodes()).not.toContain(ROL.ADMINISTRADOR);
    await t.database.db
      .insert(usuarioRoles)
      .values({ idUsuario: u.idUsuario, cdRol: ROL.ORGANIZADOR });
    await eventually(async () => expect(await roleCodes()).toContain(ROL.ORGANIZADOR));
  });

  it('a new avatar shows on the next request', async () => {
    const u = await signedIn();
    await t.database.db.insert(media).values({
      idEntidadMedia: `usuario-${u.idUsuario}`,
      url: '/media/avatar-nuevo.webp',
      mdVideo: false,
    });
    await eventually(async () => {
      expect((await me(u.token)).json().usuario.avatarUrl).toBe('/media/avatar-nuevo.webp');
    });
  });

  it('answers from memory: with the notification switched off, a change is not seen until the entry ends', async () => {
    const u = await signedIn();
    await t.database.executeSql('ALTER TABLE usuarios DISABLE TRIGGER usuarios_auth_changed');
    try {
      await t.database.db
        .update(usuarios)
        .set({ nombre: 'Invisible' })
        .where(eq(usuarios.idUsuario, u.idUsuario));
      // Long enough for a notification on PostgreSQL, had there been one.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await me(u.token)).json().usuario.name).toMatch(/^Test Usuario/);
    } finally {
      await t.database.executeSql('ALTER TABLE usuarios ENABLE TRIGGER usuarios_auth_changed');
    }
  });
});

describe('startSessionCache', () => {
  const auth = (idUsuario: number, sessionId: string) => ({
    idUsuario,
    sessionId,
    roles: [ROL.USUARIO],
    tipo: 'web' as const,
    persona: { nombre: 'A', apellido: 'B', correo: 'a@pulso.test', avatarUrl: null },
  });

  it('keeps a read, ends it at the session expiry or the time limit, whichever comes first', async () => {
    const cache = await startSessionCache(t.database, 1000);
    try {
      const now = Date.now();
      cache.put(auth(1, 's1'), now + 500, cache.generation(1), now);
      cache.put(auth(1, 's2'), now + 60_000, cache.generation(1), now);
      expect(cache.get('s1', 1, now + 499)?.sessionId).toBe('s1');
      expect(cache.get('s1', 1, now + 500)).toBeUndefined();
      expect(cache.get('s2', 1, now + 999)?.sessionId).toBe('s2');
      expect(cache.get('s2', 1, now + 1000)).toBeUndefined();
      // A token naming another person never gets this session.
      cache.put(auth(1, 's3'), now + 60_000, cache.generation(1), now);
      expect(cache.get('s3', 2, now)).toBeUndefined();
    } finally {
      await cache.close();
    }
  });

  it('does not keep a read that began before a change of the same person', async () => {
    const u = await t.createUser([ROL.USUARIO]);
    const cache = await startSessionCache(t.database, 30_000);
    try {
      const before = cache.generation(u.idUsuario);
      await t.database.db
        .update(usuarios)
        .set({ apellido: 'Cambiado' })
        .where(eq(usuarios.idUsuario, u.idUsuario));
      await eventually(async () => expect(cache.generation(u.idUsuario)).not.toBe(before));
      const now = Date.now();
      cache.put(auth(u.idUsuario, 'stale'), now + 60_000, before, now);
      expect(cache.get('stale', u.idUsuario, now)).toBeUndefined();
      cache.put(auth(u.idUsuario, 'fresh'), now + 60_000, cache.generation(u.idUsuario), now);
      expect(cache.get('fresh', u.idUsuario, now)?.sessionId).toBe('fresh');
    } finally {
      await cache.close();
    }
  });
});
