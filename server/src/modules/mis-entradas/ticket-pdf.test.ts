import { formatDiaSemanaAnio, formatHora } from '@shared/format/es-ar';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { direccionCompleta } from './direccion-completa';
import { renderTicketPdf, winAnsi } from './ticket-pdf';
import { qrPng } from './ticket-qr';

describe('winAnsi (standard PDF fonts)', () => {
  it('keeps Spanish, drops marks WinAnsi lacks, and replaces what it cannot draw', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(winAnsi('¡Ñandú, güiro y señor! ¿Sí? N.º 5 – «$ 1.000»', font)).toBe(
      '¡Ñandú, güiro y señor! ¿Sí? N.º 5 – «$ 1.000»',
    );
    expect(winAnsi('Łódź ąę\tnoche\n🎧 Ω', font)).toBe('?ódz ae noche ? ?');
  });
});

describe('ticket formats (Argentina, es-AR, 24-hour clock)', () => {
  it('writes the day with its year and two-digit hours', () => {
    expect(formatDiaSemanaAnio(new Date('2030-01-05T02:00:00Z'))).toBe(
      'viernes 4 de enero de 2030',
    );
    expect(formatHora(new Date('2030-01-05T08:05:00Z'))).toBe('05:05');
  });

  it('joins the address without repeating the city', () => {
    expect(
      direccionCompleta(['Humboldt 1356', 'CABA', 'caba', '', 'Ciudad Autónoma de Buenos Aires']),
    ).toBe('Humboldt 1356, CABA, Ciudad Autónoma de Buenos Aires');
  });
});

describe('renderTicketPdf', () => {
  it('fits a long name and address on one page, QR included, and draws any name', async () => {
    const bytes = await renderTicketPdf({
      idTicket: 42,
      evento: `Festival 🎧 ${'Muy largo '.repeat(12)}`,
      fecha: 'sábado 5 de enero de 2030',
      horario: '23:00 a 05:00 h',
      direccion: `Av. ${'Extensa '.repeat(20)}1234, Ciudad Autónoma de Buenos Aires`,
      tipo: 'VIP Early Bird',
      adicionales: ['Combo trago', 'Locker'],
      precio: [
        { etiqueta: 'Valor', monto: '$ 15.000', total: false },
        { etiqueta: 'Descuento (PULSO20)', monto: '-$ 3.000', total: false },
        { etiqueta: 'Cargo por servicio', monto: '$ 1.200', total: false },
        { etiqueta: 'Total pagado', monto: '$ 13.200', total: true },
      ],
      titular: 'María José Ñúñez',
      qrPng: await qrPng('codigo-de-prueba'),
      codigoCorto: 'K7QF2M9X',
      emitida: new Date('2030-01-01T12:00:00Z'),
    });
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.images).toHaveLength(1);
    expect(pdf.text).toContain('Festival ? Muy largo');
    expect(pdf.lines).toContain('María José Ñúñez');
    // What the door hands over with it, under its type.
    expect(pdf.lines).toContain('Incluye');
    expect(pdf.lines).toContain('Combo trago · Locker');
    // The short code, under the QR, in the groups the door types.
    expect(pdf.lines).toContain('Código: K7QF-2M9X');
  });
});
