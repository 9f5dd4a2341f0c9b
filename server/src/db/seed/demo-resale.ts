import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { TIPO_ENTRADA } from '../../../../shared/domain/catalogs';
import { audit } from '../../audit/audit-log';
import type { DbTx } from '../executor';
import { ordenes, ordenItems, reventas, tickets } from '../schema/index';
import { days } from './demo-time';

/**
 * One ticket on resale (issue 13): on "Ritual Austral: Apertura de Temporada" the first night's
 * VIP is sold out, and a buyer who can't go listed one VIP ticket at face value a day ago,
 * the way POST /Entrada/Revender does it. Nobody waits yet: the first account to join that
 * wait list ("Anotarme en la lista de espera") gets the offer at once and pays it.
 */
export async function insertDemoResale(
  tx: DbTx,
  opts: { idEvento: number; idFecha: number; now: Date },
): Promise<void> {
  const [ticket] = await tx
    .select({
      idTicket: tickets.idTicket,
      idUsuario: tickets.idUsuario,
      idFecha: tickets.idFecha,
      precio: ordenItems.precioUnitario,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .where(
      and(
        eq(ordenes.idEvento, opts.idEvento),
        eq(tickets.idFecha, opts.idFecha),
        eq(tickets.cdTipo, TIPO_ENTRADA.VIP),
        eq(tickets.idUsuario, ordenes.idUsuario),
        isNull(tickets.usadoAt),
        sql`${ordenes.estado} = 'pagada'`,
      ),
    )
    .orderBy(asc(tickets.idTicket))
    .limit(1);
  if (!ticket) throw new Error('Demo seed: no VIP ticket to list for resale');
  const at = new Date(opts.now.getTime() - days(1));
  await tx.update(tickets).set({ enReventa: true }).where(eq(tickets.idTicket, ticket.idTicket));
  const [row] = await tx
    .insert(reventas)
    .values({
      idTicket: ticket.idTicket,
      // Selected where the holder is the buyer: never a guest-list ticket.
      idVendedor: ticket.idUsuario!,
      idFecha: ticket.idFecha,
      cdTipo: TIPO_ENTRADA.VIP,
      precio: ticket.precio,
      creadaAt: at,
      actualizadaAt: at,
    })
    .returning({ idReventa: reventas.idReventa });
  await audit(tx, [
    {
      idUsuario: ticket.idUsuario,
      accion: 'publicar',
      entidad: 'reventa',
      idEntidad: row!.idReventa,
      detalle: { idTicket: ticket.idTicket, precio: ticket.precio, pagado: ticket.precio },
      at,
    },
  ]);
}
