import type { ReseniaOrden, ReseniaView } from '@shared/api/after-sale';
import { matchesSearch } from '@shared/domain/text-search';

const newest = (a: ReseniaView, b: ReseniaView) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The party's ratings as the page shows them (docs/architecture.md, "Where each rule lives"):
 * searched in the text, the event and the author (case and accents ignored), sorted by most recent,
 * highest or lowest; equal ratings newest first.
 */
export function ordenarResenias(
  resenias: ReadonlyArray<ReseniaView>,
  orden: ReseniaOrden,
  busqueda: string,
): ReseniaView[] {
  const found = resenias.filter((r) => matchesSearch(busqueda, [r.texto, r.evento, r.autor]));
  return found.sort((a, b) => {
    if (orden === 'alta' && a.estrellas !== b.estrellas) return b.estrellas - a.estrellas;
    if (orden === 'baja' && a.estrellas !== b.estrellas) return a.estrellas - b.estrellas;
    return newest(a, b);
  });
}
