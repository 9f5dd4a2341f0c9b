import type { AdicionalView } from '@shared/api/add-ons';
import type { CrearOrdenPayload } from '@shared/api/checkout';
import type { PurchaseItem } from '@shared/domain/purchase';

/**
 * The add-ons of /comprar (docs/decisions/0090-add-ons.md): each unit goes with one ticket of
 * its day, so an add-on offers at most one per ticket of that day (a mesa's unit counts its
 * people), and never more than are left. The server checks the same.
 */

/** The buyer's choice: units by idAdicional (absent: none). */
export type AddOnChoice = Readonly<Record<number, number>>;

/** One chosen add-on, as the summary shows it. */
export interface ChosenAddOn {
  adicional: AdicionalView;
  cantidad: number;
}

/** The tickets the chosen items give on a day. */
export const ticketsOfDay = (items: ReadonlyArray<PurchaseItem>, idFecha: number) =>
  items
    .filter((i) => i.idFecha === idFecha)
    .reduce((sum, i) => sum + i.cantidad * (i.personas ?? 1), 0);

/** Most units of an add-on these items admit. */
export const addOnCap = (adicional: AdicionalView, items: ReadonlyArray<PurchaseItem>) =>
  Math.max(0, Math.min(Math.floor(adicional.disponibles), ticketsOfDay(items, adicional.idFecha)));

/** The add-ons chosen, each within its cap now (what is left may have dropped meanwhile). */
export function chosenAddOns(
  adicionales: ReadonlyArray<AdicionalView>,
  choice: AddOnChoice,
  items: ReadonlyArray<PurchaseItem>,
): ChosenAddOn[] {
  return adicionales.flatMap((adicional) => {
    const cantidad = Math.min(choice[adicional.idAdicional] ?? 0, addOnCap(adicional, items));
    return cantidad > 0 ? [{ adicional, cantidad }] : [];
  });
}

/** What the chosen add-ons cost. */
export const addOnsSubtotal = (chosen: ReadonlyArray<ChosenAddOn>) =>
  chosen.reduce((sum, c) => sum + c.adicional.precio * c.cantidad, 0);

/** CrearOrden's `adicionales`: only those chosen. */
export const addOnsPayload = (
  chosen: ReadonlyArray<ChosenAddOn>,
): NonNullable<CrearOrdenPayload['adicionales']> =>
  chosen.map((c) => ({ idAdicional: c.adicional.idAdicional, cantidad: c.cantidad }));
