import { eq } from 'drizzle-orm';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { DbExecutor } from '../../db/executor';
import { eventos } from '../../db/schema/index';

/**
 * Whether the event was cancelled (Borrado). A payment that lands after its hold expired must
 * not revive tickets of a cancelled event: pagos-service asks this before re-taking stock,
 * and gives the money back instead.
 */
export async function isEventoCancelado(tx: DbExecutor, idEvento: number): Promise<boolean> {
  const [row] = await tx
    .select({ cdEstado: eventos.cdEstado })
    .from(eventos)
    .where(eq(eventos.idEvento, idEvento));
  return row?.cdEstado === ESTADO_EVENTO.BORRADO;
}
