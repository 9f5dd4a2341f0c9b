import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDEN_MSG, type CrearOrdenPayload } from '@shared/api/checkout';
import { badRequest } from '../../plugins/problem';
import type { DbExecutor } from '../../db/executor';
import { adicionales, ordenAdicionales } from '../../db/schema/index';

/**
 * The add-ons orders buy (docs/decisions/0090-add-ons.md): their stock is taken by the purchase
 * (pulso_crear_ordenes) and given back here, whenever the order's tickets are (an unpaid hold
 * that ends, a refund, a replaced hold, a cancelled event), after the day's ticket rows are
 * locked, as purchases lock them.
 */

/** Which of these add-ons any order ever bought: an add-on an order names stays. */
export async function addOnsOrdered(
  tx: DbExecutor,
  ids: ReadonlyArray<number>,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ idAdicional: ordenAdicionales.idAdicional })
    .from(ordenAdicionales)
    .where(inArray(ordenAdicionales.idAdicional, [...ids]));
  return new Set(rows.map((r) => r.idAdicional));
}

/**
 * Gives back the add-ons of these orders, in idAdicional order. `floorAtZero`: only for a
 * cancelled event, whose counters no sale reads any more.
 */
export async function releaseAddOns(
  tx: DbExecutor,
  idOrdenes: ReadonlyArray<number>,
  opts: { floorAtZero?: boolean } = {},
): Promise<void> {
  if (idOrdenes.length === 0) return;
  const lines = await tx
    .select({ idAdicional: ordenAdicionales.idAdicional, cantidad: ordenAdicionales.cantidad })
    .from(ordenAdicionales)
    .where(inArray(ordenAdicionales.idOrden, [...idOrdenes]))
    .orderBy(asc(ordenAdicionales.idAdicional));
  const byAddOn = new Map<number, number>();
  for (const l of lines) byAddOn.set(l.idAdicional, (byAddOn.get(l.idAdicional) ?? 0) + l.cantidad);
  for (const [idAdicional, n] of byAddOn) {
    const left = opts.floorAtZero ? sql`greatest(vendidas - ${n}, 0)` : sql`vendidas - ${n}`;
    await tx
      .update(adicionales)
      .set({ vendidas: left })
      .where(eq(adicionales.idAdicional, idAdicional));
  }
}

/** An order's add-ons, by day: what its tickets of each day carry once paid. */
export async function addOnsOfOrder(
  tx: DbExecutor,
  idOrden: number,
): Promise<Array<{ idAdicional: number; idFecha: number; nombre: string; cantidad: number }>> {
  return tx
    .select({
      idAdicional: ordenAdicionales.idAdicional,
      idFecha: ordenAdicionales.idFecha,
      nombre: adicionales.nombre,
      cantidad: ordenAdicionales.cantidad,
    })
    .from(ordenAdicionales)
    .innerJoin(adicionales, eq(adicionales.idAdicional, ordenAdicionales.idAdicional))
    .where(eq(ordenAdicionales.idOrden, idOrden))
    .orderBy(asc(adicionales.orden), asc(adicionales.idAdicional));
}

/**
 * The add-ons a purchase asks for, each priced as it is now: of a day its tickets are for, and
 * at most one per ticket of that day (a mesa's unit counts its people). Their stock is decided
 * by the purchase, under its locks. 400 for anything else, nothing held.
 */
export async function pricedAddOns(
  tx: DbExecutor,
  body: Pick<CrearOrdenPayload, 'items' | 'adicionales'>,
  pre: { stock: ReadonlyArray<{ idFecha: number; cdTipo: number; personas: number }> },
): Promise<Array<{ idAdicional: number; nombre: string; cantidad: number; precio: number }>> {
  const asked = body.adicionales ?? [];
  if (asked.length === 0) return [];
  const rows = await tx
    .select()
    .from(adicionales)
    .where(
      inArray(
        adicionales.idAdicional,
        asked.map((a) => a.idAdicional),
      ),
    );
  const ticketsOfDay = (idFecha: number) =>
    body.items
      .filter((i) => i.idFecha === idFecha)
      .reduce((sum, i) => {
        const row = pre.stock.find((r) => r.idFecha === i.idFecha && r.cdTipo === i.cdTipo);
        return sum + i.cantidad * (row?.personas ?? 1);
      }, 0);
  return asked.map((a) => {
    const row = rows.find((r) => r.idAdicional === a.idAdicional);
    if (!row || !body.items.some((i) => i.idFecha === row.idFecha))
      throw badRequest(ORDEN_MSG.adicionalInexistente);
    const entradas = ticketsOfDay(row.idFecha);
    if (a.cantidad > entradas) throw badRequest(ORDEN_MSG.adicionalDeMas(row.nombre, entradas));
    return {
      idAdicional: row.idAdicional,
      nombre: row.nombre,
      cantidad: a.cantidad,
      precio: row.precio,
    };
  });
}
