import { formatDiaSemanaAnio, formatHora } from '@shared/format/es-ar';
import { eq } from 'drizzle-orm';
import { TICKET_PDF } from '@shared/texts/after-sale';
import { listaPrecioPdf } from '@shared/texts/guest-list';
import type { Db } from '../../db/client';
import { eventos, fechas, invitados } from '../../db/schema/index';
import { guestTicketOf } from '../ordenes';
import { direccionCompleta } from '../mis-entradas/direccion-completa';
import { renderTicketPdf } from '../mis-entradas/ticket-pdf';
import { qrPng } from '../mis-entradas/ticket-qr';
import { condicionesDe } from './lista-mails';

/**
 * A guest's ticket as the one-page PDF buyers get (with its QR), for the invitation mail's
 * link. Null when the token names nothing or the invitation no longer admits anyone.
 */
export async function guestTicketPdf(db: Db, token: string, now: Date) {
  const [guest] = await db
    .select({
      idOrden: invitados.idOrden,
      nombre: invitados.nombre,
      precioPuerta: invitados.precioPuerta,
      hasta: invitados.hasta,
      inicio: fechas.inicio,
      fin: fechas.fin,
      evento: eventos,
    })
    .from(invitados)
    .innerJoin(fechas, eq(fechas.idFecha, invitados.idFecha))
    .innerJoin(eventos, eq(eventos.idEvento, invitados.idEvento))
    .where(eq(invitados.token, token));
  const ticket = guest && (await guestTicketOf(db, guest.idOrden));
  if (!guest || !ticket?.stands) return null;
  const row = { ...guest, ...ticket };
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
