import { formatPesos } from '@shared/format/es-ar';
import { formatOrderNumber } from '@shared/format/order-number';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import {
  ARREPENTIMIENTO_MSG,
  type ArrepentimientoPedido,
  type ArrepentimientoPreview,
  type ArrepentimientoView,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import {
  WITHDRAWAL_MAIL,
  WITHDRAWAL_REFUND_REASON,
  WITHDRAWAL_REQUEST_MAIL,
} from '@shared/texts/withdrawal';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { arrepentimientoSolicitudes, arrepentimientos } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { conflict, forbidden, gone, notFound } from '../../plugins/problem';
import type { AttemptCounter } from '../../plugins/rate-limit-store';
import {
  beginWholeOrderRefund,
  lockOrder,
  withdrawalFacts,
  withdrawalOf,
  type PagosService,
  type StockReturned,
  type WithdrawalFacts,
} from '../ordenes';
import {
  deadlineOf,
  hashLinkToken,
  limitLabel,
  newLinkToken,
  newWithdrawalCode,
  withdrawalRefusal,
} from './withdrawal-facts';

/**
 * How a request is answered and limited (docs/decisions/0076-hostile-users.md): every
 * well-formed request takes at least `answerMs`, so a match (an insert and a mail) cannot be
 * told from a miss by its timing; at most `mailsPerOrder` request mails per order and day.
 */
export const WITHDRAWAL_REQUEST = {
  answerMs: 300,
  mailsPerOrder: 3,
  mailWindowMs: 24 * 3600_000,
  linkHours: 48,
} as const;

/**
 * The withdrawal button (issue 13, shared/api/withdrawal.ts), in two steps: anyone may ask
 * (the same answer whatever was typed), and the buyer, signed in, confirms from the mailed link.
 * Confirming gives the whole order back, fee included, through the refund machinery every
 * refund uses (beginWholeOrderRefund, then the provider after the commit, the refund job on
 * failure). The request's row is locked first, then the order's (as a transfer or a refund
 * request lock it): two confirmations at once revoke once.
 */
export function createArrepentimientoService(deps: {
  db: Db;
  refunds: Pick<PagosService, 'attemptRefund'>;
  now: () => Date;
  /** Request mails per order in the window (app.attemptCounter). */
  mailsPerOrder: AttemptCounter;
  onRefundError?: (err: unknown, idReembolso: number) => void;
  /** The wait list takes the returned tickets (issue 13). */
  offerReturned?: StockReturned;
}) {
  const { db } = deps;

  async function view(idOrden: number): Promise<ArrepentimientoView> {
    const row = await withdrawalOf(db, idOrden);
    return {
      codigo: row!.codigo,
      idOrden,
      numero: row!.numero,
      evento: row!.evento,
      monto: row!.monto,
      solicitadoAt: row!.solicitadoAt.toISOString(),
      reembolso: row!.reembolso,
    };
  }

  /** Stores a request for a withdrawable order: its tracking code and the link's token. */
  async function newRequest(exec: DbExecutor, f: WithdrawalFacts, now: Date) {
    const token = newLinkToken();
    const codigo = newWithdrawalCode();
    const linkEnd = new Date(now.getTime() + WITHDRAWAL_REQUEST.linkHours * 3600_000);
    const deadline = deadlineOf(f);
    const expiresAt = linkEnd < deadline ? linkEnd : deadline;
    await exec.insert(arrepentimientoSolicitudes).values({
      idOrden: f.idOrden,
      codigo,
      tokenHash: hashLinkToken(token),
      correo: f.correo,
      solicitadoAt: now,
      expiresAt,
    });
    return { token, codigo, expiresAt };
  }

  /** The request behind a link, checked for this account; the order's facts with it. */
  async function requestFor(exec: DbExecutor, token: string, idUsuario: number, lock: boolean) {
    const query = exec
      .select()
      .from(arrepentimientoSolicitudes)
      .where(eq(arrepentimientoSolicitudes.tokenHash, hashLinkToken(token)));
    const [s] = lock ? await query.for('update') : await query;
    if (!s) throw notFound(ARREPENTIMIENTO_MSG.linkInvalido);
    if (lock) await lockOrder(exec, s.idOrden);
    const [f] = await withdrawalFacts(exec, { idOrden: s.idOrden });
    // Before anything about the request's state: another account learns nothing of it.
    if (!f || f.idUsuario !== idUsuario) throw forbidden(ARREPENTIMIENTO_MSG.otraCuenta);
    if (s.confirmadoAt) throw gone(ARREPENTIMIENTO_MSG.linkUsado);
    const now = deps.now();
    if (now >= s.expiresAt) throw gone(ARREPENTIMIENTO_MSG.linkVencido);
    const why = withdrawalRefusal(f, now);
    if (why) throw conflict(why);
    return { s, f, now };
  }

  return {
    /**
     * POST /Orden/Arrepentimiento: the same answer, in about the same time, whatever was
     * typed; what happens depends on it (nothing, a link to confirm, or why not), and is
     * only ever told to the purchase's own address.
     */
    async pedir(
      input: { numero: string; correo: string },
      siteUrl: string,
    ): Promise<ArrepentimientoPedido> {
      const started = performance.now();
      const now = deps.now();
      const [f] = await withdrawalFacts(db, { numero: input.numero });
      if (f && f.correo.toLowerCase() === input.correo) {
        const { count } = await deps.mailsPerOrder.hit(String(f.idOrden));
        if (count <= WITHDRAWAL_REQUEST.mailsPerOrder) {
          const numero = formatOrderNumber(f.numero);
          const nombre = f.compradorNombre ?? f.nombre;
          const why = withdrawalRefusal(f, now);
          await db.transaction(async (tx) => {
            if (why) {
              await queueMails(tx, [
                {
                  destinatario: f.correo,
                  asunto: WITHDRAWAL_REQUEST_MAIL.rechazoAsunto(f.evento),
                  cuerpo: WITHDRAWAL_REQUEST_MAIL.rechazo({
                    nombre,
                    evento: f.evento,
                    numero,
                    motivo: why,
                  }),
                },
              ]);
              return;
            }
            const { token, codigo, expiresAt } = await newRequest(tx, f, now);
            await queueMails(tx, [
              {
                destinatario: f.correo,
                asunto: WITHDRAWAL_REQUEST_MAIL.asunto(f.evento),
                cuerpo: WITHDRAWAL_REQUEST_MAIL.cuerpo({
                  nombre,
                  evento: f.evento,
                  numero,
                  codigo,
                  url: `${siteUrl}/arrepentimiento/confirmar/${token}`,
                  vence: limitLabel(expiresAt),
                }),
              },
            ]);
            await audit(tx, [
              {
                idUsuario: null,
                accion: 'arrepentimiento_pedido',
                entidad: 'orden',
                idEntidad: f.idOrden,
                detalle: { codigo },
                at: now,
              },
            ]);
          });
        }
      }
      const left = WITHDRAWAL_REQUEST.answerMs - (performance.now() - started);
      if (left > 0) await sleep(left);
      return { mensaje: ARREPENTIMIENTO_MSG.solicitado };
    },

    /**
     * POST /Orden/Arrepentimiento/Propia: the buyer, signed in, asks for one of their own
     * orders and goes straight to the confirmation (the session already proves who they are).
     */
    async pedirPropia(idUsuario: number, idOrden: number): Promise<{ token: string }> {
      const now = deps.now();
      const [f] = await withdrawalFacts(db, { idOrden });
      if (!f || f.idUsuario !== idUsuario) throw notFound(ARREPENTIMIENTO_MSG.noEncontrada);
      const why = withdrawalRefusal(f, now);
      if (why) throw conflict(why);
      const { token } = await newRequest(db, f, now);
      return { token };
    },

    /** GET /Orden/Arrepentimiento/Solicitud: what confirming loses and gives back. */
    async preview(idUsuario: number, token: string): Promise<ArrepentimientoPreview> {
      const { s, f } = await requestFor(db, token, idUsuario, false);
      return {
        codigo: s.codigo,
        numero: f.numero,
        evento: f.evento,
        entradas: f.entradas,
        total: f.total,
        cargoServicio: f.cargoServicio,
        venceAt: s.expiresAt.toISOString(),
      };
    },

    /** POST /Orden/Arrepentimiento/Confirmar: the buyer revokes the order. */
    async confirmar(idUsuario: number, token: string): Promise<ArrepentimientoView> {
      const { idOrden, idReembolso } = await db.transaction(async (tx) => {
        const { s, f, now } = await requestFor(tx, token, idUsuario, true);
        const { idReembolso } = await beginWholeOrderRefund(
          tx,
          f,
          WITHDRAWAL_REFUND_REASON,
          now,
          deps.offerReturned,
        );
        await tx
          .update(arrepentimientoSolicitudes)
          .set({ confirmadoAt: now })
          .where(eq(arrepentimientoSolicitudes.idSolicitud, s.idSolicitud));
        await tx.insert(arrepentimientos).values({
          idOrden: f.idOrden,
          codigo: s.codigo,
          idReembolso,
          idUsuario,
          solicitadoAt: now,
        });
        await queueMails(tx, [
          {
            destinatario: f.correo,
            asunto: WITHDRAWAL_MAIL.asunto(f.evento),
            cuerpo: WITHDRAWAL_MAIL.cuerpo({
              nombre: f.compradorNombre ?? f.nombre,
              evento: f.evento,
              numero: formatOrderNumber(f.numero),
              codigo: s.codigo,
              monto: formatPesos(f.total),
            }),
          },
        ]);
        await audit(tx, [
          {
            idUsuario,
            accion: 'arrepentimiento',
            entidad: 'orden',
            idEntidad: f.idOrden,
            detalle: { codigo: s.codigo, idReembolso, monto: f.total },
            at: now,
          },
        ]);
        return { idOrden: f.idOrden, idReembolso };
      });
      try {
        await deps.refunds.attemptRefund(idReembolso);
      } catch (err) {
        // Recorded as pendiente or fallido: the refund job tries again.
        deps.onRefundError?.(err, idReembolso);
      }
      return view(idOrden);
    },

    /** GET /Orden/Arrepentibles: the caller's orders still inside the window. */
    async arrepentibles(idUsuario: number): Promise<{ ordenes: OrdenArrepentible[] }> {
      const now = deps.now();
      const rows = await withdrawalFacts(db, { paidBy: idUsuario });
      return {
        ordenes: rows
          .filter((f) => withdrawalRefusal(f, now) === null)
          .map((f) => ({
            idOrden: f.idOrden,
            numero: f.numero,
            evento: f.evento,
            total: f.total,
            hasta: deadlineOf(f).toISOString(),
          }))
          .sort((a, b) => a.hasta.localeCompare(b.hasta) || a.idOrden - b.idOrden),
      };
    },
  };
}

export type ArrepentimientoService = ReturnType<typeof createArrepentimientoService>;
