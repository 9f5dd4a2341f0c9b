import { and, eq, sql } from 'drizzle-orm';
import type { EventoAValidar, EventoAValidarDetalle, Owner } from '@shared/api/admin';
import type { EventoView } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { VALIDATION_MSG } from '@shared/validation/admin';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { eventos } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { conflict, notFound } from '../../plugins/problem';
import type { ArtistasAdminService } from '../artistas/artistas-admin-service';
import type { EntradasService } from '../entradas';
import { ownerContacts } from '../usuarios';
import type { EventosService } from './eventos-service';
import { rejectionNoticeMail } from './rejection-notice';

export interface EventoValidationDeps {
  db: Db;
  eventos: EventosService;
  entradas: EntradasService;
  artistasAdmin: ArtistasAdminService;
}

/** An owner row that vanished (never expected: events keep their owner) reads as blank. */
const unknownOwner = (idUsuario: number): Owner => ({
  idUsuario,
  nombre: '',
  apellido: '',
  correo: '',
  telefono: '',
});

/**
 * Moves a pending event (estado 0) to `to` in one conditional UPDATE, so two administrators
 * acting at once never both succeed. Answers the row, or explains why nothing moved.
 */
async function leavePending(
  exec: DbExecutor,
  idEvento: number,
  set: { cdEstado: number; motivoRechazo?: string },
) {
  const [row] = await exec
    .update(eventos)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(eventos.idEvento, idEvento), eq(eventos.cdEstado, ESTADO_EVENTO.POR_APROBAR)))
    .returning({ nombre: eventos.nombre, idUsuario: eventos.idUsuario });
  if (row) return row;
  const [exists] = await exec
    .select({ idEvento: eventos.idEvento })
    .from(eventos)
    .where(eq(eventos.idEvento, idEvento));
  throw exists ? conflict(VALIDATION_MSG.noPendiente) : notFound(MSG.eventoNoEncontrado);
}

/** The administrators' validation of submitted events (/eventosavalidar). */
export function createEventoValidation(deps: EventoValidationDeps) {
  const { db } = deps;

  async function withOwners(list: EventoView[]): Promise<EventoAValidar[]> {
    const owners = await ownerContacts(
      db,
      list.map((e) => e.usuario),
    );
    return list.map((e) => ({ ...e, owner: owners.get(e.usuario) ?? unknownOwner(e.usuario) }));
  }

  return {
    /**
     * Every pending event with its owner, by first start date (docs/architecture.md,
     * "Where each rule lives").
     */
    pendientes: async (): Promise<EventoAValidar[]> =>
      withOwners(await deps.eventos.all({ estado: ESTADO_EVENTO.POR_APROBAR })),

    /** One event in any status, its full stock per date and its artists awaiting activation. */
    async detalle(idEvento: number): Promise<EventoAValidarDetalle> {
      const view = await deps.eventos.one(idEvento, null);
      if (!view) throw notFound(MSG.eventoNoEncontrado);
      const [[evento], stock, artistasInactivos] = await Promise.all([
        withOwners([view]),
        deps.entradas.byFechas(
          view.fechas.map((f) => f.idFecha),
          { total: true, ocultas: true },
        ),
        deps.artistasAdmin.pendientesDeEvento(idEvento),
      ]);
      return {
        evento: evento!,
        entradasPorFecha: view.fechas.map((f) => ({
          idFecha: f.idFecha,
          entradas: (stock.get(f.idFecha) ?? []).map((e) => ({
            cdTipo: e.tipo.cdTipo,
            dsTipo: e.tipo.dsTipo,
            precio: e.precio,
            cantidad: e.cantidad,
          })),
        })),
        artistasInactivos,
      };
    },

    /** Approves: the lifecycle job puts it on sale when its first sale window opens. */
    async validar(idEvento: number): Promise<{ idEvento: number; estado: 1 }> {
      await leavePending(db, idEvento, { cdEstado: ESTADO_EVENTO.APROBADO });
      deps.eventos.clearListCache();
      return { idEvento, estado: ESTADO_EVENTO.APROBADO };
    },

    /** Rejects with a reason, mailed to the owner through the outbox in the same transaction. */
    async rechazar(idEvento: number, motivo: string): Promise<{ idEvento: number; estado: 6 }> {
      await db.transaction(async (tx) => {
        const row = await leavePending(tx, idEvento, {
          cdEstado: ESTADO_EVENTO.RECHAZADO,
          motivoRechazo: motivo,
        });
        const owner = (await ownerContacts(tx, [row.idUsuario])).get(row.idUsuario);
        if (owner?.correo) await queueMails(tx, [rejectionNoticeMail(owner, row, motivo)]);
      });
      return { idEvento, estado: ESTADO_EVENTO.RECHAZADO };
    },
  };
}

export type EventoValidation = ReturnType<typeof createEventoValidation>;
