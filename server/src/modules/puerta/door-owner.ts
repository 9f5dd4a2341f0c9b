import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import type { DbExecutor } from '../../db/executor';
import { eventos } from '../../db/schema/index';
import { notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';

/**
 * The event, when the caller owns it or is an administrator (the organiser's door screens);
 * everyone else's events do not exist for them: 404 MSG.eventoNoEncontrado.
 */
export async function ownedEvento(exec: DbExecutor, viewer: Viewer, idEvento: number) {
  const [evento] = await exec
    .select({
      idEvento: eventos.idEvento,
      nombre: eventos.nombre,
      idUsuario: eventos.idUsuario,
      cdEstado: eventos.cdEstado,
    })
    .from(eventos)
    .where(eq(eventos.idEvento, idEvento));
  if (!evento || (!viewer.isAdmin && evento.idUsuario !== viewer.idUsuario))
    throw notFound(MSG.eventoNoEncontrado);
  return evento;
}
