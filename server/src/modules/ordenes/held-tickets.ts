import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { eventos, ordenes, tickets, usuarios } from '../../db/schema/index';
import { ticketViews } from './orden-views';

/**
 * A person's tickets as their screens read them (modules/mis-entradas asks these; the sales
 * module owns the tables, docs/decisions/0084-sql-functions-in-files.md "The sales module").
 */

/**
 * The tickets a person holds: those of orders still pagada, and those of orders `alsoIf` keeps
 * (a cancelled event's refunded ones stay, marked); one ticket when `idTicket` is given.
 */
export const heldTicketViews = (
  exec: DbExecutor,
  idUsuario: number,
  opts: { idTicket?: number; alsoIf?: (idOrden: AnyColumn) => SQL } = {},
) =>
  ticketViews(
    exec,
    and(
      eq(tickets.idUsuario, idUsuario),
      or(
        sql`exists (select 1 from ${ordenes} where ${ordenes.idOrden} = ${tickets.idOrden}
                    and ${ordenes.estado} = 'pagada')`,
        opts.alsoIf?.(tickets.idOrden),
      ),
      opts.idTicket === undefined ? undefined : eq(tickets.idTicket, opts.idTicket),
    )!,
  );

/**
 * The names a ticket's page prints for its holder `idUsuario`: the order's buyer (the
 * checkout's details) and the holder's account, and whether the holder bought it.
 */
export async function orderHolderNames(exec: DbExecutor, idOrden: number, idUsuario: number) {
  const [row] = await exec
    .select({
      comprador: ordenes.idUsuario,
      compradorNombre: ordenes.compradorNombre,
      compradorApellido: ordenes.compradorApellido,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
    })
    .from(ordenes)
    .innerJoin(usuarios, eq(usuarios.idUsuario, idUsuario))
    .where(eq(ordenes.idOrden, idOrden));
  return row ?? null;
}

/** The event an order is of, as stored. */
export async function eventOfOrder(exec: DbExecutor, idOrden: number) {
  const [row] = await exec
    .select({ evento: eventos })
    .from(ordenes)
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .where(eq(ordenes.idOrden, idOrden));
  return row?.evento ?? null;
}
