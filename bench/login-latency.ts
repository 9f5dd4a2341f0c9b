import { createTestApp } from '../server/src/test/test-app';

/**
 * Median time of POST /Security/Login (argon2id verify + session row + JWT) and of an
 * authenticated GET /Security/Me, in-process with app.inject on a fresh PGlite database.
 */
export async function loginLatency(runs = 30) {
  const t = await createTestApp();
  try {
    const u = await t.createUser([0, 2]);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const login: number[] = [];
    const me: number[] = [];
    let token = '';
    for (let i = 0; i < runs; i += 1) {
      const s = performance.now();
      token = await t.login(u.correo, u.password);
      login.push(performance.now() - s);
    }
    for (let i = 0; i < runs; i += 1) {
      const s = performance.now();
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/Security/Me',
        headers: { authorization: `Bearer ${token}` },
      });
      me.push(performance.now() - s);
    }
    return { runs, loginMedianMs: +median(login).toFixed(1), meMedianMs: +median(me).toFixed(2) };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await loginLatency());
