import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrdenEstado } from '@shared/domain/orders';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  fechas,
  invitados,
  ordenItems,
  ordenes,
  tickets,
  usuarios,
} from '../../db/schema/index';
import { receiptsWhere } from './receipts';
import { holderSql } from './ticket-holder';

/**
 * The organiser's exports' reads of the orders (modules/exportaciones lays them out; the sales
 * module owns the tables, docs/decisions/0084-sql-functions-in-files.md "The sales module").
 */

/**
 * Every ticket of the event's paid orders, with its holder as the door shows them (a guest-list
 * ticket has no account: its guest is the order's snapshot, their address the list's) and what
 * says whether it admits (listed for resale, resold).
 */
export const paidTicketsForExport = (exec: DbExecutor, idEvento: number) =>
  exec
    .select({
      origen: ordenes.origen,
      enReventa: tickets.enReventa,
      revendida: sql<boolean>`${tickets.revendidaAt} is not null`,
      idTicket: tickets.idTicket,
      ...holderSql,
      // The holder's account, or the guest's address for a guest-list ticket.
      correo: sql<string | null>`coalesce(${usuarios.correo}, ${invitados.email})`,
      dsTipo: entradas.nombre,
      inicio: fechas.inicio,
      numero: ordenes.numero,
      usadoAt: tickets.usadoAt,
      adicionales: tickets.adicionales,
      asistente: tickets.nombreAsistente,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .leftJoin(usuarios, eq(usuarios.idUsuario, tickets.idUsuario))
    .leftJoin(invitados, eq(invitados.idOrden, tickets.idOrden))
    // The ticket's own stock row names it (an organiser may have renamed the type).
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .where(and(eq(ordenes.idEvento, idEvento), eq(ordenes.estado, 'pagada')));

const rrppUser = alias(usuarios, 'rrpp_usuario');

/** The event's orders in these states, oldest first, with their buyer and RRPP, and receipts. */
export async function ordersForExport(
  exec: DbExecutor,
  idEvento: number,
  estados: ReadonlyArray<OrdenEstado>,
) {
  const exported = and(eq(ordenes.idEvento, idEvento), inArray(ordenes.estado, [...estados]))!;
  const [rows, receipts] = await Promise.all([
    exec
      .select({
        idOrden: ordenes.idOrden,
        numero: ordenes.numero,
        createdAt: ordenes.createdAt,
        estado: ordenes.estado,
        origen: ordenes.origen,
        // The checkout's buyer details first; invitations have no account at all.
        nombre: sql<string | null>`coalesce(${ordenes.compradorNombre}, ${usuarios.nombre})`,
        apellido: sql<string | null>`coalesce(${ordenes.compradorApellido}, ${usuarios.apellido})`,
        correo: sql<string | null>`coalesce(${usuarios.correo}, ${invitados.email})`,
        dni: sql<string | null>`coalesce(${ordenes.compradorNumeroId}, ${usuarios.dni})`,
        rrpp: sql<string | null>`trim(${rrppUser.nombre} || ' ' || ${rrppUser.apellido})`,
        rrppVia: ordenes.rrppVia,
      })
      .from(ordenes)
      .leftJoin(usuarios, eq(usuarios.idUsuario, ordenes.idUsuario))
      .leftJoin(rrppUser, eq(rrppUser.idUsuario, ordenes.idRrpp))
      .leftJoin(invitados, eq(invitados.idOrden, ordenes.idOrden))
      .where(exported)
      .orderBy(asc(ordenes.idOrden)),
    receiptsWhere(exec, exported),
  ]);
  return { rows, receipts };
}
