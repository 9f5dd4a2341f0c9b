import { formatDiaSemana, formatPesos } from '@shared/format/es-ar';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TICKET_MSG } from '@shared/api/after-sale';
import {
  RESALE_MSG,
  type ReventaEstado,
  type ReventaView,
  type RevenderPayload,
  type TicketReventa,
} from '@shared/api/waitlist';
import { regularTypeOf } from '@shared/domain/stock';
import { RESALE_REFUND_REASON, WAITLIST_MAIL } from '@shared/texts/waitlist';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  eventos,
  fechas,
  ordenes,
  ordenItems,
  reembolsos,
  reventas,
  tickets,
  ticketsRevocados,
  transferencias,
  usuarios,
} from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { OfferPass } from '../lista-espera/offer-pass';
import { orderReceipts, payingPagos, ticketImportesView } from '../ordenes';
import { whyNotResellable } from './resale-rules';

/** A ticket with what the resale rules need; its row and its order's locked inside a change. */
async function ticketFacts(exec: DbExecutor, idTicket: number, lock: boolean) {
  const query = exec
    .select({
      idTicket: tickets.idTicket,
      uid: tickets.uid,
      idUsuario: tickets.idUsuario,
      idOrden: tickets.idOrden,
      idFecha: tickets.idFecha,
      cdTipo: tickets.cdTipo,
      usadoAt: tickets.usadoAt,
      enReventa: tickets.enReventa,
      revendidaAt: tickets.revendidaAt,
      comprador: ordenes.idUsuario,
      ordenEstado: ordenes.estado,
      idItem: tickets.idItem,
      precio: ordenItems.precioUnitario,
      inicio: fechas.inicio,
      evento: eventos.nombre,
      permiteTransferencias: eventos.permiteTransferencias,
      transferenciaPendiente: sql<boolean>`exists (select 1 from ${transferencias}
        where ${transferencias.idTicket} = ${tickets.idTicket}
          and ${transferencias.estado} = 'pendiente')`,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .where(eq(tickets.idTicket, idTicket));
  // The order's row too: a refund or a withdrawal of it locks it first (refund-on-request.ts).
  const [row] = lock ? await query.for('no key update', { of: [tickets, ordenes] }) : await query;
  return row ?? null;
}
type Facts = NonNullable<Awaited<ReturnType<typeof ticketFacts>>>;

const rulesOf = (f: Facts) => ({ ...f, compradaPorTitular: f.idUsuario === f.comprador });

/**
 * What the ticket itself cost its buyer, from its order's receipt (shared/domain/receipt.ts,
 * what its ticket page shows): its price less its share of the discount (issue 14), and its
 * share of the fee, which the seller does not get back. A resale is capped at the first, so
 * the seller's refund never exceeds the payment it comes from (the tickets' shares add up to
 * it exactly).
 */
async function ticketShare(exec: DbExecutor, f: Facts) {
  const [receipts, [before]] = await Promise.all([
    orderReceipts(exec, [f.idOrden]),
    exec
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        and(
          eq(tickets.idOrden, f.idOrden),
          eq(tickets.idItem, f.idItem),
          sql`${tickets.idTicket} < ${f.idTicket}`,
        ),
      ),
  ]);
  return ticketImportesView(receipts.get(f.idOrden), f.idItem, before!.n);
}

/**
 * Resale at face value through the wait list (issue 13, shared/api/waitlist.ts). A listing
 * marks the ticket's own row (tickets.en_reventa), so the listing, a transfer and a door scan
 * of one ticket queue on that row and exactly one of them wins; the offer itself is made by
 * the wait list's offer pass; paying it lands in completeResale (through pagos-service).
 */
export function createReventaService(deps: {
  db: Db;
  offers: OfferPass;
  ensurePreference: (idOrden: number, siteUrl: string) => Promise<void>;
  now: () => Date;
  onCheckoutError?: (err: unknown, idOrden: number) => void;
}) {
  const { db } = deps;

  async function listingOf(exec: DbExecutor, idTicket: number): Promise<ReventaView | null> {
    const [row] = await exec
      .select({ r: reventas, monto: reembolsos.monto, estado: reembolsos.estado })
      .from(reventas)
      .leftJoin(reembolsos, eq(reembolsos.idReventa, reventas.idReventa))
      .where(
        and(
          eq(reventas.idTicket, idTicket),
          inArray(reventas.estado, ['publicada', 'ofertada', 'vendida']),
        ),
      )
      .orderBy(desc(reventas.idReventa))
      .limit(1);
    if (!row) return null;
    return {
      idReventa: row.r.idReventa,
      precio: row.r.precio,
      estado: row.r.estado as ReventaEstado,
      creadaAt: row.r.creadaAt.toISOString(),
      reembolso: row.monto === null ? null : { monto: row.monto, estado: row.estado! },
    };
  }

  async function deTicket(idTicket: number): Promise<TicketReventa> {
    const f = await ticketFacts(db, idTicket, false);
    if (!f) throw notFound(TICKET_MSG.noEncontrada);
    const [activa, share] = await Promise.all([listingOf(db, idTicket), ticketShare(db, f)]);
    const motivo = whyNotResellable(rulesOf(f), deps.now());
    return {
      puedeRevender: motivo === null,
      motivo: activa ? null : motivo,
      precioPagado: share.precioPagado,
      cargoServicioPagado: share.cargoServicio,
      activa,
    };
  }

  return {
    deTicket,

    /** POST /Entrada/Revender. */
    async revender(
      idUsuario: number,
      body: RevenderPayload,
      siteUrl: string,
    ): Promise<TicketReventa> {
      const now = deps.now();
      const offered = await db.transaction(async (tx) => {
        const f = await ticketFacts(tx, body.idTicket, true);
        if (!f || f.idUsuario !== idUsuario) throw notFound(TICKET_MSG.noEncontrada);
        const why = whyNotResellable(rulesOf(f), now);
        if (why) throw conflict(why);
        const paid = (await ticketShare(tx, f)).precioPagado;
        if (body.precio > paid)
          throw badRequest(RESALE_MSG.precioMayor(formatPesos(paid)), {
            precio: RESALE_MSG.precioMayor(formatPesos(paid)),
          });
        // Guarded like the door's update: a scan that won meanwhile leaves nothing listed.
        const marked = await tx
          .update(tickets)
          .set({ enReventa: true })
          .where(
            and(
              eq(tickets.idTicket, f.idTicket),
              eq(tickets.uid, f.uid),
              sql`${tickets.usadoAt} is null and not ${tickets.enReventa}`,
            ),
          )
          .returning({ idTicket: tickets.idTicket });
        if (marked.length === 0) throw conflict(RESALE_MSG.usada);
        const cdTipo = regularTypeOf(f.cdTipo) ?? f.cdTipo;
        const [listing] = await tx
          .insert(reventas)
          .values({
            idTicket: f.idTicket,
            idVendedor: idUsuario,
            idFecha: f.idFecha,
            cdTipo,
            precio: body.precio,
            creadaAt: now,
            actualizadaAt: now,
          })
          .returning({ idReventa: reventas.idReventa });
        await audit(tx, [
          {
            idUsuario,
            accion: 'publicar',
            entidad: 'reventa',
            idEntidad: listing!.idReventa,
            detalle: { idTicket: f.idTicket, precio: body.precio, pagado: f.precio },
            at: now,
          },
        ]);
        return deps.offers.offer(tx, [{ idFecha: f.idFecha, cdTipo }], now);
      });
      for (const idOrden of offered) {
        try {
          await deps.ensurePreference(idOrden, siteUrl);
        } catch (err) {
          deps.onCheckoutError?.(err, idOrden);
        }
      }
      return deTicket(body.idTicket);
    },

    /** POST /Entrada/CancelarReventa: while nobody holds an offer of it. */
    async cancelar(idUsuario: number, idReventa: number): Promise<TicketReventa> {
      const now = deps.now();
      const idTicket = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(reventas)
          .where(eq(reventas.idReventa, idReventa))
          .for('update');
        if (!r || r.idVendedor !== idUsuario || r.estado === 'cancelada')
          throw notFound(RESALE_MSG.noEncontrada);
        if (r.estado === 'ofertada') throw conflict(RESALE_MSG.ofertada);
        if (r.estado === 'vendida') throw conflict(RESALE_MSG.yaVendida);
        await tx
          .update(reventas)
          .set({ estado: 'cancelada', actualizadaAt: now })
          .where(eq(reventas.idReventa, idReventa));
        await tx.update(tickets).set({ enReventa: false }).where(eq(tickets.idTicket, r.idTicket));
        await audit(tx, [
          { idUsuario, accion: 'cancelar', entidad: 'reventa', idEntidad: idReventa, at: now },
        ]);
        return r.idTicket;
      });
      return deTicket(idTicket);
    },

    /**
     * A resale offer was paid (its buyer's new ticket just issued, in `tx`): the seller's code is
     * revoked, the listing is sold, and the seller's refund of the resale price is written for
     * the payment that bought the ticket. Answers the seller's order (its refund runs now).
     */
    async completeResale(tx: DbExecutor, idOrdenCompra: number, now: Date): Promise<number | null> {
      const [r] = await tx
        .select()
        .from(reventas)
        .where(and(eq(reventas.idOrden, idOrdenCompra), eq(reventas.estado, 'ofertada')))
        .for('update');
      if (!r) return null;
      const [t] = await tx
        .select({
          uid: tickets.uid,
          idOrden: tickets.idOrden,
          idFecha: tickets.idFecha,
          correo: usuarios.correo,
          nombre: usuarios.nombre,
          evento: eventos.nombre,
          inicio: fechas.inicio,
          // The type's name from the ticket's own stock row: an organiser may have renamed it.
          tipo: entradas.nombre,
        })
        .from(tickets)
        .innerJoin(usuarios, eq(usuarios.idUsuario, r.idVendedor))
        .innerJoin(fechas, eq(fechas.idFecha, tickets.idFecha))
        .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
        .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
        .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
        .where(eq(tickets.idTicket, r.idTicket))
        .for('no key update', { of: tickets });
      await tx
        .update(tickets)
        .set({ enReventa: false, revendidaAt: now })
        .where(eq(tickets.idTicket, r.idTicket));
      await tx.insert(ticketsRevocados).values({
        tid: t!.uid,
        idTicket: r.idTicket,
        idFecha: t!.idFecha,
        motivo: 'reventa',
        revocadoAt: now,
      });
      await tx
        .update(reventas)
        .set({ estado: 'vendida', actualizadaAt: now })
        .where(eq(reventas.idReventa, r.idReventa));
      const pagoOf = await payingPagos(tx, [t!.idOrden]);
      await tx.insert(reembolsos).values({
        idOrden: t!.idOrden,
        idPago: pagoOf.get(t!.idOrden) ?? null,
        idReventa: r.idReventa,
        monto: r.precio,
        motivo: RESALE_REFUND_REASON,
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
      });
      await queueMails(tx, [
        {
          destinatario: t!.correo,
          asunto: WAITLIST_MAIL.vendidaAsunto(t!.evento),
          cuerpo: WAITLIST_MAIL.vendidaCuerpo({
            nombre: t!.nombre,
            evento: t!.evento,
            tipo: t!.tipo,
            dia: formatDiaSemana(t!.inicio),
            monto: formatPesos(r.precio),
          }),
        },
      ]);
      await audit(tx, [
        {
          idUsuario: null,
          accion: 'vender',
          entidad: 'reventa',
          idEntidad: r.idReventa,
          detalle: { idTicket: r.idTicket, idOrdenCompra, precio: r.precio },
          at: now,
        },
      ]);
      return t!.idOrden;
    },
  };
}

export type ReventaService = ReturnType<typeof createReventaService>;
