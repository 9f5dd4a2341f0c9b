import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROL } from '@shared/domain/roles';
import { usuarios } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listeners } from '../../test/notified-caches';

/**
 * The session cache when its listening connection to PostgreSQL is lost: nothing is answered
 * from memory until it is back (a change made meanwhile must not be missed), and then memory is
 * used again. Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await createTestApp({ SESSION_CACHE_MS: '30000' });
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

const nameOf = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/Security/Me',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().usuario.name as string;

/** Renames without the trigger's notification: only a read of the database can see it. */
async function renameSilently(idUsuario: number, nombre: string) {
  await t.database.executeSql('ALTER TABLE usuarios DISABLE TRIGGER usuarios_auth_changed');
  try {
    await t.database.db.update(usuarios).set({ nombre }).where(eq(usuarios.idUsuario, idUsuario));
  } finally {
    await t.database.executeSql('ALTER TABLE usuarios ENABLE TRIGGER usuarios_auth_changed');
  }
}

describe.runIf(onPostgres)('session cache on PostgreSQL', () => {
  it('reads the database while its notifications are down, uses memory again once back', async () => {
    const user = await t.createUser([ROL.USUARIO]);
    const token = await t.tokenFor(user.idUsuario);
    expect(await nameOf(token)).toMatch(/^Test /);

    const [listener] = await listeners(t.database);
    expect(listener).toBeDefined();
    await t.database.executeSql('select pg_terminate_backend($1)', [listener!.pid]);
    // The loss reaches the server as an error on that connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await renameSilently(user.idUsuario, 'Durante');
    expect(await nameOf(token)).toMatch(/^Durante /);

    // Reconnected (every second): memory again, so a silent change is not seen.
    const until = Date.now() + 5000;
    while ((await listeners(t.database)).length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listeners(t.database)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50)); // its LISTEN answered
    expect(await nameOf(token)).toMatch(/^Durante /);
    await renameSilently(user.idUsuario, 'Despues');
    expect(await nameOf(token)).toMatch(/^Durante /);
  });
});
