import { formatDiaSemanaAnio, formatHora, formatPesos } from '@shared/format/es-ar';
import { inArray } from 'drizzle-orm';
import type { TicketCard, TicketDetalle } from '@shared/api/after-sale';
import type { TicketView } from '@shared/api/checkout';
import type { TicketTransferencia } from '@shared/api/transfers';
import type { TicketReventa } from '@shared/api/waitlist';
import type { Domicilio } from '@shared/api/discovery';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { ticketEstado } from '@shared/domain/ticket-state';
import { TICKET_PDF } from '@shared/texts/after-sale';
import { ticketReceiptRows } from '@shared/texts/receipt';
import type { Db } from '../../db/client';
import { eventos } from '../../db/schema/index';
import { ownerMediaSummaries } from '../../media/media-service';
import type { EventosService } from '../eventos';
import { eventOfOrder, heldTicketViews, nameTicket, orderHolderNames } from '../ordenes';
import { refundableOrders } from '../ordenes';
import { withdrawableOrders } from '../arrepentimiento/withdrawal-facts';
import { eventoTerminado } from '../resenias/evento-terminado';
import { cancellationRefunds, refundedByCancellation } from '../ordenes';
import type { ReseniasService } from '../resenias/resenias-service';
import { direccionCompleta } from './direccion-completa';
import { renderTicketPdf } from './ticket-pdf';
import { qrDataUrl, qrPng } from './ticket-qr';

type EventoRow = typeof eventos.$inferSelect;

const domicilioOf = (e: EventoRow): Domicilio => ({
  direccion: e.direccion,
  latitud: e.latitud,
  longitud: e.longitud,
  provincia: { nombre: e.provinciaNombre, codigo: e.provinciaCodigo },
  municipio: { nombre: e.municipioNombre, codigo: e.municipioCodigo },
  localidad: { nombre: e.localidadNombre, codigo: e.localidadCodigo },
});

/**
 * The tickets a person holds (/mis-entradas, /entrada-adquirida and its PDF): those of orders
 * still pagada, and those its event's cancellation refunded, which stay marked cancelled with
 * the refund's state (an order the buyer withdrew or had refunded is gone). Only a ticket that
 * can still let someone in (shared/domain/ticket-state.ts) carries its code, QR and PDF.
 */
export function createMisEntradasService(deps: {
  db: Db;
  eventos: Pick<EventosService, 'one'>;
  resenias: Pick<ReseniasService, 'mia' | 'calificados' | 'ingresados'>;
  /** What /entrada-adquirida shows about transferring (modules/transferencias). */
  transferencia: (idTicket: number) => Promise<TicketTransferencia>;
  /** What /entrada-adquirida shows about reselling (modules/reventa). */
  reventa: (idTicket: number) => Promise<TicketReventa>;
  now: () => Date;
}) {
  const { db } = deps;

  const held = (idUsuario: number, idTicket?: number) =>
    heldTicketViews(db, idUsuario, {
      ...(idTicket !== undefined && { idTicket }),
      alsoIf: refundedByCancellation,
    });

  async function cards(idUsuario: number, views: TicketView[]): Promise<TicketCard[]> {
    const ids = [...new Set(views.map((v) => v.idEvento))];
    if (ids.length === 0) return [];
    const now = deps.now();
    const orderIds = views.map((v) => v.idOrden);
    const [rows, media, calificados, ingresados, refundable, withdrawable, cancelled] =
      await Promise.all([
        db.select().from(eventos).where(inArray(eventos.idEvento, ids)),
        ownerMediaSummaries(
          db,
          ids.map((id) => mediaOwnerKey('evento', id)),
        ),
        deps.resenias.calificados(idUsuario, ids),
        deps.resenias.ingresados(idUsuario, ids),
        refundableOrders(db, orderIds, now),
        withdrawableOrders(db, orderIds, now),
        cancellationRefunds(db, orderIds),
      ]);
    return views.map((v) => {
      const evento = rows.find((r) => r.idEvento === v.idEvento)!;
      const cancelacion =
        evento.cdEstado === ESTADO_EVENTO.BORRADO
          ? // The refund goes to the order's buyer: a ticket received from someone else has none.
            { reembolso: (v.numeroOrden !== null && cancelled.get(v.idOrden)) || null }
          : null;
      const vigente = ticketEstado({ ...v, cancelacion }, now) === 'vigente';
      return {
        ...v,
        // A ticket that can no longer let anyone in shows no code (the screens, the PDF).
        codigo: vigente ? v.codigo : '',
        codigoCorto: vigente ? v.codigoCorto : '',
        cancelacion,
        imagen: media.get(mediaOwnerKey('evento', v.idEvento))?.imagen ?? null,
        domicilio: domicilioOf(evento),
        puedeResenar:
          eventoTerminado(evento.cdEstado, new Date(v.finEvento), now) &&
          ingresados.has(v.idEvento) &&
          !calificados.has(v.idEvento),
        puedeReembolsar: refundable.has(v.idOrden),
        puedeArrepentirse: withdrawable.has(v.idOrden),
      };
    });
  }

  /**
   * The holder's name, as the ticket's page and its PDF print it: the name the buyer gave at
   * checkout on their own purchase, the account's name on a ticket transferred or resold to them.
   */
  async function holderName(idUsuario: number, idOrden: number): Promise<string> {
    const row = await orderHolderNames(db, idOrden, idUsuario);
    if (!row) return '';
    return row.comprador === idUsuario
      ? `${row.compradorNombre ?? row.nombre} ${row.compradorApellido ?? row.apellido}`.trim()
      : `${row.nombre} ${row.apellido}`.trim();
  }

  async function one(idUsuario: number, idTicket: number) {
    const [view] = await held(idUsuario, idTicket);
    return view ?? null;
  }

  return {
    /**
     * PUT /Entrada/NombreAsistente: who will use the ticket. Null for a ticket not the
     * person's; 'usada' once it let someone in.
     */
    async nombrar(
      idUsuario: number,
      idTicket: number,
      nombre: string | null,
    ): Promise<TicketView | 'usada' | null> {
      const named = await nameTicket(db, idUsuario, idTicket, nombre);
      if (named === 'ajena') return null;
      if (named === 'usada') return 'usada';
      return one(idUsuario, idTicket);
    },

    /** GET /Entrada/MisEntradas: newest event day first. */
    async mine(idUsuario: number): Promise<TicketCard[]> {
      return cards(idUsuario, await held(idUsuario));
    },

    /** GET /Entrada/GetEntrada: null when the ticket is not the person's (or no longer valid). */
    async detalle(idUsuario: number, idTicket: number): Promise<TicketDetalle | null> {
      const view = await one(idUsuario, idTicket);
      if (!view) return null;
      // A resold ticket's code is revoked (issue 13): neither shown nor downloadable. Nor is
      // one that can no longer let anyone in (cards() left its code out).
      const resold = view.reventa?.estado === 'vendida';
      const [[card], detalleEvento, miResenia, transferencia, revender, titular] =
        await Promise.all([
          cards(idUsuario, [view]),
          deps.eventos.one(view.idEvento, idUsuario),
          deps.resenias.mia(idUsuario, view.idEvento),
          deps.transferencia(idTicket),
          deps.reventa(idTicket),
          holderName(idUsuario, view.idOrden),
        ]);
      const codigo = resold ? '' : card!.codigo;
      return {
        ...card!,
        codigo,
        codigoCorto: resold ? '' : card!.codigoCorto,
        qr: codigo ? await qrDataUrl(codigo) : '',
        titular,
        detalleEvento: detalleEvento!,
        miResenia,
        transferencia,
        revender,
      };
    },

    /** GET /Entrada/Descargar: the ticket as a one-page PDF holding its QR; null as above. */
    async pdf(idUsuario: number, idTicket: number): Promise<Uint8Array | null> {
      const view = await one(idUsuario, idTicket);
      if (!view || view.reventa?.estado === 'vendida') return null;
      const [evento, titular] = await Promise.all([
        eventOfOrder(db, view.idOrden).then((e) => e!),
        holderName(idUsuario, view.idOrden),
      ]);
      const cancelacion = evento.cdEstado === ESTADO_EVENTO.BORRADO ? {} : null;
      if (ticketEstado({ ...view, cancelacion }, deps.now()) !== 'vigente') return null;
      const inicio = new Date(view.inicio);
      return renderTicketPdf({
        idTicket: view.idTicket,
        evento: view.evento,
        fecha: formatDiaSemanaAnio(inicio),
        horario: TICKET_PDF.horarioRango(formatHora(inicio), formatHora(new Date(view.fin))),
        direccion: direccionCompleta([
          evento.direccion,
          evento.localidadNombre,
          evento.municipioNombre,
          evento.provinciaNombre,
        ]),
        tipo: view.dsTipo,
        ...(view.adicionales && { adicionales: view.adicionales }),
        precio: ticketReceiptRows(view.importes, formatPesos),
        titular,
        ...(view.nombreAsistente && { asistente: view.nombreAsistente }),
        qrPng: await qrPng(view.codigo),
        codigoCorto: view.codigoCorto,
        emitida: deps.now(),
      });
    },
  };
}

export type MisEntradasService = ReturnType<typeof createMisEntradasService>;
