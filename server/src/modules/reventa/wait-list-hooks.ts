import type { WaitListHooks } from '../ordenes';
import { waitKeyOf, type OfferPass } from '../lista-espera/offer-pass';
import type { ReventaService } from './reventa-service';

/** The wait list and resale as the order flows see them (wired in app.ts). */
export function waitListHooks(offers: OfferPass, reventa: ReventaService): WaitListHooks {
  return {
    offerReturned: (tx, lines, now) => offers.offer(tx, lines.map(waitKeyOf), now),
    endOffers: (tx, idOrdenes, now) => offers.endOffers(tx, idOrdenes, now),
    async onOfferPaid(tx, orden, now) {
      await offers.placeBought(tx, orden.idOrden, now);
      return orden.origen === 'reventa' ? reventa.completeResale(tx, orden.idOrden, now) : null;
    },
  };
}
