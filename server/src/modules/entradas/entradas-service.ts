import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { EntradaView } from '@shared/api/discovery';
import { ESTADO_ENTRADA } from '@shared/domain/catalogs';
import { availableOf, earlyBirdTypeOf, isEarlyBird, regularTypeOf } from '@shared/domain/stock';
import { MSG } from '@shared/messages';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { entradas, tiposEntrada } from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/problem';

export interface StockInput {
  cdTipo: number;
  precio: number;
  cantidad: number;
}

/**
 * The stock rows a new day gets (docs/architecture.md, "Where each rule lives"): general and VIP
 * when their quantity is above 0; an early bird only when its quantity is above 0 and it has a
 * price.
 */
export function stockToCreate(rows: ReadonlyArray<StockInput>): StockInput[] {
  return rows.filter((r) => r.cantidad > 0 && (!isEarlyBird(r.cdTipo) || r.precio > 0));
}

/** Ticket stock per date (entradas) and the ticket-type catalogue. */
export function createEntradasService(db: Db) {
  return {
    tipos: () =>
      db
        .select({ cdTipo: tiposEntrada.cdTipo, dsTipo: tiposEntrada.dsTipo })
        .from(tiposEntrada)
        .orderBy(asc(tiposEntrada.cdTipo)),

    /**
     * The ticket rows of these dates, by date, in one query. `cantidad` is what is still
     * available (availableOf: stock minus tickets sold or held, early-bird sales counted in
     * their type's total), never below 0; with `total`, the stock
     * as created (what an administrator validating the event reviews).
     */
    async byFechas(
      idFechas: ReadonlyArray<number>,
      /** `ocultas`: also the rows sold only with an access code (issue 14), for administrators. */
      opts: { estado?: number; total?: boolean; ocultas?: boolean } = {},
    ): Promise<Map<number, EntradaView[]>> {
      const byFecha = new Map<number, EntradaView[]>();
      if (idFechas.length === 0) return byFecha;
      const conditions: SQL[] = [inArray(entradas.idFecha, [...idFechas])];
      if (opts.estado !== undefined) conditions.push(eq(entradas.estado, opts.estado));
      if (!opts.ocultas) conditions.push(eq(entradas.oculta, false));
      const rows = await db
        .select({
          idEntrada: entradas.idEntrada,
          idFecha: entradas.idFecha,
          cdTipo: entradas.cdTipo,
          dsTipo: tiposEntrada.dsTipo,
          precio: entradas.precio,
          cantidad: entradas.cantidad,
          vendidas: entradas.vendidas,
        })
        .from(entradas)
        .innerJoin(tiposEntrada, eq(tiposEntrada.cdTipo, entradas.cdTipo))
        .where(and(...conditions))
        .orderBy(asc(entradas.idFecha), asc(entradas.cdTipo));
      for (const r of rows) {
        const list = byFecha.get(r.idFecha) ?? [];
        // Early-bird sales use up their type's total (shared/domain/stock.ts).
        const day = rows.filter((o) => o.idFecha === r.idFecha);
        list.push({
          idEntrada: r.idEntrada,
          tipo: { cdTipo: r.cdTipo, dsTipo: r.dsTipo },
          precio: r.precio,
          cantidad: opts.total ? r.cantidad : availableOf(day, r.cdTipo),
        });
        byFecha.set(r.idFecha, list);
      }
      return byFecha;
    },

    /** Writes a new day's stock inside the event's create transaction (on sale). */
    async createStock(tx: DbExecutor, idFecha: number, rows: ReadonlyArray<StockInput>) {
      const values = stockToCreate(rows).map((r) => ({
        ...r,
        idFecha,
        estado: ESTADO_ENTRADA.EN_VENTA,
      }));
      if (values.length > 0) await tx.insert(entradas).values(values);
    },

    /**
     * Changes the price of one ticket kind of one day, nothing else. An early-bird price may
     * not exceed the day's regular price; lowering a regular price below its early bird caps
     * the early bird at it, as the form does (so regular-then-early-bird updates always work).
     */
    updatePrecio(input: { idFecha: number; tipo: number; precio: number }) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(entradas)
          .where(eq(entradas.idFecha, input.idFecha))
          .for('update');
        const row = rows.find((r) => r.cdTipo === input.tipo);
        if (!row) throw notFound(MSG.entradaNoEncontrada);
        const regularTipo = regularTypeOf(input.tipo);
        if (regularTipo !== undefined) {
          const regular = rows.find((r) => r.cdTipo === regularTipo);
          if (regular && input.precio > regular.precio)
            throw badRequest(CREATE_EVENT_MSG.earlyBirdPrecio, {
              precio: CREATE_EVENT_MSG.earlyBirdPrecio,
            });
        } else {
          const earlyTipo = earlyBirdTypeOf(input.tipo);
          const early = rows.find((r) => r.cdTipo === earlyTipo);
          if (early && early.precio > input.precio)
            await tx
              .update(entradas)
              .set({ precio: input.precio })
              .where(eq(entradas.idEntrada, early.idEntrada));
        }
        await tx
          .update(entradas)
          .set({ precio: input.precio })
          .where(eq(entradas.idEntrada, row.idEntrada));
        return { idFecha: input.idFecha, tipo: input.tipo, precio: input.precio };
      });
    },
  };
}

export type EntradasService = ReturnType<typeof createEntradasService>;
