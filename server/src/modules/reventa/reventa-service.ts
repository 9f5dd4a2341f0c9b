import { formatDiaSemana, formatPesos } from '@shared/format/es-ar';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { TICKET_MSG } from '@shared/api/after-sale';
import {
  RESALE_MSG,
  type ReventaEstado,
  type ReventaView,
  type RevenderPayload,
  type TicketReventa,
} from '@shared/api/waitlist';
import { templateTotalOf } from '@shared/domain/stock';
import { RESALE_REFUND_REASON, WAITLIST_MAIL } from '@shared/texts/waitlist';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { reventas, transferencias, usuarios } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { OfferPass } from '../lista-espera/offer-pass';
import {
  afterSaleTicket,
  markOnResale,
  resaleRefundOf,
  settleResoldTicket,
  takeOffResale,
  ticketPaidShare,
} from '../ordenes';
import { whyNotResellable } from './resale-rules';

/**
 * A ticket with what the resale rules need (modules/ordenes reads it; its row and its order's
 * locked inside a change), and whether a transfer of it is under way.
 */
async function ticketFacts(exec: DbExecutor, idTicket: number, lock: boolean) {
  const ticket = await afterSaleTicket(exec, idTicket, lock);
  if (!ticket) return null;
  const [pending] = await exec
    .select({ idTransferencia: transferencias.idTransferencia })
    .from(transferencias)
    .where(and(eq(transferencias.idTicket, idTicket), eq(transferencias.estado, 'pendiente')))
    .limit(1);
  return { ...ticket, transferenciaPendiente: pending !== undefined };
}
type Facts = NonNullable<Awaited<ReturnType<typeof ticketFacts>>>;

const rulesOf = (f: Facts) => ({ ...f, compradaPorTitular: f.idUsuario === f.comprador });

/**
 * What the ticket itself cost its buyer (modules/ordenes, `ticketPaidShare`): a resale is capped
 * at its price less its share of the discount, so the seller's refund never exceeds the payment
 * it comes from; its share of the fee the seller does not get back.
 */
const ticketShare = ticketPaidShare;

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
    const [r] = await exec
      .select()
      .from(reventas)
      .where(
        and(
          eq(reventas.idTicket, idTicket),
          inArray(reventas.estado, ['publicada', 'ofertada', 'vendida']),
        ),
      )
      .orderBy(desc(reventas.idReventa))
      .limit(1);
    if (!r) return null;
    const reembolso = await resaleRefundOf(exec, r.idReventa);
    return {
      idReventa: r.idReventa,
      precio: r.precio,
      estado: r.estado as ReventaEstado,
      creadaAt: r.creadaAt.toISOString(),
      reembolso,
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
        if (!(await markOnResale(tx, f))) throw conflict(RESALE_MSG.usada);
        const cdTipo = templateTotalOf(f.cdTipo) ?? f.cdTipo;
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
        await takeOffResale(tx, [r.idTicket]);
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
      const t = await settleResoldTicket(
        tx,
        {
          idReventa: r.idReventa,
          idTicket: r.idTicket,
          precio: r.precio,
          motivo: RESALE_REFUND_REASON,
        },
        now,
      );
      await tx
        .update(reventas)
        .set({ estado: 'vendida', actualizadaAt: now })
        .where(eq(reventas.idReventa, r.idReventa));
      const [seller] = await tx
        .select({ correo: usuarios.correo, nombre: usuarios.nombre })
        .from(usuarios)
        .where(eq(usuarios.idUsuario, r.idVendedor));
      await queueMails(tx, [
        {
          destinatario: seller!.correo,
          asunto: WAITLIST_MAIL.vendidaAsunto(t.evento),
          cuerpo: WAITLIST_MAIL.vendidaCuerpo({
            nombre: seller!.nombre,
            evento: t.evento,
            tipo: t.tipo,
            dia: formatDiaSemana(t.inicio),
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
      return t.idOrden;
    },
  };
}

export type ReventaService = ReturnType<typeof createReventaService>;
