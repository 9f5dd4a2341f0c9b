import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { longArgentinaDate } from './demo-time';

/**
 * The demo's terms and conditions PDF (media key archivoTyC). Standard fonts encode WinAnsi,
 * which covers Spanish (á é í ó ú ü ñ ¿ ¡); keep other symbols out of the text.
 */
const TITLE = 'Términos y Condiciones de Pulso';

const SECTIONS: ReadonlyArray<[string, string]> = [
  [
    '1. Objeto',
    'Pulso es una plataforma que publica eventos de música electrónica organizados por terceros en la República Argentina y vende sus entradas. Al registrarse o comprar una entrada, la persona usuaria acepta estos términos. El organizador de cada evento es responsable de su realización, de la seguridad del lugar y del cumplimiento de las habilitaciones correspondientes.',
  ],
  [
    '2. Compra de entradas',
    'Las entradas se pagan a través de Mercado Pago. El precio de cada entrada lo fija el organizador; Pulso suma un cargo por servicio que se informa antes de confirmar la compra. Se pueden comprar hasta 10 entradas por tipo y fecha en cada operación. La compra queda confirmada cuando el medio de pago aprueba la operación; a partir de ese momento las entradas, con su código QR, están disponibles en "Mis entradas".',
  ],
  [
    '3. Cancelaciones y reembolsos',
    'Si un evento se cancela, Pulso reintegra el importe total pagado, incluido el cargo por servicio, al mismo medio de pago dentro de los plazos del procesador, y avisa por correo electrónico a cada comprador. Si el evento cambia de fecha, la entrada sigue siendo válida y quien no pueda asistir puede pedir el reembolso dentro de los 10 días de anunciado el cambio. Fuera de estos casos y del botón de arrepentimiento (Ley 24.240), las entradas no tienen devolución.',
  ],
  [
    '4. Botón de arrepentimiento',
    'Podés revocar una compra dentro de los 10 días corridos desde que la hiciste y hasta 24 horas antes del evento con el enlace «Botón de arrepentimiento» al pie de cada página, aun sin iniciar sesión: te devolvemos todo lo pagado, cargo por servicio incluido.',
  ],
  [
    '5. Edad mínima y acceso',
    'Los eventos publicados en Pulso son sólo para mayores de 18 años. En la puerta se pedirá el DNI o pasaporte del titular, que debe coincidir con los datos de la compra. El organizador puede negar el ingreso a quien no cumpla con la edad mínima, presente una entrada ya utilizada o no respete las normas del lugar, sin derecho a reembolso.',
  ],
  [
    '6. Datos personales',
    'Pulso trata los datos personales según la Ley 25.326 de Protección de los Datos Personales. Usamos el nombre, el correo, el DNI, el teléfono y la fecha de nacimiento para emitir las entradas, verificar la edad, prevenir fraudes y comunicar novedades de los eventos comprados. Compartimos con el organizador sólo los datos necesarios para el control de acceso. Podés pedir el acceso, la rectificación o la supresión de tus datos desde tu perfil o escribiendo a privacidad@pulso.test. ¿Tenés dudas? Escribinos.',
  ],
  [
    '7. Cuidados',
    'Pulso pide a los organizadores agua potable gratuita, protocolo de cuidados y personal capacitado en cada evento. ¡Cuidate y cuidá a los demás!',
  ],
];

function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderTermsPdf(now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(TITLE);
  doc.setAuthor('Pulso');
  doc.setLanguage('es-AR');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89]; // A4
  const margin = 60;
  const maxWidth = width - margin * 2;
  let page = doc.addPage([width, height]);
  let y = height - margin;
  const write = (
    text: string,
    font: PDFFont,
    size: number,
    gap: number,
    color = rgb(0.1, 0.1, 0.12),
  ) => {
    for (const line of wrapText(text, font, size, maxWidth)) {
      if (y < margin + size) {
        page = doc.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color });
      y -= size * 1.4;
    }
    y -= gap;
  };
  write(TITLE, bold, 20, 6, rgb(0.42, 0.12, 0.75));
  write(`Vigentes desde el ${longArgentinaDate(now)}.`, regular, 10, 12, rgb(0.4, 0.4, 0.45));
  for (const [heading, body] of SECTIONS) {
    write(heading, bold, 13, 2);
    write(body, regular, 11, 12);
  }
  return doc.save();
}
