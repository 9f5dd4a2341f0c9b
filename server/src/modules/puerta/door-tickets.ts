import { and, asc, eq, gte, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PuertaEntrada, PuertaIngreso, PuertaLista } from '@shared/api/door';
import type { TicketClaims } from '@shared/api/checkout';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  fechas,
  invitados,
  ordenItems,
  ordenes,
  tickets,
  ticketsRevocados,
  usuarios,
} from '../../db/schema/index';
import { holderSql } from '../ordenes';

/** The RRPP whose list a guest is on. */
const rrppUsuario = alias(usuarios, 'rrpp_usuario');

/**
 * The day's tickets as the door sees them. The holder's name and ID are the ones printed on
 * the ticket (the checkout's buyer details, else the account's), so the door reads what the
 * person shows.
 */
export interface DoorTicket extends PuertaEntrada {
  idTicket: number;
  idEvento: number;
  idFecha: number;
  nroFecha: number;
  inicio: Date;
  pagada: boolean;
  lista?: PuertaLista;
  usadoAt: Date | null;
  usadoPuerta: string | null;
}

/** 1 for an event's first day (by start), 2 for the next... */
export const nroFechaSql = sql<number>`(select count(*)::int from ${fechas} f2
  where f2.id_evento = ${fechas.idEvento}
    and (f2.inicio, f2.id_fecha) <= (${fechas.inicio}, ${fechas.idFecha}))`;

export async function doorTickets(exec: DbExecutor, where: SQL): Promise<DoorTicket[]> {
  const rows = await exec
    .select({
      idTicket: tickets.idTicket,
      tid: tickets.uid,
      codigoCorto: tickets.codigoCorto,
      idEvento: ordenes.idEvento,
      idFecha: tickets.idFecha,
      nroFecha: nroFechaSql,
      inicio: fechas.inicio,
      cdTipo: tickets.cdTipo,
      dsTipo: entradas.nombre,
      admite: entradas.admite,
      ...holderSql,
      estado: ordenes.estado,
      usadoAt: tickets.usadoAt,
      usadoPuerta: tickets.usadoPuerta,
      listaHasta: invitados.hasta,
      listaPrecio: invitados.precioPuerta,
      listaRrpp: sql<string | null>`trim(${rrppUsuario.nombre} || ' ' || ${rrppUsuario.apellido})`,
      adicionales: tickets.adicionales,
      asistente: tickets.nombreAsistente,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    // A guest-list ticket (issue 14) has no account: its guest is the order's comprador.
    .leftJoin(usuarios, eq(usuarios.idUsuario, tickets.idUsuario))
    .leftJoin(invitados, eq(invitados.idOrden, tickets.idOrden))
    .leftJoin(rrppUsuario, eq(rrppUsuario.idUsuario, invitados.idRrpp))
    // The name and admission come from the ticket's own stock row: a renamed type reads its
    // new name, and several rows of a day may share a cd_tipo.
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .where(where)
    .orderBy(asc(tickets.idTicket));
  return rows.map(
    ({
      nombre,
      apellido,
      estado,
      dni,
      listaHasta,
      listaPrecio,
      listaRrpp,
      adicionales,
      asistente,
      ...r
    }) => ({
      ...r,
      ...(adicionales.length > 0 && { adicionales }),
      // A ticket its holder named (a friend at their mesa) admits that person: the door asks
      // for their name, not the holder's document.
      dni: asistente !== null ? '' : (dni ?? ''),
      titular: asistente ?? `${nombre ?? ''} ${apellido ?? ''}`.trim(),
      pagada: estado === 'pagada',
      ...(listaPrecio !== null && {
        lista: {
          hasta: listaHasta?.toISOString() ?? null,
          precio: listaPrecio,
          // Whose list the guest came from (docs/decisions/0092-rrpp.md).
          ...(listaRrpp !== null && { rrpp: listaRrpp }),
        },
      }),
    }),
  );
}

export const toEntrada = (t: DoorTicket): PuertaEntrada => ({
  tid: t.tid,
  codigoCorto: t.codigoCorto,
  cdTipo: t.cdTipo,
  dsTipo: t.dsTipo,
  admite: t.admite,
  titular: t.titular,
  dni: t.dni,
  ...(t.lista && { lista: t.lista }),
  ...(t.adicionales && { adicionales: t.adicionales }),
});

/** The signed code's guest-list claims of a ticket, as issued (issue 14). */
export const listaClaimsOf = (lista: PuertaLista | undefined): TicketClaims['lista'] =>
  lista && {
    ...(lista.hasta && { hasta: Math.floor(Date.parse(lista.hasta) / 1000) }),
    ...(lista.precio > 0 && { precio: lista.precio }),
  };

/**
 * tids of the day that no longer admit anyone: tickets whose order is no longer paid
 * (refunded, cancelled), and codes replaced by a transfer (tickets_revocados). `since`: only
 * those revoked from then on (an order's updatedAt, a code's revocadoAt).
 */
export async function revokedTids(exec: DbExecutor, idFecha: number, since?: Date) {
  const [unpaid, replaced] = await Promise.all([
    exec
      .select({ tid: tickets.uid })
      .from(tickets)
      .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
      .where(
        and(
          eq(tickets.idFecha, idFecha),
          ne(ordenes.estado, 'pagada'),
          since ? gte(ordenes.updatedAt, since) : undefined,
        ),
      )
      .orderBy(asc(tickets.idTicket)),
    exec
      .select({ tid: ticketsRevocados.tid })
      .from(ticketsRevocados)
      .where(
        and(
          eq(ticketsRevocados.idFecha, idFecha),
          since ? gte(ticketsRevocados.revocadoAt, since) : undefined,
        ),
      )
      .orderBy(asc(ticketsRevocados.revocadoAt), asc(ticketsRevocados.tid)),
  ]);
  return [...unpaid, ...replaced].map((r) => r.tid);
}

/** The winning scan of each of the day's tickets that got in. */
export async function ingresosOf(
  exec: DbExecutor,
  idFecha: number,
  extra?: SQL,
): Promise<PuertaIngreso[]> {
  const rows = await exec
    .select({ tid: tickets.uid, at: tickets.usadoAt, puerta: tickets.usadoPuerta })
    .from(tickets)
    .where(and(eq(tickets.idFecha, idFecha), isNotNull(tickets.usadoAt), extra))
    .orderBy(asc(tickets.usadoAt), asc(tickets.idTicket));
  return rows.map((r) => ({ tid: r.tid, at: r.at!.toISOString(), puerta: r.puerta ?? '' }));
}

/** Tickets of the day in paid orders. */
export async function vendidosOf(exec: DbExecutor, idFecha: number): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .where(and(eq(tickets.idFecha, idFecha), eq(ordenes.estado, 'pagada')));
  return Number(row!.n);
}
