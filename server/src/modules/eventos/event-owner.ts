import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import type { DbExecutor } from '../../db/executor';
import { eventos } from '../../db/schema/index';
import { notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';

/**
 * The event, when the viewer may manage it (its owner, or an administrator); for anyone else
 * it does not exist (404 MSG.eventoNoEncontrado), so ids cannot be probed.
 */
export async function ownedEvent(db: DbExecutor, viewer: Viewer, idEvento: number) {
  const [evento] = await db
    .select({ nombre: eventos.nombre, idUsuario: eventos.idUsuario, cdEstado: eventos.cdEstado })
    .from(eventos)
    .where(eq(eventos.idEvento, idEvento));
  if (!evento || (!viewer.isAdmin && evento.idUsuario !== viewer.idUsuario))
    throw notFound(MSG.eventoNoEncontrado);
  return evento;
}
