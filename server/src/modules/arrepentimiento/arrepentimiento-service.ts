import { formatDiaSemana, formatHora, formatPesos } from '@shared/format/es-ar';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ARREPENTIMIENTO_MSG,
  type ArrepentimientoView,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { withdrawalDeadline, withdrawalLimit } from '@shared/domain/withdrawal';
import { WITHDRAWAL_MAIL, WITHDRAWAL_REFUND_REASON } from '@shared/texts/withdrawal';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { arrepentimientos, eventos, ordenes, reembolsos, usuarios } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { PagosService } from '../ordenes';
import { beginWholeOrderRefund, undoableFacts } from '../ordenes';
import type { StockReturned } from '../ordenes';

// Crockford's base 32 without look-alikes: read aloud or typed without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newCode = () => {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `ARR-${chars.slice(0, 4)}-${chars.slice(4)}`;
};
const limitLabel = (d: Date) => `${formatDiaSemana(d)}, ${formatHora(d)} h`;

/** What the withdrawal rule reads about orders (all of one account, or one by number). */
function orderFacts(exec: DbExecutor) {
  return exec
    .select({
      idOrden: ordenes.idOrden,
      idUsuario: ordenes.idUsuario,
      estado: ordenes.estado,
      paidAt: ordenes.paidAt,
      total: ordenes.total,
      compradorNombre: ordenes.compradorNombre,
      evento: eventos.nombre,
      cdEstado: eventos.cdEstado,
      correo: usuarios.correo,
      nombre: usuarios.nombre,
      ...undoableFacts,
    })
    .from(ordenes)
    .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
    .innerJoin(usuarios, eq(usuarios.idUsuario, ordenes.idUsuario));
}
type Facts = Awaited<ReturnType<ReturnType<typeof orderFacts>['where']>>[number];

/** Why this order may not be withdrawn now (a Spanish sentence), or null. */
function refusal(f: Facts, now: Date): string | null {
  if (f.cdEstado === ESTADO_EVENTO.BORRADO) return ARREPENTIMIENTO_MSG.eventoCancelado;
  if (f.estado === 'reembolso_pendiente' || f.estado === 'reembolsada')
    return ARREPENTIMIENTO_MSG.yaSolicitado;
  if (f.estado !== 'pagada' || !f.paidAt) return ARREPENTIMIENTO_MSG.noPagada;
  const primerInicio = new Date(f.primerInicio);
  const hasta = withdrawalDeadline(f.paidAt, primerInicio);
  if (now >= hasta)
    return withdrawalLimit(f.paidAt, primerInicio) === 'diezDias'
      ? ARREPENTIMIENTO_MSG.fueraDePlazo(limitLabel(hasta))
      : ARREPENTIMIENTO_MSG.muyCerca(limitLabel(hasta));
  if (f.transferidas) return ARREPENTIMIENTO_MSG.conTransferidas;
  if (f.enReventa) return ARREPENTIMIENTO_MSG.conReventa;
  if (f.ingresadas) return ARREPENTIMIENTO_MSG.ingresada;
  return null;
}

/**
 * The withdrawal button (issue 13, shared/api/withdrawal.ts): the whole order back, fee
 * included, through the refund machinery every refund uses (beginWholeOrderRefund, then the
 * provider after the commit, the refund job on failure). The order's row is locked first, as
 * a transfer of one of its tickets and a refund request lock it.
 */
export function createArrepentimientoService(deps: {
  db: Db;
  refunds: Pick<PagosService, 'attemptRefund'>;
  now: () => Date;
  onRefundError?: (err: unknown, idReembolso: number) => void;
  /** The wait list takes the returned tickets (issue 13). */
  offerReturned?: StockReturned;
}) {
  const { db } = deps;

  async function view(idOrden: number): Promise<ArrepentimientoView> {
    const [row] = await db
      .select({
        codigo: arrepentimientos.codigo,
        solicitadoAt: arrepentimientos.solicitadoAt,
        monto: reembolsos.monto,
        reembolso: reembolsos.estado,
        evento: eventos.nombre,
      })
      .from(arrepentimientos)
      .innerJoin(reembolsos, eq(reembolsos.idReembolso, arrepentimientos.idReembolso))
      .innerJoin(ordenes, eq(ordenes.idOrden, arrepentimientos.idOrden))
      .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
      .where(eq(arrepentimientos.idOrden, idOrden));
    return {
      codigo: row!.codigo,
      idOrden,
      evento: row!.evento,
      monto: row!.monto,
      solicitadoAt: row!.solicitadoAt.toISOString(),
      reembolso: row!.reembolso,
    };
  }

  return {
    /**
     * POST /Orden/Arrepentimiento. `idUsuario`: the signed-in caller, who may leave out the
     * e-mail for an order of their own; anyone else names the order's account e-mail.
     */
    async solicitar(
      input: { idOrden: number; correo?: string | undefined },
      idUsuario: number | null,
    ): Promise<ArrepentimientoView> {
      const now = deps.now();
      if (idUsuario === null && input.correo === undefined)
        throw badRequest(ARREPENTIMIENTO_MSG.correo, { correo: ARREPENTIMIENTO_MSG.correo });
      const idReembolso = await db.transaction(async (tx) => {
        await tx
          .select({ id: ordenes.idOrden })
          .from(ordenes)
          .where(eq(ordenes.idOrden, input.idOrden))
          .for('update');
        const [f] = await orderFacts(tx).where(eq(ordenes.idOrden, input.idOrden));
        const mine = f && idUsuario !== null && f.idUsuario === idUsuario;
        const named = f && input.correo !== undefined && f.correo.toLowerCase() === input.correo;
        if (!f || !(mine || named)) throw notFound(ARREPENTIMIENTO_MSG.noEncontrada);
        const why = refusal(f, now);
        if (why) throw conflict(why);

        const { idReembolso } = await beginWholeOrderRefund(
          tx,
          f,
          WITHDRAWAL_REFUND_REASON,
          now,
          deps.offerReturned,
        );
        const codigo = newCode();
        await tx.insert(arrepentimientos).values({
          idOrden: f.idOrden,
          codigo,
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
              idOrden: f.idOrden,
              codigo,
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
            detalle: { codigo, idReembolso, monto: f.total, porCorreo: !mine },
            at: now,
          },
        ]);
        return idReembolso;
      });
      try {
        await deps.refunds.attemptRefund(idReembolso);
      } catch (err) {
        // Recorded as pendiente or fallido: the refund job tries again.
        deps.onRefundError?.(err, idReembolso);
      }
      return view(input.idOrden);
    },

    /** GET /Orden/Arrepentibles: the caller's orders still inside the window. */
    async arrepentibles(idUsuario: number): Promise<{ ordenes: OrdenArrepentible[] }> {
      const now = deps.now();
      const rows = await orderFacts(db).where(
        and(eq(ordenes.idUsuario, idUsuario), eq(ordenes.estado, 'pagada')),
      );
      return {
        ordenes: rows
          .filter((f) => refusal(f, now) === null)
          .map((f) => ({
            idOrden: f.idOrden,
            evento: f.evento,
            total: f.total,
            hasta: withdrawalDeadline(f.paidAt!, new Date(f.primerInicio)).toISOString(),
          }))
          .sort((a, b) => a.hasta.localeCompare(b.hasta) || a.idOrden - b.idOrden),
      };
    },
  };
}

export type ArrepentimientoService = ReturnType<typeof createArrepentimientoService>;
