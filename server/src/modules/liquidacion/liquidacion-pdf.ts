import { formatDiaSemanaAnio, formatHora, formatNumero, formatPesos } from '@shared/format/es-ar';
import { formatCuit } from '@shared/validation/profile';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  LIQUIDACION_CANTIDADES,
  LIQUIDACION_COLUMNAS,
  type Liquidacion,
  type LiquidacionCifras,
  type LiquidacionOrganizador,
} from '@shared/api/settlement';
import { SETTLEMENT_TEXT as T } from '@shared/texts/settlement';
import { winAnsi, wrap } from '../mis-entradas/ticket-pdf';

const PURPLE = rgb(0.42, 0.12, 0.75);
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.47);
const SHADE = rgb(0.94, 0.92, 0.98);
const WHITE = rgb(1, 1, 1);
// A4 landscape, in points: a dozen columns of figures side by side.
const [WIDTH, HEIGHT] = [841.89, 595.28];
const MARGIN = 36;
const BAND = 44;
const SIZE = 7.5;
const HEAD = 7;
const ROW = 15;
const PAD = 3;
/**
 * The type column and the narrower ones that count tickets; pesos share the rest. Each day is
 * a row of its own over its types, written in full with its year: no column cuts it.
 */
const TIPO_W = 84;
const COUNT_W = 40;

/**
 * The settlement as a PDF (standard fonts, so what an organiser typed goes through winAnsi):
 * the event, who is paid (name, CUIT) and where (bank, CBU, alias, or that they are missing),
 * a table per day and type with the totals row, the net, the door's sales apart (when there
 * were any), and what each figure means. Long
 * events continue on further pages, the header repeated.
 */
export async function renderLiquidacionPdf(l: Liquidacion): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const generada = new Date(l.generadaAt);
  doc.setTitle(winAnsi(T.tituloEvento(l.nombre), regular));
  doc.setAuthor(T.pdf.marca);
  doc.setLanguage('es-AR');
  doc.setCreationDate(generada);
  doc.setModificationDate(generada);

  const columnas: Array<keyof LiquidacionCifras> = [
    ...LIQUIDACION_COLUMNAS,
    ...(l.totales.invitados > 0 ? (['invitados'] as const) : []),
  ];
  const counts = columnas.filter((k) => LIQUIDACION_CANTIDADES.has(k)).length;
  const pesosW = (WIDTH - 2 * MARGIN - TIPO_W - counts * COUNT_W) / (columnas.length - counts);
  // Where each figure's column ends (figures are right-aligned).
  const ends: number[] = [];
  columnas.reduce((x, k) => {
    const end = x + (LIQUIDACION_CANTIDADES.has(k) ? COUNT_W : pesosW);
    ends.push(end);
    return end;
  }, MARGIN + TIPO_W);
  const cell = (k: keyof LiquidacionCifras, c: LiquidacionCifras) =>
    LIQUIDACION_CANTIDADES.has(k) ? formatNumero(c[k]) : formatPesos(c[k]);

  let page!: PDFPage;
  let y = 0;
  const text = (s: string, x: number, font: PDFFont, size = SIZE, color: RGB = INK) => {
    const drawn = winAnsi(s, font);
    if (drawn) page.drawText(drawn, { x, y: y - size, size, font, color });
  };
  const right = (s: string, end: number, font: PDFFont, size = SIZE, color: RGB = INK) =>
    text(s, end - font.widthOfTextAtSize(winAnsi(s, font), size) - PAD, font, size, color);
  const fit = (s: string, font: PDFFont, width: number) => {
    let out = winAnsi(s, font);
    while (out.length > 1 && font.widthOfTextAtSize(out, SIZE) > width - 2 * PAD)
      out = out.slice(0, -1);
    return out;
  };

  const header = () => {
    page.drawRectangle({
      x: MARGIN,
      y: y - ROW * 2,
      width: WIDTH - 2 * MARGIN,
      height: ROW * 2,
      color: SHADE,
    });
    y -= 4;
    text(T.columnas.tipo, MARGIN + PAD, bold, HEAD);
    columnas.forEach((k, i) => {
      const width = ends[i]! - (i === 0 ? MARGIN + TIPO_W : ends[i - 1]!);
      // Two lines at most ("Saldo de / reventas"), right-aligned like the figures.
      const lines = labelLines(T.columnas[k], bold, width - 2 * PAD);
      lines.forEach((s, n) => {
        y -= n * (HEAD + 2);
        right(s, ends[i]!, bold, HEAD);
        y += n * (HEAD + 2);
      });
    });
    y -= ROW * 2 - 4;
  };
  const newPage = () => {
    page = doc.addPage([WIDTH, HEIGHT]);
    page.drawRectangle({ x: 0, y: HEIGHT - BAND, width: WIDTH, height: BAND, color: PURPLE });
    y = HEIGHT - BAND / 2 + 9;
    text(T.pdf.marca, MARGIN, bold, 18, WHITE);
    y -= 3;
    right(T.titulo, WIDTH - MARGIN + PAD, regular, 12, WHITE);
    y = HEIGHT - BAND - 20;
  };

  newPage();
  for (const s of wrap(winAnsi(T.tituloEvento(l.nombre), bold), bold, 15, WIDTH - 2 * MARGIN)) {
    text(s, MARGIN, bold, 15);
    y -= 20;
  }
  text(T.generada(formatDiaSemanaAnio(generada), formatHora(generada)), MARGIN, regular, 9, GREY);
  y -= 16;
  for (const renglon of payeeLines(l.organizador)) {
    text(renglon.text, MARGIN, renglon.bold ? bold : regular, 9.5, renglon.bold ? INK : GREY);
    y -= 14;
  }
  y -= 8;
  header();

  // A day's row opens its types, and again at the top of a page that continues them.
  let shown: number | null = null;
  const room = () => {
    if (y - ROW < MARGIN + 20) {
      newPage();
      header();
      shown = null;
    }
  };
  const line = (tipo: string, c: LiquidacionCifras, font: PDFFont) => {
    room();
    y -= 4;
    text(fit(tipo, font, TIPO_W), MARGIN + PAD, font);
    columnas.forEach((k, i) => right(cell(k, c), ends[i]!, font));
    y -= ROW - 4;
  };
  for (const f of l.filas) {
    room();
    if (f.idFecha !== shown) {
      // A day never ends a page without one of its types under it.
      if (y - 2 * ROW < MARGIN + 20) {
        newPage();
        header();
      }
      y -= 4;
      text(formatDiaSemanaAnio(new Date(f.dia)), MARGIN + PAD, bold);
      y -= ROW - 4;
      shown = f.idFecha;
    }
    line(f.dsTipo, f, regular);
  }
  page.drawLine({
    start: { x: MARGIN, y: y - 1 },
    end: { x: WIDTH - MARGIN, y: y - 1 },
    thickness: 0.6,
    color: GREY,
  });
  y -= 3;
  line(T.total, l.totales, bold);

  y -= 14;
  if (y < MARGIN + 140) newPage();
  text(`${T.neto}: ${formatPesos(l.totales.neto)}`, MARGIN, bold, 14, PURPLE);
  y -= 28;
  if (l.rrpp.length > 0) {
    // What the productora owes its RRPP, under what Pulso pays it.
    if (y < MARGIN + 60 + 14 * l.rrpp.length) newPage();
    text(T.rrppTitulo, MARGIN, bold, 10.5);
    y -= 16;
    const C = T.rrppColumnas;
    const cols = [MARGIN + 220, MARGIN + 320, MARGIN + 420];
    const rrppLine = (cells: ReadonlyArray<string>, font: PDFFont) => {
      if (y - ROW < MARGIN) newPage();
      text(fit(cells[0]!, font, 220), MARGIN, font);
      cells.slice(1).forEach((c, i) => right(c, cols[i]! + 80, font));
      y -= ROW;
    };
    rrppLine([C.nombre, C.entradas, C.importe, C.comision], bold);
    for (const r of l.rrpp)
      rrppLine(
        [r.nombre, String(r.entradas), formatPesos(r.importe), formatPesos(r.comision)],
        regular,
      );
    rrppLine([T.rrppTotal, '', '', formatPesos(l.comisionesRrpp)], bold);
    y -= 8;
    text(`${T.netoTrasComisiones}: ${formatPesos(l.netoTrasComisiones)}`, MARGIN, bold, 12, PURPLE);
    y -= 24;
  }
  if (l.ventasPuerta.entradas > 0) {
    // The door's sales (docs/decisions/0094-box-office.md): the productora collected them
    // itself, so they sit apart from every figure above, with the line that says so.
    const p = l.ventasPuerta;
    if (y < MARGIN + 70) newPage();
    text(T.puertaTitulo, MARGIN, bold, 10.5);
    y -= 16;
    const resumen = T.puertaResumen({
      entradas: formatNumero(p.entradas),
      efectivo: formatPesos(p.efectivo),
      transferencia: formatPesos(p.transferencia),
      total: formatPesos(p.total),
    });
    text(resumen, MARGIN, regular, 9.5);
    y -= 14;
    for (const renglon of wrap(winAnsi(T.puertaNota, regular), regular, 8.5, WIDTH - 2 * MARGIN)) {
      text(renglon, MARGIN, regular, 8.5, GREY);
      y -= 11;
    }
    y -= 13;
  }
  text(T.notasTitulo, MARGIN, bold, 9.5);
  y -= 15;
  const notas = [
    ...T.notas.map(([termino, definicion]) => T.nota(termino, definicion)),
    ...(l.totales.invitados > 0 ? [T.invitadosNota] : []),
    ...(l.rrpp.length > 0 ? [T.rrppNota] : []),
    T.formula,
  ];
  for (const nota of notas)
    for (const renglon of wrap(winAnsi(nota, regular), regular, 8.5, WIDTH - 2 * MARGIN)) {
      if (y - 11 < MARGIN) newPage();
      text(renglon, MARGIN, regular, 8.5, GREY);
      y -= 11;
    }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const s = winAnsi(T.pdf.pagina(i + 1, pages.length), regular);
    p.drawText(s, {
      x: WIDTH - MARGIN - regular.widthOfTextAtSize(s, 7.5),
      y: MARGIN / 2,
      size: 7.5,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}

/**
 * A column label in at most two lines: whole words when they fit, else the long word cut with
 * a hyphen before a consonant and vowel, as Spanish syllables split ("Arrepenti- / mientos").
 */
function labelLines(label: string, font: PDFFont, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, HEAD) <= width;
  if (fits(label)) return [label];
  const words = label.split(' ');
  for (let i = words.length - 1; i > 0; i--) {
    const first = words.slice(0, i).join(' ');
    const rest = words.slice(i).join(' ');
    if (fits(first) && fits(rest)) return [first, rest];
  }
  const syllable = (cut: number) =>
    /[aeiouáéíóú][^aeiouáéíóú][aeiouáéíóú]/i.test(label.slice(cut - 1, cut + 2));
  for (const ok of [syllable, () => true])
    for (let cut = label.length - 2; cut > 1; cut--)
      if (ok(cut) && fits(`${label.slice(0, cut)}-`))
        return [`${label.slice(0, cut)}-`, label.slice(cut)];
  return [label];
}

/**
 * Who the settlement pays and where: the organiser's name and CUIT, then bank, CBU and alias,
 * each said missing when it is ("Datos de cobro: sin cargar" when there is no account at all).
 */
function payeeLines(o: LiquidacionOrganizador): Array<{ text: string; bold?: boolean }> {
  const lines = [
    { text: T.organizador(o.nombre), bold: true },
    { text: o.cuit ? T.cuit(formatCuit(o.cuit)) : T.cuitSinCargar },
  ];
  if (!o.cbu && !o.aliasCbu) return [...lines, { text: T.datosCobroSinCargar }];
  const cuenta = [
    o.banco && T.banco(o.banco),
    T.cbu(o.cbu || T.sinCargar),
    T.alias(o.aliasCbu || T.sinCargar),
  ].filter(Boolean);
  return [...lines, { text: `${T.datosCobro}: ${cuenta.join(' · ')}` }];
}
