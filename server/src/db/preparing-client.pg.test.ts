import { afterEach, describe, expect, it } from 'vitest';
import { PreparingClient } from './preparing-client';

/**
 * The client that prepares parameterised statements (preparing-client.ts), against the
 * PostgreSQL of DATABASE_URL: what PostgreSQL itself lists in pg_prepared_statements.
 */
const url = process.env.DATABASE_URL;
let client: PreparingClient | null = null;

afterEach(async () => {
  await client?.end();
  client = null;
});

const preparedNames = async (c: PreparingClient) =>
  (
    await c.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'pulso\\_%' order by name",
    )
  ).rows.map((r) => r.name);

describe.runIf(url)('PreparingClient', () => {
  it('prepares a parameterised text once and answers every call with its own values', async () => {
    client = new PreparingClient({ connectionString: url });
    await client.connect();
    const sum = (n: number) => client!.query<{ n: number }>('select $1::int + 1 as n', [n]);
    expect((await sum(1)).rows[0]!.n).toBe(2);
    expect((await sum(41)).rows[0]!.n).toBe(42);
    // A config object, as Drizzle sends it.
    expect(
      (await client.query<{ n: number }>({ text: 'select $1::int + 1 as n' }, [9])).rows[0]!.n,
    ).toBe(10);
    const names = await preparedNames(client);
    expect(names).toHaveLength(1);
    // Texts without parameters (and the listing query itself) are left unnamed.
    await client.query('select 1');
    expect(await preparedNames(client)).toEqual(names);
  });

  it('keeps one name per text across connections and stops naming new texts at its cap', async () => {
    client = new PreparingClient({ connectionString: url });
    await client.connect();
    for (let i = 0; i < 520; i++) {
      const r = await client.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(r.rows[0]!.n).toBe(1 + i);
    }
    const names = await preparedNames(client);
    expect(names).toHaveLength(500);
    // Past the cap a new text still answers, unnamed; a known text stays prepared.
    expect((await client.query<{ n: number }>('select $1::int * 3 as n', [5])).rows[0]!.n).toBe(15);
    expect((await client.query<{ n: number }>('select $1::int + 0 as n', [7])).rows[0]!.n).toBe(7);
    expect(await preparedNames(client)).toHaveLength(500);

    const other = new PreparingClient({ connectionString: url });
    await other.connect();
    try {
      await other.query('select $1::int + 0 as n', [1]);
      const [same] = await preparedNames(other);
      expect(names).toContain(same);
    } finally {
      await other.end();
    }
  });
});
