import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbTx } from '../executor';
import { storeInvitation } from '../../modules/puerta/invitation-store';
import { escaneos, eventos, puertaPersonal, tickets } from '../schema/index';

/** The demo's door key: the upcoming day whose door is open right after seeding. */
export const DEMO_DOOR_EVENT = 'matine-barracas';

/** Invited to that door and not yet accepted: the organiser's screen shows it pending. */
export const DEMO_DOOR_INVITEE = 'barra@pulso.test';

/**
 * The door in the demo (issue 10): the door account is staff of the event whose door is
 * open now, and the attendee's ticket of the finished night was scanned in (as the check-in
 * records it: the winning scan on the ticket row, and its escaneos row), so she can rate it.
 * One invitation to that door waits for its answer (docs/decisions/0076-hostile-users.md);
 * its mail is in the outbox, so the link can be followed.
 */
export async function insertDemoDoor(
  tx: DbTx,
  opts: {
    validador: number;
    doorEvent: number;
    scanner: number;
    attendee: number;
    finished: { idEvento: number; idFecha: number; inicio: Date };
    organizer: number;
    siteUrl: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(puertaPersonal).values({
    idEvento: opts.doorEvent,
    idUsuario: opts.validador,
    addedAt: new Date(opts.finished.inicio.getTime()),
  });
  const [evento] = await tx
    .select({ nombre: eventos.nombre })
    .from(eventos)
    .where(eq(eventos.idEvento, opts.doorEvent));
  await storeInvitation(tx, {
    idEvento: opts.doorEvent,
    evento: evento!.nombre,
    correo: DEMO_DOOR_INVITEE,
    invitadoPor: opts.organizer,
    siteUrl: opts.siteUrl,
    now: opts.now,
  });
  const held = await tx
    .select({ idTicket: tickets.idTicket, codigo: tickets.codigo })
    .from(tickets)
    .where(and(eq(tickets.idUsuario, opts.attendee), eq(tickets.idFecha, opts.finished.idFecha)));
  const at = new Date(opts.finished.inicio.getTime() + 47 * 60_000);
  for (const t of held) {
    const idEscaneo = randomUUID();
    await tx.insert(escaneos).values({
      idEscaneo,
      idTicket: t.idTicket,
      idEvento: opts.finished.idEvento,
      idFecha: opts.finished.idFecha,
      puerta: 'Puerta 1',
      dispositivo: randomUUID(),
      idUsuario: opts.scanner,
      escaneadoAt: at,
      recibidoAt: at,
      resultado: 'admitido',
      codigoHash: createHash('sha256').update(t.codigo).digest('hex'),
    });
    await tx
      .update(tickets)
      .set({ usadoAt: at, usadoPuerta: 'Puerta 1', usadoEscaneo: idEscaneo })
      .where(eq(tickets.idTicket, t.idTicket));
  }
}
