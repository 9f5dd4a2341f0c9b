import { BOLETERIA_TEXT as T } from '@shared/texts/boleteria';
import { CajasPuerta } from './cajas-puerta';
import { PreciosPuerta } from './precios-puerta';

/**
 * The box office at the door (docs/decisions/0094-box-office.md), the organiser's side: what
 * the door sells and at what price, and the cajas its sellers opened and closed.
 */
export function BoleteriaSection({
  idEvento,
  pollingInterval,
}: {
  idEvento: number;
  pollingInterval: number;
}) {
  return (
    <section aria-labelledby="door-boleteria" className="door-admin-card">
      <h2 id="door-boleteria">{T.titulo}</h2>
      <PreciosPuerta idEvento={idEvento} />
      <CajasPuerta idEvento={idEvento} pollingInterval={pollingInterval} />
    </section>
  );
}
