import type { Permiso } from '@shared/domain/equipo';
import type { DbExecutor } from '../../db/executor';
import type { Viewer } from '../../plugins/viewer';
import { eventAccess } from '../productoras/event-access';

/**
 * The event, when the viewer may manage it for `permiso`: its owner, an administrator, or a
 * member of its productora whose role allows it (productoras/event-access.ts); for anyone else
 * it does not exist (404 MSG.eventoNoEncontrado), so ids cannot be probed.
 */
export function ownedEvent(
  db: DbExecutor,
  viewer: Viewer,
  idEvento: number,
  permiso: Permiso = 'evento',
) {
  return eventAccess(db, viewer, idEvento, permiso);
}
