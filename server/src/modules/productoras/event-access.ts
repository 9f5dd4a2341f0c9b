import { and, eq } from 'drizzle-orm';
import { PERMISOS, puede, type Permiso } from '@shared/domain/equipo';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import type { DbExecutor } from '../../db/executor';
import { eventoEquipo, eventos } from '../../db/schema/index';
import { forbidden, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';

/**
 * The one access check for an event's management (docs/decisions/0091-productoras-and-roles.md):
 * its owner and administrators may do everything; a member of the event's productora what their
 * role on it allows (shared/domain/equipo.ts; the event's own role, else the productora's, as
 * db/schema/event-team.ts says), else a Spanish 403; for anyone else the event does not exist
 * (404 MSG.eventoNoEncontrado), so ids cannot be probed.
 */
export async function eventAccess(
  db: DbExecutor,
  viewer: Viewer,
  idEvento: number,
  permiso: Permiso,
) {
  const [evento] = await db
    .select({
      idEvento: eventos.idEvento,
      nombre: eventos.nombre,
      idUsuario: eventos.idUsuario,
      cdEstado: eventos.cdEstado,
      idProductora: eventos.idProductora,
      rol: eventoEquipo.rol,
      verLiquidacion: eventoEquipo.verLiquidacion,
    })
    .from(eventos)
    // The role that holds on this event (the event's own, else the productora's).
    .leftJoin(
      eventoEquipo,
      and(
        eq(eventoEquipo.idEvento, eventos.idEvento),
        eq(eventoEquipo.idUsuario, viewer.idUsuario),
      ),
    )
    .where(eq(eventos.idEvento, idEvento));
  if (!evento) throw notFound(MSG.eventoNoEncontrado);
  const { rol, verLiquidacion, ...rest } = evento;
  // What else the caller may do on it: the screens offer only those (a link to a page the
  // server would refuse is a dead end).
  if (viewer.isAdmin || evento.idUsuario === viewer.idUsuario)
    return { ...rest, permisos: [...PERMISOS] };
  if (rol === null) throw notFound(MSG.eventoNoEncontrado);
  const miembro = { rol, verLiquidacion: verLiquidacion ?? false };
  if (!puede(miembro, permiso)) throw forbidden(EQUIPO_MSG.sinPermiso);
  return { ...rest, permisos: PERMISOS.filter((p) => puede(miembro, p)) };
}
