import { generateKeyPairSync } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { audit } from '../../audit/audit-log';
import { reissueTicket } from '../../modules/ordenes';
import { createTicketSigner, type TicketSigner } from '../../tickets/ticket-signer';
import type { DbTx } from '../executor';
import { ordenes, tickets, transferencias, usuarios } from '../schema/index';
import { DEMO_BUYERS } from './demo-orders';
import { days } from './demo-time';

/**
 * One transfer already made (issue 13), so the organiser's sales page of the door event shows
 * "Entradas transferidas" and the door lists the new holder: Lucía Romero sent one of her
 * unscanned tickets to Mateo Sosa two days ago, the way POST /Entrada/Transferir does it.
 */
export async function insertDemoTransfer(
  tx: DbTx,
  opts: { idEvento: number; now: Date; signer?: TicketSigner },
): Promise<void> {
  const signer = opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  const [from, to] = await Promise.all(
    [DEMO_BUYERS[0].correo, DEMO_BUYERS[1].correo].map(async (correo) => {
      const [u] = await tx.select().from(usuarios).where(eq(usuarios.correo, correo));
      return u!;
    }),
  );
  const [ticket] = await tx
    .select({
      idTicket: tickets.idTicket,
      uid: tickets.uid,
      idFecha: tickets.idFecha,
      cdTipo: tickets.cdTipo,
      idEvento: ordenes.idEvento,
    })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .where(
      and(
        eq(ordenes.idEvento, opts.idEvento),
        eq(tickets.idUsuario, from!.idUsuario),
        isNull(tickets.usadoAt),
      ),
    )
    .orderBy(asc(tickets.idTicket))
    .limit(1);
  if (!ticket) return;
  const at = new Date(opts.now.getTime() - days(2));
  await reissueTicket(tx, signer, ticket, to!.idUsuario, at);
  const [row] = await tx
    .insert(transferencias)
    .values({
      idTicket: ticket.idTicket,
      deUsuario: from!.idUsuario,
      correo: to!.correo,
      aUsuario: to!.idUsuario,
      estado: 'aceptada',
      creadaAt: at,
      cerradaAt: at,
    })
    .returning({ id: transferencias.idTransferencia });
  await audit(tx, [
    {
      idUsuario: from!.idUsuario,
      accion: 'transferencia_aceptada',
      entidad: 'ticket',
      idEntidad: ticket.idTicket,
      detalle: {
        idTransferencia: row!.id,
        correo: to!.correo,
        aUsuario: to!.idUsuario,
        tidAnterior: ticket.uid,
      },
      at,
    },
  ]);
}
