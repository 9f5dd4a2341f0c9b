import type { CodigoAplicable } from '@shared/api/codigos';
import type { EventoView } from '@shared/api/discovery';
import type { PurchaseItem } from '@shared/domain/purchase';
import { formatDia } from '../../ui/format';
import { admittedQuantity, personasDe, rowOffer } from './row-offer';

/** Chosen quantities by ticket row (idEntrada). */
export type Quantities = Readonly<Record<number, number>>;

/**
 * The purchase items of the chosen quantities, in the page's order (day, then row). A
 * quantity is clamped to what the row admits (stock, row and per-account limits, and a row's
 * own per-order limits and sale window: row-offer.ts), so stale state can never ask for more.
 * A mesa's item says how many people each unit admits.
 */
export function purchaseItems(
  evento: EventoView,
  quantities: Quantities,
  now: Date = new Date(),
): PurchaseItem[] {
  const items: PurchaseItem[] = [];
  for (const fecha of evento.fechas) {
    for (const entrada of fecha.entradas) {
      const cantidad = admittedQuantity(
        rowOffer(entrada, evento.maxEntradasPorCuenta, now),
        quantities[entrada.idEntrada] ?? 0,
      );
      if (cantidad <= 0) continue;
      const personas = personasDe(entrada);
      items.push({
        dia: formatDia(fecha.inicio),
        tipo: entrada.tipo.dsTipo,
        precio: entrada.precio,
        cantidad,
        itemSubtotal: entrada.precio * cantidad,
        idFecha: fecha.idFecha,
        cdTipo: entrada.tipo.cdTipo,
        ...(personas > 1 && { personas }),
      });
    }
  }
  return items;
}

/** The hidden rows an access code unlocked (issue 14), by day. */
export type Unlocked = CodigoAplicable['ocultas'];

/**
 * The event with an access code's unlocked rows added to their days, so they are chosen and
 * priced like any row. A row the organiser has shown again meanwhile is not listed twice.
 */
export function withUnlocked(evento: EventoView, unlocked: Unlocked): EventoView {
  if (unlocked.length === 0) return evento;
  return {
    ...evento,
    fechas: evento.fechas.map((fecha) => {
      const extra = unlocked
        .filter((u) => u.idFecha === fecha.idFecha)
        .map((u) => u.entrada)
        .filter((e) => !fecha.entradas.some((v) => v.idEntrada === e.idEntrada));
      return extra.length === 0 ? fecha : { ...fecha, entradas: [...fecha.entradas, ...extra] };
    }),
  };
}

/** Whether the chosen items include an unlocked row: only then does the order need the code. */
export const choosesUnlocked = (items: ReadonlyArray<PurchaseItem>, unlocked: Unlocked) =>
  items.some((i) =>
    unlocked.some((u) => u.idFecha === i.idFecha && u.entrada.tipo.cdTipo === i.cdTipo),
  );
