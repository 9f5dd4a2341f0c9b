import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatShortCode } from '@shared/domain/ticket-short-code';
import { TICKET_PDF } from '@shared/texts/after-sale';

/** What the ticket PDF prints, already formatted (Argentine time, pesos). */
export interface TicketPdfData {
  idTicket: number;
  evento: string;
  fecha: string;
  horario: string;
  direccion: string;
  tipo: string;
  /** The add-ons that go with it ("Combo trago"), shown under its type; none: nothing shown. */
  adicionales?: ReadonlyArray<string>;
  /**
   * What the ticket cost: labelled rows adding up to the last (ticketReceiptRows), or a guest's
   * terms as one line.
   */
  precio: ReadonlyArray<{ etiqueta: string; monto: string; total: boolean }> | string;
  titular: string;
  /** Who the holder named to use it (a friend at their mesa), printed under the holder. */
  asistente?: string;
  /** The QR of the ticket's signed code (PNG). */
  qrPng: Uint8Array;
  /** The short code printed under the QR, typed at the door when the QR cannot be read. */
  codigoCorto: string;
  emitida: Date;
}

/**
 * Standard fonts encode WinAnsi, which covers Spanish (á é í ó ú ü ñ ¿ ¡ º); anything else an
 * organiser typed (emoji, other scripts) would make pdf-lib throw. Accented letters outside
 * WinAnsi keep their base letter, other white space (line breaks, tabs) becomes a space and
 * the rest '?'.
 */
export function winAnsi(text: string, font: PDFFont): string {
  const drawable = new Set(font.getCharacterSet());
  const can = (s: string) => [...s].every((c) => drawable.has(c.codePointAt(0)!));
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (can(ch)) return ch;
      if (/\s/u.test(ch)) return ' ';
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return base !== '' && can(base) ? base : '?';
    })
    .join('');
}

/** Words in lines no wider than `maxWidth` (the settlement's PDF wraps its notes too). */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const PURPLE = rgb(0.42, 0.12, 0.75);
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.47);
// A5 portrait, in points.
const [WIDTH, HEIGHT] = [419.53, 595.28];
const MARGIN = 32;
const BAND = 52;

/** A one-page A5 ticket: the event, its day and times, address, type, holder, what it cost and QR. */
export async function renderTicketPdf(data: TicketPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const numero = TICKET_PDF.numero(data.idTicket);
  doc.setTitle(winAnsi(`${numero} – ${data.evento}`, regular));
  doc.setAuthor('Pulso');
  doc.setLanguage('es-AR');
  doc.setCreationDate(data.emitida);
  doc.setModificationDate(data.emitida);

  const page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  const maxWidth = WIDTH - MARGIN * 2;
  page.drawRectangle({ x: 0, y: HEIGHT - BAND, width: WIDTH, height: BAND, color: PURPLE });
  page.drawText(TICKET_PDF.marca, {
    x: MARGIN,
    y: HEIGHT - BAND / 2 - 8,
    size: 22,
    font: bold,
    color: rgb(1, 1, 1),
  });
  const tituloWidth = regular.widthOfTextAtSize(TICKET_PDF.titulo, 13);
  page.drawText(TICKET_PDF.titulo, {
    x: WIDTH - MARGIN - tituloWidth,
    y: HEIGHT - BAND / 2 - 5,
    size: 13,
    font: regular,
    color: rgb(1, 1, 1),
  });

  let y = HEIGHT - BAND - 28;
  const write = (text: string, font: PDFFont, size: number, color = INK, gap = 0) => {
    for (const line of wrap(winAnsi(text, font), font, size, maxWidth)) {
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= size * 1.3;
    }
    y -= gap;
  };
  write(data.evento, bold, 18, INK, 10);
  for (const [label, value] of [
    [TICKET_PDF.fecha, data.fecha],
    [TICKET_PDF.horario, data.horario],
    [TICKET_PDF.direccion, data.direccion],
    [TICKET_PDF.tipo, data.tipo],
    ...(data.adicionales?.length
      ? [[TICKET_PDF.adicionales, data.adicionales.join(' · ')] as const]
      : []),
    ...(typeof data.precio === 'string' ? [[TICKET_PDF.precio, data.precio] as const] : []),
    [TICKET_PDF.titular, data.titular],
    ...(data.asistente ? [[TICKET_PDF.asistente, data.asistente] as const] : []),
  ] as const) {
    write(label, regular, 8.5, GREY, 1);
    write(value, bold, 11.5, INK, 7);
  }
  // A receipt, compact: label on the left, amount on the right, the total in bold.
  const size = 9.5;
  for (const row of typeof data.precio === 'string' ? [] : data.precio) {
    const font = row.total ? bold : regular;
    const monto = winAnsi(row.monto, font);
    const at = { y: y - size, size, font, color: row.total ? INK : GREY };
    page.drawText(winAnsi(row.etiqueta, font), { x: MARGIN, ...at });
    page.drawText(monto, { x: WIDTH - MARGIN - font.widthOfTextAtSize(monto, size), ...at });
    y -= size * 1.3 + 1.5;
  }

  // The QR takes what is left above its short code, the number and the notice, between 120 and
  // 190 points.
  const footer = 8.5 * 1.3 * 3 + 14 * 1.3 + 4 + 12 * 1.3 + 24;
  const side = Math.max(120, Math.min(190, y - MARGIN - footer));
  const qr = await doc.embedPng(data.qrPng);
  page.drawImage(qr, { x: (WIDTH - side) / 2, y: y - side - 6, width: side, height: side });
  y -= side + 18;
  const corto = TICKET_PDF.codigoCorto(formatShortCode(data.codigoCorto));
  const cortoWidth = bold.widthOfTextAtSize(corto, 14);
  page.drawText(corto, { x: (WIDTH - cortoWidth) / 2, y: y - 14, size: 14, font: bold });
  y -= 14 * 1.3 + 4;
  const numeroWidth = bold.widthOfTextAtSize(numero, 12);
  page.drawText(numero, { x: (WIDTH - numeroWidth) / 2, y: y - 12, size: 12, font: bold });
  y -= 12 * 1.3 + 10;
  write(TICKET_PDF.aviso, regular, 8.5, GREY);
  return doc.save();
}
