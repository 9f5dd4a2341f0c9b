import { formatDiaSemana, formatHora } from '@shared/format/es-ar';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TICKET_MSG } from '@shared/api/after-sale';
import {
  TRANSFER_MSG,
  type EntradaTransferida,
  type TicketTransferencia,
  type TransferenciaEstado,
  type TransferenciaPublica,
  type TransferenciaView,
} from '@shared/api/transfers';
import { ROL } from '@shared/domain/roles';
import { TRANSFER_MAIL } from '@shared/texts/transfers';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor, DbTx } from '../../db/executor';
import { transferencias, usuarioRoles, usuarios } from '../../db/schema/index';
import { queueMails, type Mail } from '../../mail/outbox';
import { conflict, notFound } from '../../plugins/problem';
import type { TicketSigner } from '../../tickets/ticket-signer';
import {
  afterSaleTicket,
  reissueTicket,
  ticketPlaces,
  ticketsHeldByOthers,
  type AfterSaleTicket,
} from '../ordenes';
import { whyNotTransferable } from './transfer-rules';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const fullName = (u: { nombre: string; apellido: string }) => `${u.nombre} ${u.apellido}`.trim();
const diaMail = (inicio: Date) => `${formatDiaSemana(inicio)}, ${formatHora(inicio)}`;

const de = alias(usuarios, 'de');
const para = alias(usuarios, 'para');

/** Transfers as TransferenciaView, by whatever `where` picks. */
async function views(exec: DbExecutor, where: SQL | undefined, newestFirst = false) {
  const rows = await exec
    .select({
      idTransferencia: transferencias.idTransferencia,
      idTicket: transferencias.idTicket,
      estado: transferencias.estado,
      correo: transferencias.correo,
      creadaAt: transferencias.creadaAt,
      cerradaAt: transferencias.cerradaAt,
      deNombre: de.nombre,
      deApellido: de.apellido,
      paraNombre: para.nombre,
      paraApellido: para.apellido,
    })
    .from(transferencias)
    .innerJoin(de, eq(de.idUsuario, transferencias.deUsuario))
    .leftJoin(para, eq(para.idUsuario, transferencias.aUsuario))
    .where(where)
    .orderBy(
      newestFirst ? desc(transferencias.creadaAt) : asc(transferencias.creadaAt),
      asc(transferencias.idTransferencia),
    );
  const places = await ticketPlaces(
    exec,
    rows.map((r) => r.idTicket),
  );
  return rows.map((r): TransferenciaView => ({
    idTransferencia: r.idTransferencia,
    idTicket: r.idTicket,
    idEvento: places.get(r.idTicket)!.idEvento,
    evento: places.get(r.idTicket)!.evento,
    dia: places.get(r.idTicket)!.inicio.toISOString(),
    dsTipo: places.get(r.idTicket)!.dsTipo,
    estado: r.estado as TransferenciaEstado,
    de: fullName({ nombre: r.deNombre, apellido: r.deApellido }),
    correo: r.correo,
    para:
      r.paraNombre === null
        ? null
        : fullName({ nombre: r.paraNombre, apellido: r.paraApellido ?? '' }),
    creadaAt: r.creadaAt.toISOString(),
    cerradaAt: r.cerradaAt?.toISOString() ?? null,
  }));
}

/**
 * Transfer to a friend (issue 13, shared/api/transfers.ts). Every change locks the ticket's row
 * first: a transfer, an acceptance, a cancellation and a door scan of the same ticket queue on
 * it, and the scan's guarded update (`admitTicket`, modules/ordenes/door-tickets.ts) also names the uid it
 * read, so a code that moved meanwhile is refused.
 */
export function createTransferenciasService(deps: {
  db: Db;
  signer: TicketSigner;
  now: () => Date;
}) {
  const { db, signer } = deps;

  /** The live account with this e-mail that can hold tickets (role 0), if any. */
  async function accountOf(tx: DbTx, correo: string) {
    const [row] = await tx
      .select({
        idUsuario: usuarios.idUsuario,
        nombre: usuarios.nombre,
        apellido: usuarios.apellido,
        correo: usuarios.correo,
      })
      .from(usuarios)
      .innerJoin(
        usuarioRoles,
        and(eq(usuarioRoles.idUsuario, usuarios.idUsuario), eq(usuarioRoles.cdRol, ROL.USUARIO)),
      )
      .where(and(sql`lower(${usuarios.correo}) = ${correo}`, isNull(usuarios.eliminadoAt)))
      .limit(1);
    return row ?? null;
  }

  async function personOf(tx: DbTx, idUsuario: number) {
    const [row] = await tx
      .select({ nombre: usuarios.nombre, apellido: usuarios.apellido, correo: usuarios.correo })
      .from(usuarios)
      .where(eq(usuarios.idUsuario, idUsuario));
    return row!;
  }

  /** Moves the ticket to `to` and mails both; false when a scan or another change came first. */
  async function deliver(
    tx: DbTx,
    ticket: AfterSaleTicket,
    from: { nombre: string; apellido: string; correo: string },
    to: { idUsuario: number; nombre: string; apellido: string; correo: string },
    siteUrl: string,
    now: Date,
  ) {
    if (!(await reissueTicket(tx, signer, ticket, to.idUsuario, now))) return false;
    const dia = diaMail(ticket.inicio);
    const tipo = ticket.dsTipo;
    const mails: Mail[] = [
      {
        destinatario: to.correo,
        asunto: TRANSFER_MAIL.asuntoRecibida(ticket.evento),
        cuerpo: TRANSFER_MAIL.recibida({
          nombre: to.nombre,
          de: fullName(from),
          evento: ticket.evento,
          dia,
          tipo,
          url: `${siteUrl}/entrada-adquirida?idTicket=${ticket.idTicket}`,
        }),
      },
      {
        destinatario: from.correo,
        asunto: TRANSFER_MAIL.asuntoEnviada(ticket.evento),
        cuerpo: TRANSFER_MAIL.enviada({
          nombre: from.nombre,
          para: fullName(to),
          evento: ticket.evento,
          dia,
          tipo,
        }),
      },
    ];
    await queueMails(tx, mails);
    return true;
  }

  return {
    /** POST /Entrada/Transferir. */
    async transferir(
      idUsuario: number,
      input: { idTicket: number; correo: string },
      siteUrl: string,
    ): Promise<TransferenciaView> {
      const now = deps.now();
      const idTransferencia = await db.transaction(async (tx) => {
        const ticket = await afterSaleTicket(tx, input.idTicket, true);
        if (!ticket || ticket.idUsuario !== idUsuario) throw notFound(TICKET_MSG.noEncontrada);
        const refusal = whyNotTransferable(ticket, now);
        if (refusal) throw conflict(refusal);
        const from = await personOf(tx, idUsuario);
        if (from.correo.toLowerCase() === input.correo) throw conflict(TRANSFER_MSG.aVosMismo);
        const [pending] = await tx
          .select({ id: transferencias.idTransferencia })
          .from(transferencias)
          .where(
            and(
              eq(transferencias.idTicket, ticket.idTicket),
              eq(transferencias.estado, 'pendiente'),
            ),
          );
        if (pending) throw conflict(TRANSFER_MSG.pendiente);

        const to = await accountOf(tx, input.correo);
        const token = to ? null : randomBytes(24).toString('base64url');
        const [row] = await tx
          .insert(transferencias)
          .values({
            idTicket: ticket.idTicket,
            deUsuario: idUsuario,
            correo: input.correo,
            aUsuario: to?.idUsuario ?? null,
            tokenHash: token ? hashToken(token) : null,
            estado: to ? 'aceptada' : 'pendiente',
            creadaAt: now,
            cerradaAt: to ? now : null,
          })
          .returning({ id: transferencias.idTransferencia });
        const id = row!.id;
        if (to) {
          // The row is locked and unscanned: the guarded update cannot miss here.
          await deliver(tx, ticket, from, to, siteUrl, now);
        } else {
          await queueMails(tx, [
            {
              destinatario: input.correo,
              asunto: TRANSFER_MAIL.asuntoInvitacion(fullName(from), ticket.evento),
              cuerpo: TRANSFER_MAIL.invitacion({
                de: fullName(from),
                evento: ticket.evento,
                dia: diaMail(ticket.inicio),
                tipo: ticket.dsTipo,
                url: `${siteUrl}/transferencia/${token}`,
              }),
            },
          ]);
        }
        await audit(tx, [
          {
            idUsuario,
            accion: to ? 'transferencia_aceptada' : 'transferencia_enviada',
            entidad: 'ticket',
            idEntidad: ticket.idTicket,
            detalle: {
              idTransferencia: id,
              correo: input.correo,
              aUsuario: to?.idUsuario ?? null,
              tidAnterior: to ? ticket.uid : null,
            },
            at: now,
          },
        ]);
        return id;
      });
      return (await views(db, eq(transferencias.idTransferencia, idTransferencia)))[0]!;
    },

    /** POST /Entrada/CancelarTransferencia: the sender, while nobody accepted it. */
    async cancelar(idUsuario: number, idTransferencia: number): Promise<TransferenciaView> {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const [t] = await tx
          .select()
          .from(transferencias)
          .where(eq(transferencias.idTransferencia, idTransferencia));
        if (!t || t.deUsuario !== idUsuario) throw notFound(TRANSFER_MSG.noEncontrada);
        // The ticket's row first, as everything else that changes this ticket.
        await afterSaleTicket(tx, t.idTicket, true);
        const [done] = await tx
          .update(transferencias)
          .set({ estado: 'cancelada', cerradaAt: now })
          .where(
            and(
              eq(transferencias.idTransferencia, idTransferencia),
              eq(transferencias.estado, 'pendiente'),
            ),
          )
          .returning({ id: transferencias.idTransferencia });
        if (!done) throw conflict(TRANSFER_MSG.yaNoPendiente);
        await audit(tx, [
          {
            idUsuario,
            accion: 'transferencia_cancelada',
            entidad: 'ticket',
            idEntidad: t.idTicket,
            detalle: { idTransferencia },
            at: now,
          },
        ]);
      });
      return (await views(db, eq(transferencias.idTransferencia, idTransferencia)))[0]!;
    },

    /** GET /Transferencia/Ver: what the link's page shows before accepting. */
    async ver(token: string): Promise<TransferenciaPublica> {
      const [view] = await views(db, eq(transferencias.tokenHash, hashToken(token)));
      if (!view) throw notFound(TRANSFER_MSG.linkInvalido);
      const { estado, de: from, evento, dia, dsTipo: tipo, correo } = view;
      return { estado, de: from, evento, dia, dsTipo: tipo, correo };
    },

    /** POST /Transferencia/Aceptar: the signed-in account takes the ticket. */
    async aceptar(idUsuario: number, token: string, siteUrl: string) {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const [t] = await tx
          .select()
          .from(transferencias)
          .where(eq(transferencias.tokenHash, hashToken(token)));
        if (!t) throw notFound(TRANSFER_MSG.linkInvalido);
        const ticket = (await afterSaleTicket(tx, t.idTicket, true))!;
        // Read again under the ticket's lock: a cancellation may have come first.
        const [current] = await tx
          .select({ estado: transferencias.estado })
          .from(transferencias)
          .where(eq(transferencias.idTransferencia, t.idTransferencia));
        if (current!.estado !== 'pendiente') throw conflict(TRANSFER_MSG.yaNoPendiente);
        if (t.deUsuario === idUsuario) throw conflict(TRANSFER_MSG.propia);
        const refusal = whyNotTransferable(ticket, now);
        if (refusal) throw conflict(refusal);
        // The sender still holds it (nothing else moves a ticket with a pending transfer).
        if (ticket.idUsuario !== t.deUsuario) throw conflict(TRANSFER_MSG.yaNoPendiente);
        const [from, to] = await Promise.all([personOf(tx, t.deUsuario), personOf(tx, idUsuario)]);
        if (!(await deliver(tx, ticket, from, { idUsuario, ...to }, siteUrl, now)))
          throw conflict(TRANSFER_MSG.usada);
        await tx
          .update(transferencias)
          .set({ estado: 'aceptada', aUsuario: idUsuario, cerradaAt: now })
          .where(eq(transferencias.idTransferencia, t.idTransferencia));
        await audit(tx, [
          {
            idUsuario,
            accion: 'transferencia_aceptada',
            entidad: 'ticket',
            idEntidad: ticket.idTicket,
            detalle: { idTransferencia: t.idTransferencia, tidAnterior: ticket.uid },
            at: now,
          },
        ]);
        return { idTicket: ticket.idTicket };
      });
    },

    /** GET /Entrada/MisTransferencias: what the person sent, newest first. */
    async enviadas(idUsuario: number) {
      return { enviadas: await views(db, eq(transferencias.deUsuario, idUsuario), true) };
    },

    /** TicketDetalle.transferencia for the ticket's holder. */
    async deTicket(idTicket: number): Promise<TicketTransferencia> {
      const [ticket, all] = await Promise.all([
        afterSaleTicket(db, idTicket, false),
        views(db, eq(transferencias.idTicket, idTicket)),
      ]);
      const pendiente = all.find((t) => t.estado === 'pendiente') ?? null;
      const motivo = pendiente ? null : whyNotTransferable(ticket!, deps.now());
      return {
        puedeTransferir: !pendiente && motivo === null,
        motivo,
        pendiente,
        historial: all.filter((t) => t.estado === 'aceptada'),
      };
    },

    /** VentasEvento.transferidas: sold tickets held by someone other than their buyer. */
    async transferidas(idEvento: number): Promise<EntradaTransferida[]> {
      const rows = await ticketsHeldByOthers(db, idEvento);
      return rows.map((r) => ({
        idTicket: r.idTicket,
        dia: r.inicio.toISOString(),
        dsTipo: r.dsTipo,
        comprador: fullName({ nombre: r.compradorNombre, apellido: r.compradorApellido }),
        titular: fullName({ nombre: r.titularNombre, apellido: r.titularApellido }),
        at: r.at.toISOString(),
      }));
    },
  };
}

export type TransferenciasService = ReturnType<typeof createTransferenciasService>;
