import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { tickets } from '../../db/schema/index';

/**
 * Names who will use a ticket (a friend at the holder's mesa), or clears it (null), for its
 * holder only and only while nobody entered with it: 'ajena' for a ticket not theirs, 'usada'
 * once scanned (docs/decisions/0089-mesas-and-order-limits.md). The door's guarded check-in
 * and this update queue on the ticket's row, so a scan never admits a name changed after it.
 */
export async function nameTicket(
  db: DbExecutor,
  idUsuario: number,
  idTicket: number,
  nombre: string | null,
): Promise<'ok' | 'ajena' | 'usada'> {
  const named = await db
    .update(tickets)
    .set({ nombreAsistente: nombre })
    .where(
      and(
        eq(tickets.idTicket, idTicket),
        eq(tickets.idUsuario, idUsuario),
        isNull(tickets.usadoAt),
      ),
    )
    .returning({ idTicket: tickets.idTicket });
  if (named.length > 0) return 'ok';
  const [held] = await db
    .select({ usadoAt: tickets.usadoAt })
    .from(tickets)
    .where(and(eq(tickets.idTicket, idTicket), eq(tickets.idUsuario, idUsuario)));
  return held ? 'usada' : 'ajena';
}
