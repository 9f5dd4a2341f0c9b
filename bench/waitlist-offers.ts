import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  entradas,
  eventos,
  fechas,
  listaEspera,
  ordenes,
  ordenItems,
  usuarios,
} from '../server/src/db/schema/index';
import { createTemplateTandas } from '../server/src/modules/cupos';
import { createTestApp, type TestApp } from '../server/src/test/test-app';
import { median, round } from './ticket-drop';
import { templateType } from '../shared/domain/stock';

/**
 * The wait list's cost where it runs (issue 13): inside the pass that gives stock back. HOLDS
 * (200) pending orders of one ticket each expire in one hold-expiry pass, first with nobody
 * waiting (the pass as it was before the wait list: stock back, nothing else), then with
 * WAITING (1,000) people on that type's list, so the same pass also turns the 200 returned
 * tickets into 200 offers (orders, items, mails, audit) in its transaction. On PostgreSQL
 * (DATABASE_URL), medians of ROUNDS (3) for each, and their ratio.
 */
const HOLDS = Number(process.env.BENCH_HOLDS ?? 200);
const WAITING = Number(process.env.BENCH_WAITING ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HOUR = 3600_000;

/** `n` accounts with no password (bench rows), in one statement. */
async function accounts(t: TestApp, n: number, tag: string): Promise<number[]> {
  const rows = await t.database.db
    .insert(usuarios)
    .values(
      Array.from({ length: n }, (_, i) => ({
        nombre: 'Bench',
        apellido: `${tag} ${i}`,
        correo: `${tag}-${i}-${randomUUID().slice(0, 8)}@bench.test`,
      })),
    )
    .returning({ idUsuario: usuarios.idUsuario });
  return rows.map((r) => r.idUsuario);
}

/** A sold-out night: HOLDS pending orders whose hold just ended, and `waiting` people waiting. */
async function scene(t: TestApp, owner: number, waiting: number, now: number) {
  const db = t.database.db;
  const [evento] = await db
    .insert(eventos)
    .values({ idUsuario: owner, nombre: `Lista ${randomUUID().slice(0, 8)}`, cdEstado: 2 })
    .returning({ idEvento: eventos.idEvento });
  const idEvento = evento!.idEvento;
  const [fecha] = await db
    .insert(fechas)
    .values({
      idEvento,
      inicio: new Date(now + 48 * HOUR),
      fin: new Date(now + 56 * HOUR),
      inicioVenta: new Date(now - 24 * HOUR),
      finVenta: new Date(now + 48 * HOUR),
    })
    .returning({ idFecha: fechas.idFecha });
  const idFecha = fecha!.idFecha;
  const [stock] = await db
    .insert(entradas)
    .values({
      idFecha,
      cdTipo: 0,
      ...templateType(0),
      precio: 10000,
      cantidad: HOLDS,
      vendidas: HOLDS,
      estado: 0,
    })
    .returning();
  await createTemplateTandas(db, [stock!]);
  const buyers = await accounts(t, HOLDS, 'reserva');
  const orders = await db
    .insert(ordenes)
    .values(
      buyers.map((idUsuario) => ({
        idUsuario,
        idEvento,
        subtotal: 10000,
        cargoServicio: 1000,
        total: 11000,
        holdExpiresAt: new Date(now - 60_000),
        idempotencyKey: randomUUID(),
        requestHash: 'bench',
        provider: 'sandbox' as const,
      })),
    )
    .returning({ idOrden: ordenes.idOrden });
  await db.insert(ordenItems).values(
    orders.map((o) => ({
      idOrden: o.idOrden,
      idEntrada: stock!.idEntrada,
      idFecha,
      cdTipo: 0,
      precioUnitario: 10000,
      cantidad: 1,
    })),
  );
  if (waiting > 0) {
    const people = await accounts(t, waiting, 'espera');
    await db
      .insert(listaEspera)
      .values(people.map((idUsuario) => ({ idUsuario, idEvento, idFecha, cdTipo: 0 })));
  }
  return idFecha;
}

export async function waitlistOffersBenchmark() {
  if (!process.env.DATABASE_URL) {
    console.log('waitlist-offers: set DATABASE_URL (PostgreSQL) to run it');
    return null;
  }
  const now = Date.now();
  const t = await createTestApp({}, { now: () => new Date(now) });
  try {
    const owner = (await accounts(t, 1, 'organizador'))[0]!;
    const rounds: Array<{
      round: number;
      sinLista_ms: number;
      conLista_ms: number;
      ofertas: number;
    }> = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const timed = async (waiting: number) => {
        const idFecha = await scene(t, owner, waiting, now);
        const t0 = performance.now();
        const expired = await t.app.pagos.expireHolds();
        const ms = performance.now() - t0;
        if (expired !== HOLDS) throw new Error(`expired ${expired} of ${HOLDS}`);
        const [offers] = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(listaEspera)
          .where(and(eq(listaEspera.idFecha, idFecha), eq(listaEspera.estado, 'ofertada')));
        if (waiting > 0 && offers!.n !== Math.min(HOLDS, waiting))
          throw new Error(`${offers!.n} offers for ${HOLDS} tickets back`);
        return { ms, offers: offers!.n };
      };
      const before = await timed(0);
      const after = await timed(WAITING);
      rounds.push({
        round,
        sinLista_ms: round_(before.ms),
        conLista_ms: round_(after.ms),
        ofertas: after.offers,
      });
    }
    const sin = median(rounds.map((r) => r.sinLista_ms));
    const con = median(rounds.map((r) => r.conLista_ms));
    return {
      rounds,
      summary: {
        holds: HOLDS,
        waiting: WAITING,
        sinLista_ms: sin,
        conLista_ms: con,
        ratio: round(con / sin, 2),
        msPorOferta: round((con - sin) / HOLDS, 2),
      },
    };
  } finally {
    await t.close();
  }
}
const round_ = (n: number) => round(n, 1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await waitlistOffersBenchmark();
  if (result) {
    console.table(result.rounds);
    console.table([result.summary]);
  }
}
