import type { DbExecutor } from '../../db/executor';
import type { Viewer } from '../../plugins/viewer';
import { eventAccess } from '../productoras/event-access';

/**
 * The event, when the caller may run its door (the organiser's door screens): its owner, an
 * administrator, or a member of its productora whose role allows `puerta`; everyone else's
 * events do not exist for them: 404 MSG.eventoNoEncontrado.
 */
export function ownedEvento(exec: DbExecutor, viewer: Viewer, idEvento: number) {
  return eventAccess(exec, viewer, idEvento, 'puerta');
}
