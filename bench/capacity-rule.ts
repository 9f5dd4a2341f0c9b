import { createTestDatabase } from '../server/src/test/test-database';
import { insertEventsDataset } from './events-dataset';
import { median, round } from './ticket-drop';

/**
 * What one question to the capacity rule costs (docs/decisions/0096-the-capacity-rule-in-sql.md),
 * each call its own statement, as a sale or a refusal asks it, beside the floor: the same round
 * trip selecting its argument. 1,000 events of which 100 on sale, each night with the template's
 * tandas; ROUNDS (5) rounds over 80 of their rows; microseconds per call, medians. PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = 80;

export async function capacityRuleBenchmark() {
  const database = await createTestDatabase();
  try {
    await insertEventsDataset(database.db, { total: 1_000, onSale: 100 });
    const q = (text: string, values: unknown[] = []) => database.executeSql(text, values);
    const ids = (
      (await q(
        `select e.id_entrada from entradas e join fechas f using (id_fecha)
           join eventos v using (id_evento) where v.cd_estado = 2 order by 1 limit ${ROWS}`,
      )) as { rows: Array<{ id_entrada: number }> }
    ).rows.map((r) => r.id_entrada);
    const asked = {
      floor: 'select $1::int',
      'pulso_lugares (a sale)': 'select pulso_lugares($1, null, now())',
      'pulso_disponibilidad (a screen)': 'select * from pulso_disponibilidad($1, null, now())',
      'pulso_stock_alcanza, one line': `select pulso_stock_alcanza(
        jsonb_build_array(jsonb_build_object('idEntrada', $1::int, 'cantidad', 1)), null, now())`,
    };
    const perCall: Record<string, number[]> = Object.fromEntries(
      Object.keys(asked).map((k) => [k, []]),
    );
    for (const text of Object.values(asked)) for (const id of ids) await q(text, [id]); // warm-up
    for (let r = 0; r < ROUNDS; r++)
      for (const [name, text] of Object.entries(asked)) {
        const t0 = performance.now();
        for (const id of ids) await q(text, [id]);
        perCall[name]!.push(((performance.now() - t0) * 1000) / ids.length);
      }
    const floor = median(perCall.floor!);
    return Object.entries(perCall).map(([asking, us]) => ({
      engine: database.engine,
      asking,
      usPerCall: round(median(us)),
      overFloorUs: round(median(us) - floor),
    }));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await capacityRuleBenchmark());
