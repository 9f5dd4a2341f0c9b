import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  LISTA_MSG,
  type agregarInvitadosSchema,
  type InvitadoView,
  type ListaEvento,
} from '@shared/api/guest-list';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { LISTA_NOMBRE_MAX, listDeadline } from '@shared/domain/guest-list';
import { GUEST_PLACES } from '@shared/domain/stock';
import type { Db } from '../../db/client';
import type { DbExecutor, DbTx } from '../../db/executor';
import { entradas, eventos, fechas, invitados, usuarios } from '../../db/schema/index';
import { audit } from '../../audit/audit-log';
import { queueMails } from '../../mail/outbox';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import type { TicketSigner } from '../../tickets/ticket-signer';
import { ownedEvent } from '../eventos';
import {
  guestEnteredAt,
  guestOrderStands,
  inviteGuests,
  lockGuestOrder,
  lockStockRows,
  reserveLines,
  voidGuestOrder,
} from '../ordenes';
import type { StockReturned } from '../ordenes';
import { invitationMails, listaClaims } from './lista-mails';
import { guestTicketPdf } from './lista-pdf';
import { eventStock, lugaresDe } from '../cupos';
import { createRrppListas } from './lista-rrpp';
import { MSG } from '@shared/messages';

type Payload = z.output<typeof agregarInvitadosSchema>;
export type GuestLines = ReturnType<typeof checkLines>;

/** The RRPP whose list a guest is on. */
const rrppUsuario = alias(usuarios, 'rrpp_usuario');

/** Events whose list may change: approved, on sale, or with sales closed before the night. */
const CON_LISTA: ReadonlyArray<number> = [
  ESTADO_EVENTO.APROBADO,
  ESTADO_EVENTO.EN_VENTA,
  ESTADO_EVENTO.FIN_VENTA,
];

const email = z.email();

/** Each line checked in order, so the answer names the first one at fault; e-mails lower-cased. */
export function checkLines(lines: Payload['invitados']) {
  const seen = new Set<string>();
  return lines.map((l, i) => {
    const linea = i + 1;
    const nombre = l.nombre.trim().replace(/\s+/g, ' ');
    const correo = l.email.trim().toLowerCase();
    if (nombre === '') throw badRequest(LISTA_MSG.nombreFalta(linea));
    if (nombre.length > LISTA_NOMBRE_MAX)
      throw badRequest(LISTA_MSG.nombreLargo(linea, LISTA_NOMBRE_MAX));
    if (correo.length > 254 || !email.safeParse(correo).success)
      throw badRequest(LISTA_MSG.correoInvalido(linea));
    if (seen.has(correo)) throw badRequest(LISTA_MSG.repetidoEnCarga(linea, correo));
    seen.add(correo);
    return { nombre, email: correo };
  });
}

/**
 * Guest lists (issue 14, shared/api/guest-list.ts). A guest is an order of origen 'lista' (no
 * buyer account, no provider, free through Pulso) with one item on the stock row they enter
 * as and one signed ticket, so the door, its counts, revocation and cancellation need nothing
 * of their own; `invitados` keeps the guest and the list's terms.
 */
export function createListaService(deps: {
  db: Db;
  signer: TicketSigner;
  now: () => Date;
  /** A withdrawn guest's place is offered to the wait list (issue 13). */
  offerReturned?: StockReturned;
}) {
  const { db } = deps;

  async function views(exec: DbExecutor, where: SQL): Promise<InvitadoView[]> {
    const rows = await exec
      .select({
        idInvitado: invitados.idInvitado,
        idFecha: invitados.idFecha,
        nombre: invitados.nombre,
        email: invitados.email,
        cdTipo: entradas.cdTipo,
        dsTipo: entradas.nombre,
        modalidad: invitados.modalidad,
        precioPuerta: invitados.precioPuerta,
        hasta: invitados.hasta,
        ingresoAt: guestEnteredAt(invitados.idOrden),
        vigente: guestOrderStands(invitados.idOrden),
        createdAt: invitados.createdAt,
        rrpp: sql<string | null>`trim(${rrppUsuario.nombre} || ' ' || ${rrppUsuario.apellido})`,
      })
      .from(invitados)
      .leftJoin(rrppUsuario, eq(rrppUsuario.idUsuario, invitados.idRrpp))
      .innerJoin(entradas, eq(entradas.idEntrada, invitados.idEntrada))
      .where(where)
      .orderBy(asc(invitados.idFecha), asc(invitados.nombre), asc(invitados.idInvitado));
    return rows.map(({ vigente, hasta, ingresoAt, createdAt, rrpp, ...r }) => ({
      ...r,
      hasta: hasta?.toISOString() ?? null,
      ingresoAt: ingresoAt?.toISOString() ?? null,
      anulado: !vigente,
      createdAt: createdAt.toISOString(),
      ...(rrpp !== null && { rrpp }),
    }));
  }

  /**
   * Adds checked guests to a day on the list's terms, inside the caller's transaction (who may
   * is the caller's to decide): under the event's share lock (a cancellation waits) and the
   * day's stock locks (purchases queue), the places are taken as a sale takes them; each
   * guest's order, ticket and invitation mail (its link under `siteUrl`) with them.
   */
  async function addGuests(
    tx: DbTx,
    body: Omit<Payload, 'invitados'>,
    lines: ReturnType<typeof checkLines>,
    now: Date,
    opts: { creadoPor: number; idRrpp: number | null; siteUrl: string },
  ): Promise<number[]> {
    const [evento] = await tx
      .select({ cdEstado: eventos.cdEstado, nombre: eventos.nombre })
      .from(eventos)
      .where(eq(eventos.idEvento, body.idEvento))
      .for('share');
    if (!evento) throw notFound(MSG.eventoNoEncontrado);
    if (!CON_LISTA.includes(evento.cdEstado)) throw conflict(LISTA_MSG.eventoNoDisponible);
    const [dia] = await tx
      .select({ inicio: fechas.inicio, fin: fechas.fin })
      .from(fechas)
      .where(and(eq(fechas.idFecha, body.idFecha), eq(fechas.idEvento, body.idEvento)));
    const locked = dia ? await lockStockRows(tx, [body.idFecha]) : [];
    const row = locked.find((r) => r.idEntrada === body.idEntrada);
    if (!dia || !row) throw notFound(LISTA_MSG.entradaNoEncontrada);
    if (dia.fin <= now) throw conflict(LISTA_MSG.diaTerminado);
    if (body.precioPuerta > row.precio) throw badRequest(LISTA_MSG.precioMayor);

    const already = await tx
      .select({ email: invitados.email })
      .from(invitados)
      .where(
        and(
          eq(invitados.idFecha, body.idFecha),
          isNull(invitados.anuladoAt),
          inArray(
            invitados.email,
            lines.map((l) => l.email),
          ),
        ),
      )
      .limit(1);
    if (already[0]) throw conflict(LISTA_MSG.yaInvitado(already[0].email));

    const line = { idEntrada: row.idEntrada, idFecha: row.idFecha, cdTipo: row.cdTipo };
    if (await reserveLines(tx, [{ ...line, cantidad: lines.length }], GUEST_PLACES))
      throw conflict(LISTA_MSG.sinLugar(await lugaresDe(tx, row.idEntrada, GUEST_PLACES)));

    const hasta = body.hasta ? listDeadline(dia.inicio, body.hasta) : null;
    const lista = listaClaims({ hasta, precio: body.precioPuerta });
    const orders = await inviteGuests(
      tx,
      deps.signer,
      { idEvento: body.idEvento, line, nombres: lines.map((l) => l.nombre), lista },
      now,
    );
    const added: number[] = [];
    for (const [i, guest] of lines.entries()) {
      const [invitado] = await tx
        .insert(invitados)
        .values({
          idEvento: body.idEvento,
          idFecha: body.idFecha,
          idEntrada: row.idEntrada,
          idOrden: orders[i]!,
          nombre: guest.nombre,
          email: guest.email,
          modalidad: body.modalidad,
          precioPuerta: body.precioPuerta,
          hasta,
          creadoPor: opts.creadoPor,
          idRrpp: opts.idRrpp,
          createdAt: now,
        })
        .returning({ idInvitado: invitados.idInvitado });
      added.push(invitado!.idInvitado);
    }
    await queueMails(
      tx,
      await invitationMails(tx, added, { evento: evento.nombre, siteUrl: opts.siteUrl }),
    );
    // Who in the team put whom on a list: the team's activity (audit-log).
    await audit(tx, [
      {
        idUsuario: opts.creadoPor,
        accion: 'lista_alta',
        entidad: 'evento',
        idEntidad: body.idEvento,
        detalle: {
          idFecha: body.idFecha,
          invitados: lines.map((l) => l.nombre),
          ...(opts.idRrpp !== null && { idRrpp: opts.idRrpp }),
        },
        at: now,
      },
    ]);
    return added;
  }

  /**
   * Withdraws a guest once `authorize` lets the caller (it throws otherwise): the guest's order
   * is voided (its ticket stops admitting, at the door too) and the place goes back to the day,
   * unless the guest already got in. The ticket's row is locked first, as the door's check-in
   * locks it: one of the two wins.
   */
  async function withdraw(
    idInvitado: number,
    quien: number,
    authorize: (tx: DbTx, found: { idEvento: number; idRrpp: number | null }) => Promise<void>,
  ): Promise<InvitadoView> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          idEvento: invitados.idEvento,
          idOrden: invitados.idOrden,
          idFecha: invitados.idFecha,
          idEntrada: invitados.idEntrada,
          idRrpp: invitados.idRrpp,
          nombre: invitados.nombre,
        })
        .from(invitados)
        .where(eq(invitados.idInvitado, idInvitado));
      if (!found) throw notFound(LISTA_MSG.invitadoNoEncontrado);
      await authorize(tx, found);
      // The order and its ticket locked before anything is decided (as the door's scan does).
      const orden = await lockGuestOrder(tx, found.idOrden);
      if (!orden.stands) throw conflict(LISTA_MSG.yaQuitado);
      if (orden.enteredAt) throw conflict(LISTA_MSG.yaIngreso);
      await voidGuestOrder(tx, found, now, deps.offerReturned);
      await tx
        .update(invitados)
        .set({ anuladoAt: now })
        .where(eq(invitados.idInvitado, idInvitado));
      await audit(tx, [
        {
          idUsuario: quien,
          accion: 'lista_baja',
          entidad: 'evento',
          idEntidad: found.idEvento,
          detalle: { idFecha: found.idFecha, invitado: found.nombre },
          at: now,
        },
      ]);
    });
    return (await views(db, eq(invitados.idInvitado, idInvitado)))[0]!;
  }

  return {
    /** GET /Lista/GetLista: the event's days with their stock rows, and every guest. */
    async lista(viewer: Viewer, idEvento: number): Promise<ListaEvento> {
      const evento = await ownedEvent(db, viewer, idEvento, 'listas');
      const [dias, stock, lista] = await Promise.all([
        db
          .select({ idFecha: fechas.idFecha, inicio: fechas.inicio, fin: fechas.fin })
          .from(fechas)
          .where(eq(fechas.idEvento, idEvento))
          .orderBy(asc(fechas.inicio), asc(fechas.idFecha)),
        eventStock(db, idEvento, GUEST_PLACES),
        views(db, eq(invitados.idEvento, idEvento)),
      ]);
      return {
        idEvento,
        nombre: evento.nombre,
        dias: dias.map((d) => {
          const day = stock.filter((r) => r.idFecha === d.idFecha);
          return {
            idFecha: d.idFecha,
            inicio: d.inicio.toISOString(),
            fin: d.fin.toISOString(),
            entradas: day.map((r) => ({
              idEntrada: r.idEntrada,
              cdTipo: r.cdTipo,
              dsTipo: r.dsTipo,
              precio: r.precio,
              disponibles: r.lugares,
            })),
          };
        }),
        invitados: lista,
      };
    },

    /** POST /Lista/AgregarInvitados: every guest or none (addGuests), by who manages lists. */
    async agregar(viewer: Viewer, body: Payload, siteUrl: string): Promise<InvitadoView[]> {
      const lines = checkLines(body.invitados);
      if (body.modalidad === 'descuento' && body.precioPuerta <= 0)
        throw badRequest(LISTA_MSG.precioPuerta);
      if (body.modalidad === 'free' && body.precioPuerta !== 0)
        throw badRequest(LISTA_MSG.precioNoCorresponde);
      const now = deps.now();
      const ids = await db.transaction(async (tx) => {
        await ownedEvent(tx, viewer, body.idEvento, 'listas');
        return addGuests(tx, body, lines, now, {
          creadoPor: viewer.idUsuario,
          idRrpp: null,
          siteUrl,
        });
      });
      return views(db, inArray(invitados.idInvitado, ids));
    },

    /**
     * POST /Lista/QuitarInvitado: the guest's order is voided (its ticket stops admitting, at
     * the door too) and the place goes back to the day, unless the guest already got in. The
     * ticket's row is locked first, as the door's check-in locks it: one of the two wins.
     */
    quitar: (viewer: Viewer, idInvitado: number): Promise<InvitadoView> =>
      withdraw(idInvitado, viewer.idUsuario, async (tx, found) => {
        await ownedEvent(tx, viewer, found.idEvento, 'listas').catch(() => {
          throw notFound(LISTA_MSG.invitadoNoEncontrado);
        });
      }),

    ...createRrppListas({ db, now: deps.now, views, addGuests, withdraw, checkLines }),

    /** GET /Lista/Entrada: the guest's ticket for the mail's link; null once it no longer admits. */
    entradaPdf: (token: string) => guestTicketPdf(db, token, deps.now()),
  };
}

export type ListaService = ReturnType<typeof createListaService>;
