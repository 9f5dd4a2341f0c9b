import { formatDiaSemanaAnio, formatHora, formatPesos } from '@shared/format/es-ar';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TicketCard, TicketDetalle } from '@shared/api/after-sale';
import type { TicketView } from '@shared/api/checkout';
import type { TicketTransferencia } from '@shared/api/transfers';
import type { TicketReventa } from '@shared/api/waitlist';
import type { Domicilio } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { TICKET_PDF } from '@shared/texts/after-sale';
import type { Db } from '../../db/client';
import { eventos, ordenes, tickets, usuarios } from '../../db/schema/index';
import { ownerMediaSummaries } from '../../media/media-service';
import type { EventosService } from '../eventos';
import { ticketViews } from '../ordenes';
import { refundableOrders } from '../ordenes';
import { withdrawableOrders } from '../arrepentimiento/withdrawal-facts';
import { eventoTerminado } from '../resenias/evento-terminado';
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
 * The tickets a person holds (/mis-entradas, /entrada-adquirida and its PDF). Only tickets of
 * orders still pagada count: a cancelled event's refunded tickets are gone from these screens.
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

  const held = (idUsuario: number, extra?: SQL) =>
    ticketViews(
      db,
      and(
        eq(tickets.idUsuario, idUsuario),
        sql`exists (select 1 from ${ordenes} where ${ordenes.idOrden} = ${tickets.idOrden}
                    and ${ordenes.estado} = 'pagada')`,
        extra,
      )!,
    );

  async function cards(idUsuario: number, views: TicketView[]): Promise<TicketCard[]> {
    const ids = [...new Set(views.map((v) => v.idEvento))];
    if (ids.length === 0) return [];
    const now = deps.now();
    const orderIds = views.map((v) => v.idOrden);
    const [rows, media, calificados, ingresados, refundable, withdrawable] = await Promise.all([
      db.select().from(eventos).where(inArray(eventos.idEvento, ids)),
      ownerMediaSummaries(
        db,
        ids.map((id) => mediaOwnerKey('evento', id)),
      ),
      deps.resenias.calificados(idUsuario, ids),
      deps.resenias.ingresados(idUsuario, ids),
      refundableOrders(db, orderIds, now),
      withdrawableOrders(db, orderIds, now),
    ]);
    return views.map((v) => {
      const evento = rows.find((r) => r.idEvento === v.idEvento)!;
      return {
        ...v,
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

  async function one(idUsuario: number, idTicket: number) {
    const [view] = await held(idUsuario, eq(tickets.idTicket, idTicket));
    return view ?? null;
  }

  return {
    /** GET /Entrada/MisEntradas: newest event day first. */
    async mine(idUsuario: number): Promise<TicketCard[]> {
      return cards(idUsuario, await held(idUsuario));
    },

    /** GET /Entrada/GetEntrada: null when the ticket is not the person's (or no longer valid). */
    async detalle(idUsuario: number, idTicket: number): Promise<TicketDetalle | null> {
      const view = await one(idUsuario, idTicket);
      if (!view) return null;
      // A resold ticket's code is revoked (issue 13): neither shown nor downloadable.
      const resold = view.reventa?.estado === 'vendida';
      const [[card], qr, detalleEvento, miResenia, transferencia, revender] = await Promise.all([
        cards(idUsuario, [view]),
        resold ? '' : qrDataUrl(view.codigo),
        deps.eventos.one(view.idEvento, idUsuario),
        deps.resenias.mia(idUsuario, view.idEvento),
        deps.transferencia(idTicket),
        deps.reventa(idTicket),
      ]);
      return {
        ...card!,
        codigo: resold ? '' : card!.codigo,
        qr,
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
      const [row] = await db
        .select({
          evento: eventos,
          comprador: ordenes.idUsuario,
          compradorNombre: ordenes.compradorNombre,
          compradorApellido: ordenes.compradorApellido,
          nombre: usuarios.nombre,
          apellido: usuarios.apellido,
        })
        .from(ordenes)
        .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
        // The holder: the buyer, or whoever the ticket was transferred to (issue 13).
        .innerJoin(usuarios, eq(usuarios.idUsuario, idUsuario))
        .where(eq(ordenes.idOrden, view.idOrden));
      const { evento } = row!;
      const ownPurchase = row!.comprador === idUsuario;
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
        precio: formatPesos(view.precio),
        titular: ownPurchase
          ? `${row!.compradorNombre ?? row!.nombre} ${row!.compradorApellido ?? row!.apellido}`.trim()
          : `${row!.nombre} ${row!.apellido}`.trim(),
        qrPng: await qrPng(view.codigo),
        emitida: deps.now(),
      });
    },
  };
}

export type MisEntradasService = ReturnType<typeof createMisEntradasService>;
