import type { z } from 'zod';
import type { CrearEventoResponse } from '@shared/api/organiser';
import { ESTADO_EVENTO, ESTADO_FECHA } from '@shared/domain/catalogs';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { ROL } from '@shared/domain/roles';
import { CREATE_EVENT_MSG, startsInPast, type crearEventoSchema } from '@shared/validation/evento';
import type { Db } from '../../db/client';
import { eventos, fechas } from '../../db/schema/index';
import { saveMediaLink } from '../../media/media-service';
import { badRequest } from '../../plugins/problem';
import type { ArtistasService } from '../artistas/artistas-service';
import type { EntradasService } from '../entradas';
import type { FiestasService } from '../fiestas/fiestas-service';
import type { UsuariosService } from '../usuarios';
import { eventoColumns, setArtistas, setGeneros } from './evento-rows';

export type CrearEventoData = z.output<typeof crearEventoSchema>;

/** The steps of a create, in order; tests fail one to prove the whole create rolls back. */
export type CreateStep = 'artistas' | 'fiesta' | 'evento' | 'fechas' | 'media' | 'rol';

export interface CreateEventoDeps {
  db: Db;
  artistas: ArtistasService;
  fiestas: FiestasService;
  entradas: EntradasService;
  usuarios: UsuariosService;
  /** Test-only: runs after each step, inside the transaction. */
  afterStep?: (step: CreateStep) => void | Promise<void>;
  /** The server's clock (tests move it): no day may start before it. */
  now?: () => Date;
}

/**
 * POST /Evento/CrearEvento: new artists, a new party, the event (estado 0, the caller as
 * owner), its days, their stock, the video link and the organiser role are written in one
 * transaction, so a failure anywhere leaves nothing half made
 * (docs/decisions/0016-atomic-event-creation.md).
 */
export function createEventoCreator(deps: CreateEventoDeps) {
  const step = async (s: CreateStep) => deps.afterStep?.(s);

  return async (idUsuario: number, input: CrearEventoData): Promise<CrearEventoResponse> => {
    const now = deps.now?.() ?? new Date();
    if (input.fechas.some((f) => startsInPast(f.inicio, now)))
      throw badRequest(CREATE_EVENT_MSG.inicioPasado);
    return deps.db.transaction(async (tx) => {
      const idArtistas = await deps.artistas.resolveLineup(tx, input.artistas);
      await step('artistas');
      const idFiesta = input.fiesta
        ? await deps.fiestas.resolveForEvento(tx, idUsuario, input.fiesta)
        : null;
      await step('fiesta');

      const [row] = await tx
        .insert(eventos)
        .values({
          ...eventoColumns(input),
          idUsuario,
          idFiesta,
          cdEstado: ESTADO_EVENTO.POR_APROBAR,
        })
        .returning({ idEvento: eventos.idEvento });
      const idEvento = row!.idEvento;
      await setGeneros(tx, idEvento, input.genero);
      await setArtistas(tx, idEvento, idArtistas);
      await step('evento');

      const idFechas: number[] = [];
      const dias = [...input.fechas].sort((a, b) => Date.parse(a.inicio) - Date.parse(b.inicio));
      for (const dia of dias) {
        const [fecha] = await tx
          .insert(fechas)
          .values({
            idEvento,
            inicio: new Date(dia.inicio),
            fin: new Date(dia.fin),
            inicioVenta: new Date(dia.inicioVenta),
            finVenta: new Date(dia.finVenta),
            estado: ESTADO_FECHA.ACTIVA,
            altaDemanda: dia.altaDemanda,
          })
          .returning({ idFecha: fechas.idFecha });
        idFechas.push(fecha!.idFecha);
        await deps.entradas.createStock(tx, fecha!.idFecha, dia.entradas);
      }
      await step('fechas');

      if (input.video)
        await saveMediaLink(tx, {
          idEntidadMedia: mediaOwnerKey('evento', idEvento),
          url: input.video,
          mdVideo: true,
        });
      await step('media');

      // The server, never the client, makes the author an organiser (docs/architecture.md,
      // "Plugins").
      const nuevoOrganizador = await deps.usuarios.grantRole(idUsuario, ROL.ORGANIZADOR, tx);
      await step('rol');
      return { idEvento, fechas: idFechas, nuevoOrganizador };
    });
  };
}
