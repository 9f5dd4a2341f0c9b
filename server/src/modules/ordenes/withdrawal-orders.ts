import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import {
  arrepentimientos,
  eventos,
  ordenes,
  reembolsos,
  tickets,
  usuarios,
} from '../../db/schema/index';
import { undoableFacts } from './refund-on-request';

/**
 * The withdrawal button's reads of the orders (modules/arrepentimiento decides by them; the
 * sales module owns the tables, docs/decisions/0084-sql-functions-in-files.md "The sales
 * module").
 */

/** Which orders: one by id or by number, several by id, or an account's paid ones. */
export type WithdrawalOrders =
  | { idOrden: number }
  | { idOrdenes: ReadonlyArray<number> }
  | { numero: string }
  | { paidBy: number };

const whereOf = (w: WithdrawalOrders): SQL | undefined =>
  'idOrden' in w
    ? eq(ordenes.idOrden, w.idOrden)
    : 'idOrdenes' in w
      ? inArray(ordenes.idOrden, [...w.idOrdenes])
      : 'numero' in w
        ? eq(ordenes.numero, w.numero)
        : and(eq(ordenes.idUsuario, w.paidBy), eq(ordenes.estado, 'pagada'));

/** What the withdrawal rule reads about these orders. */
export function withdrawalFacts(exec: DbExecutor, which: WithdrawalOrders) {
  return exec
    .select({
      idOrden: ordenes.idOrden,
      numero: ordenes.numero,
      idUsuario: ordenes.idUsuario,
      estado: ordenes.estado,
      paidAt: ordenes.paidAt,
      total: ordenes.total,
      cargoServicio: ordenes.cargoServicio,
      compradorNombre: ordenes.compradorNombre,
      evento: eventos.nombre,
      cdEstado: eventos.cdEstado,
      correo: usuarios.correo,
      nombre: usuarios.nombre,
      entradas: sql<number>`(select count(*) from ${tickets}
        where ${tickets.idOrden} = ${ordenes.idOrden})`.mapWith(Number),
      ...undoableFacts,
    })
    .from(ordenes)
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .innerJoin(usuarios, eq(usuarios.idUsuario, ordenes.idUsuario))
    .where(whereOf(which));
}
export type WithdrawalFacts = Awaited<ReturnType<typeof withdrawalFacts>>[number];

/** Locks the order's row (a confirmation queues behind a payment or a refund of it). */
export async function lockOrder(exec: DbExecutor, idOrden: number): Promise<void> {
  await exec
    .select({ id: ordenes.idOrden })
    .from(ordenes)
    .where(eq(ordenes.idOrden, idOrden))
    .for('update');
}

/** A confirmed withdrawal as its page shows it: the code, the refund and the order. */
export async function withdrawalOf(exec: DbExecutor, idOrden: number) {
  const [row] = await exec
    .select({
      codigo: arrepentimientos.codigo,
      solicitadoAt: arrepentimientos.solicitadoAt,
      monto: reembolsos.monto,
      reembolso: reembolsos.estado,
      evento: eventos.nombre,
      numero: ordenes.numero,
    })
    .from(arrepentimientos)
    .innerJoin(reembolsos, eq(reembolsos.idReembolso, arrepentimientos.idReembolso))
    .innerJoin(ordenes, eq(ordenes.idOrden, arrepentimientos.idOrden))
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .where(eq(arrepentimientos.idOrden, idOrden));
  return row ?? null;
}
