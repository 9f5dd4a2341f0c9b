import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCEL_MSG,
  type ProgresoReembolsos,
  type ReembolsoLinea,
  type ReembolsosEvento,
} from '@shared/api/after-sale';
import { ESTADO_EVENTO, ESTADOS_EVENTO } from '@shared/domain/catalogs';
import type { ReembolsoEstado } from '@shared/domain/orders';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { refundProgress } from '@shared/domain/refund-progress';
import { MSG } from '@shared/messages';
import { CANCEL_MAIL } from '@shared/texts/after-sale';
import { CUENTA_ELIMINADA } from '@shared/validation/profile';
import type { Db } from '../../db/client';
import type { DbExecutor, DbTx } from '../../db/executor';
import { eventos, fechas, listaEspera, reventas, usuarios } from '../../db/schema/index';
import type { JobSender } from '../../jobs/job-queue';
import { REFUND_TASK, sendRefunds } from '../../jobs/refund-task';
import { queueMails, type Mail } from '../../mail/outbox';
import { conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import {
  buyerIdOf,
  endCancelledEventOrders,
  eventRefundRows,
  takeOffResale,
  type CancelledOrder as OrdenRow,
} from '../ordenes';
import { guestCancellationMails } from '../lista/lista-mails';

/** The statuses the organiser's table offers "cancel" in (shared/domain/organiser-actions.ts). */
const CANCELABLES = ESTADOS_EVENTO.map((e) => e.cdEstado).filter((e) =>
  canOrganiser(e, 'cancelar'),
);

/** One line's refund state: the worst of the order's refunds (none yet: null). */
function estadoDe(estados: ReadonlyArray<ReembolsoEstado>): ReembolsoEstado | null {
  if (estados.length === 0) return null;
  if (estados.includes('fallido')) return 'fallido';
  return estados.includes('pendiente') ? 'pendiente' : 'hecho';
}

/**
 * Cancelling an event (/cancelar-evento): in one transaction the event becomes
 * Borrado, its pending orders give their holds back, every paid order gets a refund row for
 * all it paid, each buyer one mail with the reason, and each refund a job in the job queue
 * (jobs/refund-task.ts). The answer comes right after the commit, the refunds still
 * pendiente: an event with thousands of buyers does not hold the organiser's request while
 * the provider is called thousands of times. The page follows them with GET
 * /Evento/GetReembolsos; one that fails stays visible as fallido and the refund pass
 * (pagos-service retryRefunds) finishes it. Without a job queue (tests of other modules)
 * that pass alone attempts them: their rows are due at once.
 */
export function createCancelacionesService(deps: {
  db: Db;
  jobs: JobSender | null;
  now: () => Date;
  clearListCache: () => void;
}) {
  const { db } = deps;

  /** The caller's own event; anyone else's does not exist for them. */
  async function ownEvento(exec: DbExecutor, viewer: Viewer, idEvento: number) {
    const [row] = await exec
      .select({
        idEvento: eventos.idEvento,
        idUsuario: eventos.idUsuario,
        nombre: eventos.nombre,
        cdEstado: eventos.cdEstado,
      })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento));
    if (!row || row.idUsuario !== viewer.idUsuario) throw notFound(MSG.eventoNoEncontrado);
    return row;
  }

  /**
   * Before the cancellation: the paid orders that would be refunded. After: every order that
   * had been paid, with its refund's state.
   */
  async function view(
    exec: DbExecutor,
    evento: { idEvento: number; nombre: string; cdEstado: number },
  ): Promise<ReembolsosEvento> {
    const cancelado = evento.cdEstado === ESTADO_EVENTO.BORRADO;
    const rows = await eventRefundRows(exec, evento.idEvento, cancelado);
    const lineas: ReembolsoLinea[] = rows.map((r) => ({
      idOrden: r.idOrden,
      comprador: r.eliminadoAt
        ? CUENTA_ELIMINADA.nombre
        : `${r.compradorNombre ?? r.nombre} ${r.compradorApellido ?? r.apellido}`.trim(),
      entradas: r.entradas,
      monto: r.total,
      ordenEstado: r.estado,
      estado: cancelado ? estadoDe(r.refundStates) : null,
    }));
    return {
      idEvento: evento.idEvento,
      nombre: evento.nombre,
      cdEstado: evento.cdEstado,
      lineas,
      total: lineas.reduce((sum, l) => sum + l.monto, 0),
    };
  }

  /** One mail per buyer (all their orders of the event together), with the reason and amount. */
  async function buyerMails(
    tx: DbExecutor,
    evento: string,
    motivo: string,
    pagadas: OrdenRow[],
  ): Promise<Mail[]> {
    if (pagadas.length === 0) return [];
    const buyers = await tx
      .select({
        idUsuario: usuarios.idUsuario,
        correo: usuarios.correo,
        nombre: usuarios.nombre,
        eliminadoAt: usuarios.eliminadoAt,
      })
      .from(usuarios)
      .where(
        inArray(usuarios.idUsuario, [
          // A door sale has no account to write to.
          ...new Set(pagadas.filter((o) => o.idUsuario !== null).map(buyerIdOf)),
        ]),
      );
    // An anonymised account has no address left to write to.
    return buyers
      .filter((b) => b.eliminadoAt === null)
      .map((b) => {
        const own = pagadas.filter((o) => o.idUsuario === b.idUsuario);
        return {
          destinatario: b.correo,
          asunto: CANCEL_MSG.asunto(evento),
          cuerpo: CANCEL_MAIL.cuerpo({
            nombre: own[0]!.compradorNombre ?? b.nombre,
            evento,
            motivo,
            monto: formatPesos(own.reduce((sum, o) => sum + o.total, 0)),
            compras: own.map((o) => formatOrderNumber(o.numero)),
          }),
        };
      });
  }

  /**
   * Everything the cancellation changes, the refunds' jobs included, or nothing. Answers the
   * refunds as committed (pendiente): read in the transaction, so the answer never races the
   * jobs it queued.
   */
  async function cancelInTransaction(
    viewer: Viewer,
    idEvento: number,
    motivo: string,
  ): Promise<ReembolsosEvento> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const evento = await ownEvento(tx, viewer, idEvento);
      if (!canOrganiser(evento.cdEstado, 'cancelar')) throw conflict(CANCEL_MSG.noCancelable);
      // Conditional: whoever moves the event first (the lifecycle job, a second click) wins.
      const moved = await tx
        .update(eventos)
        .set({
          cdEstado: ESTADO_EVENTO.BORRADO,
          updatedAt: now,
          // Its refunds below are written at this instant; whether it was public decides
          // whether its page stays open by link (modules/eventos/evento-visibility.ts).
          canceladoAt: now,
          canceladoDesde: evento.cdEstado,
        })
        .where(and(eq(eventos.idEvento, idEvento), inArray(eventos.cdEstado, CANCELABLES)))
        .returning({ idEvento: eventos.idEvento });
      if (moved.length === 0) throw conflict(CANCEL_MSG.noCancelable);
      await cancelOrders(tx, evento, motivo, now);
      return view(tx, { ...evento, cdEstado: ESTADO_EVENTO.BORRADO });
    });
  }

  /**
   * The cancelled event's wait list and resales end, its orders give their stock back,
   * invitations are voided and paid orders refunded: rows, mails and jobs.
   */
  async function cancelOrders(
    tx: DbTx,
    evento: { idEvento: number; nombre: string },
    motivo: string,
    now: Date,
  ): Promise<void> {
    const { idEvento } = evento;
    // Nobody waits for a cancelled night, and no ticket of it stays on resale (issue 13):
    // offers among the pending orders below end with them.
    await tx
      .update(listaEspera)
      .set({ estado: 'cancelada', actualizadaAt: now })
      .where(
        and(
          eq(listaEspera.idEvento, idEvento),
          inArray(listaEspera.estado, ['esperando', 'ofertada']),
        ),
      );
    const delisted = await tx
      .update(reventas)
      .set({ estado: 'cancelada', actualizadaAt: now })
      .where(
        and(
          inArray(reventas.estado, ['publicada', 'ofertada']),
          sql`${reventas.idFecha} in (select ${fechas.idFecha} from ${fechas}
            where ${fechas.idEvento} = ${idEvento})`,
        ),
      )
      .returning({ idTicket: reventas.idTicket });
    await takeOffResale(
      tx,
      delisted.map((d) => d.idTicket),
    );

    const { pagadas, invitaciones, refunds } = await endCancelledEventOrders(
      tx,
      idEvento,
      motivo,
      now,
    );
    if (invitaciones.length > 0)
      await queueMails(tx, await guestCancellationMails(tx, invitaciones, evento.nombre, motivo));
    await queueMails(tx, await buyerMails(tx, evento.nombre, motivo, pagadas));
    if (deps.jobs) await sendRefunds(deps.jobs, tx, refunds);
  }

  return {
    /** GET /Evento/GetProgresoReembolsos: the caller's cancelled events, as /cancelar-evento counts. */
    async progreso(viewer: Viewer): Promise<ProgresoReembolsos[]> {
      const cancelados = await db
        .select({ idEvento: eventos.idEvento, nombre: eventos.nombre, cdEstado: eventos.cdEstado })
        .from(eventos)
        .where(
          and(eq(eventos.idUsuario, viewer.idUsuario), eq(eventos.cdEstado, ESTADO_EVENTO.BORRADO)),
        )
        .orderBy(asc(eventos.idEvento));
      // An organiser cancels few events: each is counted as its own page counts it.
      return Promise.all(
        cancelados.map(async (e) => {
          const { total, hechos, fallidos } = refundProgress((await view(db, e)).lineas);
          return { idEvento: e.idEvento, total, hechos, fallidos };
        }),
      );
    },

    /** GET /Evento/GetReembolsos. */
    async reembolsos(viewer: Viewer, idEvento: number): Promise<ReembolsosEvento> {
      return view(db, await ownEvento(db, viewer, idEvento));
    },

    /** POST /Evento/CancelarEvento: answers once committed, the refunds pendiente (queued). */
    async cancelar(
      viewer: Viewer,
      input: { idEvento: number; motivo: string },
    ): Promise<ReembolsosEvento> {
      const answer = await cancelInTransaction(viewer, input.idEvento, input.motivo);
      deps.clearListCache();
      deps.jobs?.wake(REFUND_TASK);
      return answer;
    },
  };
}

export type CancelacionesService = ReturnType<typeof createCancelacionesService>;
