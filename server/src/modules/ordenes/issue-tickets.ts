import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TicketClaims } from '@shared/api/checkout';
import type { DbExecutor } from '../../db/executor';
import { addOnsPerTicket } from '@shared/domain/add-ons';
import {
  adicionales,
  entradas,
  ordenAdicionales,
  ordenItems,
  tickets,
} from '../../db/schema/index';
import { withFreshShortCodes } from '../../tickets/short-codes';
import type { TicketSigner } from '../../tickets/ticket-signer';

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
  const [items, addOns] = await Promise.all([
    tx
      .select({ item: ordenItems, admite: entradas.admite })
      .from(ordenItems)
      .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
      .where(eq(ordenItems.idOrden, orden.idOrden))
      .orderBy(asc(ordenItems.idItem)),
    tx
      .select({
        idFecha: ordenAdicionales.idFecha,
        nombre: adicionales.nombre,
        cantidad: ordenAdicionales.cantidad,
      })
      .from(ordenAdicionales)
      .innerJoin(adicionales, eq(adicionales.idAdicional, ordenAdicionales.idAdicional))
      .where(eq(ordenAdicionales.idOrden, orden.idOrden))
      .orderBy(asc(adicionales.orden), asc(adicionales.idAdicional)),
  ]);
  const iat = Math.floor(now.getTime() / 1000);
  // Each day's add-ons go one per ticket of that day, from its first ticket on.
  const perDay = new Map<number, string[][]>();
  const nthOfDay = new Map<number, number>();
  for (const { item } of items)
    nthOfDay.set(item.idFecha, (nthOfDay.get(item.idFecha) ?? 0) + item.cantidad * item.personas);
  for (const [idFecha, n] of nthOfDay)
    perDay.set(
      idFecha,
      addOnsPerTicket(
        addOns.filter((a) => a.idFecha === idFecha),
        n,
      ),
    );
  nthOfDay.clear();
  const signed = items.flatMap(({ item, admite }) =>
    // A mesa's unit admits `personas`: one ticket each, nameable and transferable on its own.
    Array.from({ length: item.cantidad * item.personas }, () => {
      const uid = randomUUID();
      const k = nthOfDay.get(item.idFecha) ?? 0;
      nthOfDay.set(item.idFecha, k + 1);
      const adicionales = perDay.get(item.idFecha)?.[k] ?? [];
      return {
        uid,
        idOrden: orden.idOrden,
        idItem: item.idItem,
        idFecha: item.idFecha,
        cdTipo: item.cdTipo,
        idUsuario: orden.idUsuario,
        createdAt: now,
        emitidaAt: now,
        adicionales,
        codigo: signer.sign({
          tid: uid,
          idEvento: orden.idEvento,
          idFecha: item.idFecha,
          cdTipo: item.cdTipo,
          iat,
          ...(lista && { lista }),
          admite,
          ...(adicionales.length > 0 && { adicionales }),
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
