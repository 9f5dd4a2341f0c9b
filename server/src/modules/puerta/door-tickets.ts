import type { PuertaEntrada, PuertaLista } from '@shared/api/door';
import type { TicketClaims } from '@shared/api/checkout';
import type { DoorTicket } from '../ordenes';

/** A ticket as the door's offline list holds it. */
export const toEntrada = (t: DoorTicket): PuertaEntrada => ({
  tid: t.tid,
  codigoCorto: t.codigoCorto,
  cdTipo: t.cdTipo,
  dsTipo: t.dsTipo,
  admite: t.admite,
  titular: t.titular,
  dni: t.dni,
  ...(t.lista && { lista: t.lista }),
  ...(t.adicionales && { adicionales: t.adicionales }),
});

/** The signed code's guest-list claims of a ticket, as issued. */
export const listaClaimsOf = (lista: PuertaLista | undefined): TicketClaims['lista'] =>
  lista && {
    ...(lista.hasta && { hasta: Math.floor(Date.parse(lista.hasta) / 1000) }),
    ...(lista.precio > 0 && { precio: lista.precio }),
  };
