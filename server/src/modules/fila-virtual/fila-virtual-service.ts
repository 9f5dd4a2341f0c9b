import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { FILA_MSG, type FilaVirtualEstado } from '@shared/api/fila-virtual';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import type { Db } from '../../db/client';
import type { DbTx } from '../../db/executor';
import { eventos, fechas, filaVirtual, filaVirtualFechas } from '../../db/schema/index';
import { conflict, notFound } from '../../plugins/problem';
import { legacyTurn, paceFrom, standing, type QueuePace } from './admission-pace';
import type { AdmissionTokens } from './admission-token';

/**
 * The virtual queue of high-demand days (issue 12; docs/decisions/0049-virtual-queue.md).
 *
 * - Before the sale opens, joining stores a random `clave` in [0, 1) and no place.
 * - The first request at or after the opening (anyone's join or status) runs the draw: under
 *   the day's `fila_virtual_fechas` row lock, every row without a place gets the next places
 *   in `clave` order. Later arrivals get the next place under the same lock as they join, so
 *   places are distinct and in arrival order whichever instance answers.
 * - Each place gets its turn as it is given, paced on the rush (admission-pace.ts); admission
 *   is a function of that turn and the clock.
 */

type RowFila = typeof filaVirtual.$inferSelect;

interface Day {
  idFecha: number;
  idEvento: number;
  evento: string;
  cdEstado: number;
  inicio: Date;
  inicioVenta: Date;
  finVenta: Date;
  altaDemanda: boolean;
}

/** Events whose queue exists for buyers: validated ones, on sale or about to be. */
const VISIBLE = new Set<number>([
  ESTADO_EVENTO.APROBADO,
  ESTADO_EVENTO.EN_VENTA,
  ESTADO_EVENTO.FIN_VENTA,
  ESTADO_EVENTO.FINALIZADO,
]);
const JOINABLE = new Set<number>([ESTADO_EVENTO.APROBADO, ESTADO_EVENTO.EN_VENTA]);

/** A uniform draw in [0, 1) from the system's CSPRNG (48 bits, exact in a double). */
const drawKey = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

export function createFilaVirtualService(deps: {
  db: Db;
  pace: QueuePace;
  tokens: AdmissionTokens;
  now: () => Date;
}) {
  const { db, pace } = deps;

  /** The day and its event; 404 for days of events buyers cannot see, 409 for normal days. */
  async function dayOf(idFecha: number): Promise<Day> {
    const [day] = await db
      .select({
        idFecha: fechas.idFecha,
        idEvento: fechas.idEvento,
        evento: eventos.nombre,
        cdEstado: eventos.cdEstado,
        inicio: fechas.inicio,
        inicioVenta: fechas.inicioVenta,
        finVenta: fechas.finVenta,
        altaDemanda: fechas.altaDemanda,
      })
      .from(fechas)
      .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
      .where(eq(fechas.idFecha, idFecha));
    if (!day || !VISIBLE.has(day.cdEstado)) throw notFound(MSG.eventoNoEncontrado);
    if (!day.altaDemanda) throw conflict(FILA_MSG.sinFila);
    return day;
  }

  const rowOf = async (exec: Db | DbTx, idFecha: number, idUsuario: number) =>
    (
      await exec
        .select()
        .from(filaVirtual)
        .where(and(eq(filaVirtual.idFecha, idFecha), eq(filaVirtual.idUsuario, idUsuario)))
    )[0];

  /** The locked queue: the last place given and the pace's theoretical time. */
  interface Locked {
    ultimo: number;
    ritmo: Date | null;
  }

  /**
   * Locks the day's queue and gives every row still without a place (the arrivals before
   * the opening: the draw; and any that committed after it) the next places in `clave`
   * order, with their turns paced from `now` (the draw runs at the first request at or after
   * the opening, while the early crowd polls). Only at or after the opening. With
   * `skipIfBusy` (a status poll) it answers null instead of waiting while another request
   * holds the lock (the draw of a crowd takes a moment; their places appear at the next poll).
   */
  async function lockQueue(tx: DbTx, day: Day, now: Date): Promise<Locked>;
  async function lockQueue(
    tx: DbTx,
    day: Day,
    now: Date,
    skipIfBusy: true,
  ): Promise<Locked | null>;
  async function lockQueue(
    tx: DbTx,
    day: Day,
    now: Date,
    skipIfBusy = false,
  ): Promise<Locked | null> {
    const { idFecha } = day;
    await tx.insert(filaVirtualFechas).values({ idFecha }).onConflictDoNothing();
    const [queue] = await tx
      .select()
      .from(filaVirtualFechas)
      .where(eq(filaVirtualFechas.idFecha, idFecha))
      .for('update', skipIfBusy ? { skipLocked: true } : {});
    if (!queue) return null;
    const ultimo = queue.ultimoPuesto;
    // One statement: the rows it places are the ones it saw, and the k-th of them takes
    // paceFrom's k-th turn (the same formula, in SQL).
    const p = paceFrom(now, queue.ritmo, pace.admitPerMinute);
    const drawn = await tx.execute<{ n: number }>(sql`
      update ${filaVirtual} f
      set puesto = d.n,
          turno = to_timestamp(greatest(${p.atMs}::float8, ceil(${p.baseMs}::float8
            + (d.n - ${ultimo}::int - 1) * ${p.intervalMs}::float8 - ${p.burstMs}::float8)) / 1000)
      from (
        select id, ${ultimo}::int + row_number() over (order by clave, id) as n
        from ${filaVirtual}
        where id_fecha = ${idFecha} and puesto is null
      ) d
      where f.id = d.id
      returning d.n::int as n`);
    const placed = drawn.rows.length;
    const last = ultimo + placed;
    const ritmo = placed > 0 ? p.ritmoAfter(placed) : queue.ritmo;
    if (last !== ultimo || !queue.sorteoEn)
      await tx
        .update(filaVirtualFechas)
        .set({ ultimoPuesto: last, sorteoEn: queue.sorteoEn ?? now, ritmo })
        .where(eq(filaVirtualFechas.idFecha, idFecha));
    return { ultimo: last, ritmo };
  }

  /** The next place of the locked queue, and its turn, for one arrival at `now`. */
  function placeFor(queue: Locked, now: Date) {
    const p = paceFrom(now, queue.ritmo, pace.admitPerMinute);
    return { puesto: queue.ultimo + 1, turno: p.turn(0), ritmo: p.ritmoAfter(1) };
  }

  /** Records that the place from `placeFor` was taken (a new row or a re-queued one). */
  async function takePlace(tx: DbTx, idFecha: number, place: ReturnType<typeof placeFor>) {
    await tx
      .update(filaVirtualFechas)
      .set({ ultimoPuesto: place.puesto, ritmo: place.ritmo })
      .where(eq(filaVirtualFechas.idFecha, idFecha));
  }

  const afterOpening = (day: Day, now: Date) =>
    1 + (now.getTime() - day.inicioVenta.getTime()) / 1000;
  const admissionEnd = (admitidaEn: Date) =>
    new Date(admitidaEn.getTime() + pace.admissionMinutes * 60_000);

  /** The account's status in the day's queue, marking its admission the first time. */
  async function estadoOf(day: Day, idUsuario: number, now: Date): Promise<FilaVirtualEstado> {
    const abierta = now >= day.inicioVenta;
    const base = {
      idFecha: day.idFecha,
      idEvento: day.idEvento,
      evento: day.evento,
      dia: day.inicio.toISOString(),
      apertura: day.inicioVenta.toISOString(),
      abierta,
    };
    const idle = {
      ...base,
      lugar: null,
      posicion: null,
      estimadoMinutos: null,
      admitido: false,
      token: null,
      expira: null,
      vencida: false,
    };
    let row: RowFila | undefined = await rowOf(db, day.idFecha, idUsuario);
    if (!row) return { ...idle, enFila: false };
    if (abierta && row.puesto === null) {
      // The draw has not run yet (or this row committed after it): run it now.
      await db.transaction((tx) => lockQueue(tx, day, now, true));
      row = (await rowOf(db, day.idFecha, idUsuario))!;
    }
    if (!abierta || row.puesto === null) return { ...idle, enFila: true };

    const turno = row.turno ?? legacyTurn(row.puesto, day.inicioVenta, pace.admitPerMinute);
    const where = standing(turno, now, pace.admitPerMinute);
    let admitidaEn = row.admitidaEn;
    if (!admitidaEn && where.admitido) {
      // The admission starts the first time its account is told (and only once, even racing).
      const [marked] = await db
        .update(filaVirtual)
        .set({ admitidaEn: now })
        .where(and(eq(filaVirtual.id, row.id), isNull(filaVirtual.admitidaEn)))
        .returning({ admitidaEn: filaVirtual.admitidaEn });
      admitidaEn = marked?.admitidaEn ?? (await rowOf(db, day.idFecha, idUsuario))!.admitidaEn;
    }
    if (admitidaEn) {
      const expira = admissionEnd(admitidaEn);
      const vencida = expira <= now;
      return {
        ...base,
        enFila: true,
        lugar: row.puesto,
        posicion: null,
        estimadoMinutos: null,
        admitido: !vencida,
        token: vencida ? null : await deps.tokens.sign(idUsuario, day.idFecha, expira),
        expira: expira.toISOString(),
        vencida,
      };
    }
    const waiting = where as Extract<typeof where, { admitido: false }>;
    return {
      ...idle,
      enFila: true,
      lugar: row.puesto,
      posicion: waiting.posicion,
      estimadoMinutos: waiting.estimadoMinutos,
    };
  }

  return {
    /**
     * POST /FilaVirtual/Unirme: a place for the account, once. Joining again answers the same
     * place, unless its admission ran out: then the account goes to the end of the line.
     */
    async unirme(idUsuario: number, idFecha: number): Promise<FilaVirtualEstado> {
      const day = await dayOf(idFecha);
      const now = deps.now();
      if (!JOINABLE.has(day.cdEstado) || now >= day.finVenta)
        throw conflict(FILA_MSG.ventaTerminada);
      const existing = await rowOf(db, idFecha, idUsuario);
      if (!existing && now < day.inicioVenta) {
        // Before the opening nobody waits for anybody: a random key, the place comes later.
        await db
          .insert(filaVirtual)
          .values({ idFecha, idUsuario, llegada: now, clave: drawKey() })
          .onConflictDoNothing({ target: [filaVirtual.idFecha, filaVirtual.idUsuario] });
      } else if (!existing) {
        await db.transaction(async (tx) => {
          const place = placeFor(await lockQueue(tx, day, now), now);
          const inserted = await tx
            .insert(filaVirtual)
            .values({
              idFecha,
              idUsuario,
              llegada: now,
              clave: afterOpening(day, now),
              puesto: place.puesto,
              turno: place.turno,
            })
            .onConflictDoNothing({ target: [filaVirtual.idFecha, filaVirtual.idUsuario] })
            .returning({ id: filaVirtual.id });
          if (inserted.length > 0) await takePlace(tx, idFecha, place);
        });
      } else if (existing.admitidaEn && admissionEnd(existing.admitidaEn) <= now) {
        // The admission ran out: back in line, at the end (once, even from two tabs).
        await db.transaction(async (tx) => {
          const place = placeFor(await lockQueue(tx, day, now), now);
          const requeued = await tx
            .update(filaVirtual)
            .set({
              llegada: now,
              clave: afterOpening(day, now),
              puesto: place.puesto,
              turno: place.turno,
              admitidaEn: null,
            })
            .where(
              and(
                eq(filaVirtual.id, existing.id),
                lte(
                  filaVirtual.admitidaEn,
                  new Date(now.getTime() - pace.admissionMinutes * 60_000),
                ),
              ),
            )
            .returning({ id: filaVirtual.id });
          if (requeued.length > 0) await takePlace(tx, idFecha, place);
        });
      }
      return estadoOf(day, idUsuario, now);
    },

    /** GET /FilaVirtual/Estado. */
    async estado(idUsuario: number, idFecha: number): Promise<FilaVirtualEstado> {
      const day = await dayOf(idFecha);
      return estadoOf(day, idUsuario, deps.now());
    },
  };
}

export type FilaVirtualService = ReturnType<typeof createFilaVirtualService>;
