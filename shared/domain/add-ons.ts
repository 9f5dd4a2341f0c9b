/**
 * Which add-ons each of a day's tickets carries (docs/decisions/0090-add-ons.md): each add-on's
 * units go one per ticket, from the first ticket on (a buyer of three entries and two drink
 * combos: the first two carry one each).
 */
export function addOnsPerTicket(
  addOns: ReadonlyArray<{ nombre: string; cantidad: number }>,
  tickets: number,
): string[][] {
  return Array.from({ length: tickets }, (_, k) =>
    addOns.filter((a) => k < a.cantidad).map((a) => a.nombre),
  );
}
