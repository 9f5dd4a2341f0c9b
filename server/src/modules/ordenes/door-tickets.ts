import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PuertaEntrada, PuertaIngreso, PuertaLista } from '@shared/api/door';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  escaneos,
  fechas,
  invitados,
  ordenItems,
  ordenes,
  tickets,
  ticketsRevocados,
  usuarios,
} from '../../db/schema/index';
import { holderSql } from './ticket-holder';

/*
 * The tickets as the door (modules/puerta) reads and admits them, asked of the sales module:
 * the day's tickets, the codes that no longer admit, the winning scans, the counts, and the
 * guarded check-in itself.
 */

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

/**
 * Which tickets: one by id, uid or short code; several by id; a day's in paid orders (those
 * issued since a moment: bought, or given a new code by a transfer).
 */
export type DoorTicketsOf =
  | { idTicket: number }
  | { idTickets: ReadonlyArray<number> }
  | { uid: string }
  | { codigoCorto: string }
  | { paidOfDay: number; issuedSince?: Date };

function whereOf(of: DoorTicketsOf): SQL {
  if ('idTicket' in of) return eq(tickets.idTicket, of.idTicket);
  if ('idTickets' in of) return inArray(tickets.idTicket, [...of.idTickets]);
  if ('uid' in of) return eq(tickets.uid, of.uid);
  if ('codigoCorto' in of) return eq(tickets.codigoCorto, of.codigoCorto);
  return and(
    eq(tickets.idFecha, of.paidOfDay),
    eq(ordenes.estado, 'pagada'),
    of.issuedSince ? gte(tickets.emitidaAt, of.issuedSince) : undefined,
  )!;
}

export async function doorTickets(exec: DbExecutor, of: DoorTicketsOf): Promise<DoorTicket[]> {
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
    .where(whereOf(of))
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

/**
 * The winning scan of each of the day's tickets that got in; with `receivedSince`, only those
 * whose scan reached the server since then (an offline scan may carry an earlier time and
 * still be news).
 */
export async function ingresosOf(
  exec: DbExecutor,
  idFecha: number,
  receivedSince?: Date,
): Promise<PuertaIngreso[]> {
  const rows = await exec
    .select({ tid: tickets.uid, at: tickets.usadoAt, puerta: tickets.usadoPuerta })
    .from(tickets)
    .where(
      and(
        eq(tickets.idFecha, idFecha),
        isNotNull(tickets.usadoAt),
        receivedSince &&
          and(
            isNotNull(tickets.usadoEscaneo),
            sql`exists (select 1 from ${escaneos}
              where ${escaneos.idEscaneo} = ${tickets.usadoEscaneo}
                and ${gte(escaneos.recibidoAt, receivedSince)})`,
          ),
      ),
    )
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

/**
 * Per day, the tickets of paid orders and those that got in, per type; and those that got in
 * per door.
 */
export async function doorCountsOf(exec: DbExecutor, idFechas: ReadonlyArray<number>) {
  const ids = [...idFechas];
  const [porTipo, porPuerta] = await Promise.all([
    exec
      .select({
        idFecha: tickets.idFecha,
        cdTipo: tickets.cdTipo,
        vendidos: sql<number>`count(*) filter (where ${ordenes.estado} = 'pagada')::int`,
        ingresados: sql<number>`count(${tickets.usadoAt})::int`,
      })
      .from(tickets)
      .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
      .where(inArray(tickets.idFecha, ids))
      .groupBy(tickets.idFecha, tickets.cdTipo),
    exec
      .select({
        idFecha: tickets.idFecha,
        puerta: tickets.usadoPuerta,
        ingresados: sql<number>`count(*)::int`,
      })
      .from(tickets)
      .where(and(inArray(tickets.idFecha, ids), isNotNull(tickets.usadoAt)))
      .groupBy(tickets.idFecha, tickets.usadoPuerta)
      .orderBy(asc(tickets.usadoPuerta)),
  ]);
  return { porTipo, porPuerta };
}

/**
 * A scan takes the ticket, guarded on its uid (a code that moved meanwhile is refused), on
 * nobody having entered with it (offline: or on an entry later than this scan's, which this
 * one replaces), on it being neither listed for resale nor resold (the listing wrote this very
 * row first) and on its order being paid, read under a share lock: a refund or a cancellation
 * (which lock the order to refund it) either finishes first and the code is 'anulada', or waits
 * and then sees this entry.
 */
export async function admitTicket(
  tx: DbExecutor,
  ticket: { idTicket: number; tid: string },
  scan: { puerta: string; idEscaneo: string },
  at: Date,
  offline: boolean,
): Promise<'won' | 'taken' | 'anulada'> {
  const free = isNull(tickets.usadoAt);
  const won = await tx
    .update(tickets)
    .set({ usadoAt: at, usadoPuerta: scan.puerta, usadoEscaneo: scan.idEscaneo })
    .where(
      and(
        eq(tickets.idTicket, ticket.idTicket),
        eq(tickets.uid, ticket.tid),
        offline ? or(free, gt(tickets.usadoAt, at)) : free,
        eq(tickets.enReventa, false),
        isNull(tickets.revendidaAt),
        sql`exists (select 1 from ${ordenes} where ${ordenes.idOrden} = ${tickets.idOrden}
          and ${ordenes.estado} = 'pagada' for share)`,
      ),
    )
    .returning({ idTicket: tickets.idTicket });
  if (won.length === 1) return 'won';
  const [now] = await tx
    .select({
      uid: tickets.uid,
      estado: ordenes.estado,
      enReventa: tickets.enReventa,
      revendidaAt: tickets.revendidaAt,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .where(eq(tickets.idTicket, ticket.idTicket));
  const valid =
    now!.uid === ticket.tid && now!.estado === 'pagada' && !now!.enReventa && !now!.revendidaAt;
  return valid ? 'taken' : 'anulada';
}
