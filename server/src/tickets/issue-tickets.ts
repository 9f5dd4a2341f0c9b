import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { ordenItems, tickets } from '../db/schema/index';
import type { TicketSigner } from './ticket-signer';

/**
 * Issues one ticket per person for every item of a paid order, each with its signed code,
 * inside the caller's transaction (the one that marks the order pagada). Answers how many.
 */
export async function issueTickets(
  tx: DbExecutor,
  signer: TicketSigner,
  orden: { idOrden: number; idUsuario: number; idEvento: number },
  now: Date,
): Promise<number> {
  const items = await tx.select().from(ordenItems).where(eq(ordenItems.idOrden, orden.idOrden));
  const iat = Math.floor(now.getTime() / 1000);
  const values = items.flatMap((item) =>
    Array.from({ length: item.cantidad }, () => {
      const uid = randomUUID();
      return {
        uid,
        idOrden: orden.idOrden,
        idItem: item.idItem,
        idFecha: item.idFecha,
        cdTipo: item.cdTipo,
        idUsuario: orden.idUsuario,
        createdAt: now,
        emitidaAt: now,
        codigo: signer.sign({
          tid: uid,
          idEvento: orden.idEvento,
          idFecha: item.idFecha,
          cdTipo: item.cdTipo,
          iat,
        }),
      };
    }),
  );
  if (values.length > 0) await tx.insert(tickets).values(values);
  return values.length;
}
