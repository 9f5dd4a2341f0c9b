import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TicketClaims } from '@shared/api/checkout';
import type { DbExecutor } from '../db/executor';
import { ordenItems, tickets } from '../db/schema/index';
import { withFreshShortCodes } from './short-codes';
import type { TicketSigner } from './ticket-signer';

/**
 * Issues one ticket per person for every item of a paid order, each with its signed code and
 * its short code, inside the caller's transaction (the one that marks the order pagada).
 * Answers how many. A guest-list invitation (issue 14) has no holder account and signs its
 * list's terms. A short code another ticket holds draws the batch's codes again.
 */
export async function issueTickets(
  tx: DbExecutor,
  signer: TicketSigner,
  orden: { idOrden: number; idUsuario: number | null; idEvento: number },
  now: Date,
  lista?: TicketClaims['lista'],
): Promise<number> {
  const items = await tx.select().from(ordenItems).where(eq(ordenItems.idOrden, orden.idOrden));
  const iat = Math.floor(now.getTime() / 1000);
  const signed = items.flatMap((item) =>
    // A mesa's unit admits `personas`: one ticket each, nameable and transferable on its own.
    Array.from({ length: item.cantidad * item.personas }, () => {
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
          ...(lista && { lista }),
        }),
      };
    }),
  );
  if (signed.length === 0) return 0;
  await withFreshShortCodes(tx, (sp) =>
    sp.insert(tickets).values(signed.map((v) => ({ ...v, codigoCorto: signer.shortCode() }))),
  );
  return signed.length;
}
