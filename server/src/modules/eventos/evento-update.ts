import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { MSG } from '@shared/messages';
import {
  CREATE_EVENT_MSG,
  MODIFY_EVENT_MSG,
  startsInPast,
  type updateEventoSchema,
} from '@shared/validation/evento';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { eventoArtistas, eventos, fechas } from '../../db/schema/index';
import { queueMails } from '../../mail/outbox';
import { replaceVideoLink } from '../../media/media-service';
import { badRequest, conflict, HttpProblem, notFound } from '../../plugins/problem';
import { eventAccess } from '../productoras/event-access';
import type { Viewer } from '../../plugins/viewer';
import type { ArtistasService } from '../artistas/artistas-service';
import type { OrdenesService } from '../ordenes';
import { eventoColumns, setArtistas, setGeneros } from './evento-rows';
import { eventoCambios, huboCambios, modificationNoticeMails } from './modification-notice';

export type UpdateEventoData = z.output<typeof updateEventoSchema>;

export interface UpdateEventoDeps {
  db: Db;
  artistas: ArtistasService;
  ordenes: Pick<OrdenesService, 'ticketHolders'>;
  /** Public lists show events on sale: a change must not wait for the cache to expire. */
  clearListCache: () => void;
  now: () => Date;
}

/**
 * The event the caller may modify, locked for the update: their own (any, for an
 * administrator) in a status that still allows changes. Others' events do not exist for them.
 */
async function lockModifiable(tx: DbExecutor, viewer: Viewer, idEvento: number) {
  const [row] = await tx.select().from(eventos).where(eq(eventos.idEvento, idEvento)).for('update');
  if (!row) throw notFound(MODIFY_EVENT_MSG.noEncontrado);
  // Someone else's event: a member of its productora whose role edits events, or not found.
  if (!viewer.isAdmin && row.idUsuario !== viewer.idUsuario)
    await eventAccess(tx, viewer, idEvento, 'evento').catch((err: unknown) => {
      throw err instanceof HttpProblem && err.status === 404
        ? notFound(MODIFY_EVENT_MSG.noEncontrado)
        : err;
    });
  if (!canOrganiser(row.cdEstado, 'modificar')) throw conflict(MSG.eventoNoModificable);
  return row;
}

const snapshotDomicilio = (e: typeof eventos.$inferSelect) => ({
  direccion: e.direccion,
  provincia: e.provinciaNombre,
  municipio: e.municipioNombre,
  localidad: e.localidadNombre,
});

/**
 * PUT /Evento/UpdateEvento: the event's fields, genres, line-up, its days' times and the
 * video link, keeping its status, stock and prices. When the address, a day or the line-up
 * changes, the event records when (cambioSignificativoAt: orders paid before it may be
 * refunded on request) and every ticket holder gets a mail offering that refund, both in the
 * same transaction.
 */
export function createEventoUpdater(deps: UpdateEventoDeps) {
  return async (viewer: Viewer, input: UpdateEventoData): Promise<{ idEvento: number }> => {
    const { idEvento } = input;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const before = await lockModifiable(tx, viewer, idEvento);
      const dias = await tx.select().from(fechas).where(eq(fechas.idEvento, idEvento));
      const ids = input.fechas.map((f) => f.idFecha);
      if (new Set(ids).size !== ids.length || ids.some((id) => !dias.some((d) => d.idFecha === id)))
        throw badRequest(MSG.fechaAjena);
      // Only a start that changes must be ahead: a night already begun keeps its own. Compared
      // to the minute, what the form edits (its seconds are not a change).
      const minute = (ms: number) => Math.floor(ms / 60_000);
      const movedToPast = input.fechas.some((f) => {
        const stored = dias.find((d) => d.idFecha === f.idFecha)!;
        const changed = minute(Date.parse(f.inicio)) !== minute(stored.inicio.getTime());
        return changed && startsInPast(f.inicio, now);
      });
      if (movedToPast) throw badRequest(CREATE_EVENT_MSG.inicioPasado);
      const artistasAntes = (
        await tx
          .select({ idArtista: eventoArtistas.idArtista })
          .from(eventoArtistas)
          .where(eq(eventoArtistas.idEvento, idEvento))
      ).map((a) => a.idArtista);

      const idArtistas = await deps.artistas.resolveLineup(tx, input.artistas);
      const [after] = await tx
        .update(eventos)
        .set({ ...eventoColumns(input), updatedAt: now })
        .where(eq(eventos.idEvento, idEvento))
        .returning();
      await setGeneros(tx, idEvento, input.genero);
      await setArtistas(tx, idEvento, idArtistas);
      for (const f of input.fechas)
        await tx
          .update(fechas)
          .set({
            inicio: new Date(f.inicio),
            fin: new Date(f.fin),
            inicioVenta: new Date(f.inicioVenta),
            finVenta: new Date(f.finVenta),
            ...(f.altaDemanda === undefined ? {} : { altaDemanda: f.altaDemanda }),
          })
          .where(and(eq(fechas.idFecha, f.idFecha), eq(fechas.idEvento, idEvento)));
      await replaceVideoLink(tx, mediaOwnerKey('evento', idEvento), input.video);

      const diasDespues = await tx.select().from(fechas).where(eq(fechas.idEvento, idEvento));
      const cambios = eventoCambios(
        { domicilio: snapshotDomicilio(before), fechas: dias, artistas: artistasAntes },
        { domicilio: snapshotDomicilio(after!), fechas: diasDespues, artistas: idArtistas },
      );
      if (!huboCambios(cambios)) return;
      await tx
        .update(eventos)
        .set({ cambioSignificativoAt: now })
        .where(eq(eventos.idEvento, idEvento));
      const holders = await deps.ordenes.ticketHolders(tx, idEvento);
      if (holders.length === 0) return;
      const nombres = await deps.artistas.refs(idArtistas, tx);
      await queueMails(
        tx,
        modificationNoticeMails(
          {
            nombre: after!.nombre,
            direccion: after!.direccion,
            localidad: after!.localidadNombre,
            fechas: diasDespues.sort((a, b) => a.inicio.getTime() - b.inicio.getTime()),
            artistas: idArtistas.map((id) => nombres.get(id) ?? ''),
          },
          cambios,
          holders,
        ),
      );
    });
    deps.clearListCache();
    return { idEvento };
  };
}
