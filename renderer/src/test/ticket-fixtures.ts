import type { TicketCard, TicketDetalle } from '@shared/api/after-sale';
import type { TransferenciaView } from '@shared/api/transfers';
import type { ListaEsperaView, ReventaView, TicketReventa } from '@shared/api/waitlist';
import { makeEvento } from './discovery-fixtures';

/** A ticket of /Entrada/MisEntradas: General for Noche Ácida (viernes 12 de julio de 2030). */
export function makeTicket(overrides: Partial<TicketCard> = {}): TicketCard {
  const evento = makeEvento();
  return {
    idTicket: 12,
    codigo: 'eyJhbGciOiJFZERTQSJ9.e30.firma',
    codigoCorto: 'K7QF2M9X',
    idOrden: 55,
    numeroOrden: '3F9A0C2B77DE',
    idEvento: 12,
    evento: 'Noche Ácida',
    idFecha: 30,
    inicio: '2030-07-13T02:00:00.000Z',
    fin: '2030-07-13T10:00:00.000Z',
    finEvento: '2030-07-13T10:00:00.000Z',
    cdTipo: 0,
    dsTipo: 'General',
    // $ 15.000 and its fee (shared/domain/receipt.ts), no discount.
    importes: {
      precioLista: 15000,
      descuento: 0,
      codigo: null,
      precioPagado: 15000,
      cargoServicio: 1500,
      total: 16500,
    },
    usadoAt: null,
    createdAt: '2030-06-01T15:00:00.000Z',
    imagen: evento.imagen,
    domicilio: evento.domicilio,
    puedeResenar: false,
    puedeReembolsar: false,
    puedeArrepentirse: false,
    reventa: null,
    cancelacion: null,
    ...overrides,
  };
}

export function makeTicketDetalle(overrides: Partial<TicketDetalle> = {}): TicketDetalle {
  return {
    ...makeTicket(),
    qr: 'data:image/png;base64,iVBORw0KGgo=',
    titular: 'Ana Pérez',
    detalleEvento: makeEvento({
      soundCloud: 'https://soundcloud.com/pulso/set-1',
      video: 'https://youtu.be/dQw4w9WgXcQ',
    }),
    miResenia: null,
    // A paid ticket of an event not started yet: its holder may transfer it.
    transferencia: { puedeTransferir: true, motivo: null, pendiente: null, historial: [] },
    // Not bought by its holder in these tests' default: no resale offered.
    revender: makeTicketReventa({ puedeRevender: false }),
    ...overrides,
  };
}

/** TicketDetalle.revender (issue 13): paid $ 15.000 and a fee of $ 1.500; may be listed. */
export function makeTicketReventa(overrides: Partial<TicketReventa> = {}): TicketReventa {
  return {
    puedeRevender: true,
    motivo: null,
    precioPagado: 15000,
    cargoServicioPagado: 1500,
    activa: null,
    ...overrides,
  };
}

/** A listing of that ticket (TicketReventa.activa, TicketView.reventa). */
export function makeReventa(overrides: Partial<ReventaView> = {}): ReventaView {
  return {
    idReventa: 80,
    precio: 15000,
    estado: 'publicada',
    creadaAt: '2030-06-25T15:00:00.000Z',
    reembolso: null,
    ...overrides,
  };
}

/** A place on the wait list of VIP for Noche Ácida's day (GET /ListaEspera/Mias). */
export function makeLugar(overrides: Partial<ListaEsperaView> = {}): ListaEsperaView {
  return {
    idListaEspera: 90,
    idEvento: 12,
    evento: 'Noche Ácida',
    idFecha: 30,
    dia: '2030-07-13T02:00:00.000Z',
    cdTipo: 2,
    dsTipo: 'VIP',
    estado: 'esperando',
    creadaAt: '2030-06-20T15:00:00.000Z',
    oferta: null,
    idOrdenComprada: null,
    ...overrides,
  };
}

/** A transfer of that ticket (POST /Entrada/Transferir, GET /Entrada/MisTransferencias). */
export function makeTransferencia(overrides: Partial<TransferenciaView> = {}): TransferenciaView {
  return {
    idTransferencia: 70,
    idTicket: 12,
    idEvento: 12,
    evento: 'Noche Ácida',
    dia: '2030-07-13T02:00:00.000Z',
    dsTipo: 'General',
    estado: 'pendiente',
    de: 'Lucía Pérez',
    correo: 'amiga@example.com',
    para: null,
    creadaAt: '2030-06-20T15:00:00.000Z',
    cerradaAt: null,
    ...overrides,
  };
}
