import { formatDiaSemanaAnio, formatHora } from '@shared/format/es-ar';
import { eq } from 'drizzle-orm';
import { TICKET_PDF } from '@shared/texts/after-sale';
import { listaPrecioPdf } from '@shared/texts/guest-list';
import type { Db } from '../../db/client';
import {
  entradas,
  eventos,
  fechas,
  invitados,
  ordenItems,
  ordenes,
  tickets,
} from '../../db/schema/index';
import { direccionCompleta } from '../mis-entradas/direccion-completa';
import { renderTicketPdf } from '../mis-entradas/ticket-pdf';
import { qrPng } from '../mis-entradas/ticket-qr';
import { condicionesDe } from './lista-mails';

/**
 * A guest's ticket as the one-page PDF buyers get (with its QR), for the invitation mail's
 * link. Null when the token names nothing or the invitation no longer admits anyone.
 */
export async function guestTicketPdf(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      idTicket: tickets.idTicket,
      codigo: tickets.codigo,
      codigoCorto: tickets.codigoCorto,
      estado: ordenes.estado,
      nombre: invitados.nombre,
      precioPuerta: invitados.precioPuerta,
      hasta: invitados.hasta,
      inicio: fechas.inicio,
      fin: fechas.fin,
      dsTipo: entradas.nombre,
      evento: eventos,
    })
    .from(invitados)
    .innerJoin(ordenes, eq(ordenes.idOrden, invitados.idOrden))
    .innerJoin(tickets, eq(tickets.idOrden, invitados.idOrden))
    .innerJoin(fechas, eq(fechas.idFecha, invitados.idFecha))
    // The ticket's own stock row names it (an organiser may have renamed the type).
    .innerJoin(ordenItems, eq(ordenItems.idItem, tickets.idItem))
    .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
    .innerJoin(eventos, eq(eventos.idEvento, invitados.idEvento))
    .where(eq(invitados.token, token));
  if (!row || row.estado !== 'pagada') return null;
  const { evento } = row;
  const pdf = await renderTicketPdf({
    idTicket: row.idTicket,
    evento: evento.nombre,
    fecha: formatDiaSemanaAnio(row.inicio),
    horario: TICKET_PDF.horarioRango(formatHora(row.inicio), formatHora(row.fin)),
    direccion: direccionCompleta([
      evento.direccion,
      evento.localidadNombre,
      evento.municipioNombre,
      evento.provinciaNombre,
    ]),
    tipo: row.dsTipo,
    precio: listaPrecioPdf(condicionesDe(row)),
    titular: row.nombre,
    qrPng: await qrPng(row.codigo),
    codigoCorto: row.codigoCorto,
    emitida: now,
  });
  return { pdf, archivo: TICKET_PDF.archivo(row.idTicket) };
}
