import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { AR_OFFSET_MS, toArLocalInput } from '@shared/domain/argentina-time';
import type { ExportFormato } from '@shared/api/exports';

/**
 * One table written as CSV or XLSX (issue 14 exports, docs/decisions/0041-exports.md). Each
 * column has a kind: text cells are neutralised against formula injection in both formats,
 * numbers and money stay numbers, instants are Argentine wall-clock time.
 */
export type CellKind = 'texto' | 'numero' | 'pesos' | 'fecha';
export type Cell = string | number | Date | null;

export interface Column<R> {
  header: string;
  kind: CellKind;
  /** XLSX column width, in characters. */
  width: number;
  value: (row: R) => Cell;
}

export interface Sheet {
  name: string;
  /**
   * What the rows count and how they reconcile with the sales page, in Spanish: the file's
   * first line, above the headers, so nobody reads a count without it.
   */
  nota: string;
  columns: ReadonlyArray<Pick<Column<never>, 'header' | 'kind' | 'width'>>;
  rows: Cell[][];
}

export const sheetOf = <R>(
  name: string,
  nota: string,
  columns: ReadonlyArray<Column<R>>,
  rows: R[],
): Sheet => ({
  name,
  nota,
  columns,
  rows: rows.map((r) => columns.map((c) => c.value(r))),
});

/**
 * OWASP "CSV Injection": a cell starting with one of these is run as a formula by Excel,
 * LibreOffice and Sheets (`=HYPERLINK(...)` in a buyer's name). A leading `'` makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** "04/01/2030 23:00", Argentine time. */
export function fechaHora(instant: Date): string {
  const [ymd, hm] = toArLocalInput(instant.toISOString()).split('T') as [string, string];
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y} ${hm}`;
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (value instanceof Date) return fechaHora(value);
  // Whole numbers without thousands separators: Excel reads them as numbers in any locale.
  if (typeof value === 'number') return String(value);
  return neutralise(value);
}

/**
 * UTF-8 with a BOM (without it Excel reads UTF-8 as the ANSI code page: "CorreÃ³"), `;` between
 * fields (Excel splits a CSV on the locale's list separator, `;` wherever the decimal mark is a
 * comma, as in es-AR), CRLF line ends; csv-stringify quotes what needs it.
 */
export function toCsv(sheet: Sheet): Buffer {
  const text = stringify(
    [
      [neutralise(sheet.nota)],
      sheet.columns.map((c) => neutralise(c.header)),
      ...sheet.rows.map((r) => r.map(csvCell)),
    ],
    { bom: true, delimiter: ';', record_delimiter: 'windows' },
  );
  return Buffer.from(text, 'utf8');
}

const NUM_FMT: Record<CellKind, string> = {
  texto: '@',
  numero: '0',
  pesos: '"$ "#,##0',
  fecha: 'dd/mm/yyyy hh:mm',
};

function xlsxCell(value: Cell): ExcelJS.CellValue {
  if (value === null || typeof value === 'number') return value;
  // Excel dates have no time zone: the serial is the wall clock, written from the UTC fields.
  if (value instanceof Date) return new Date(value.getTime() + AR_OFFSET_MS);
  return neutralise(value);
}

/**
 * A workbook of one sheet: the note in italics, then the bold header with filters, both
 * frozen; real numbers and dates.
 */
export async function toXlsx(sheet: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pulso';
  const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 2 }] });
  ws.columns = sheet.columns.map((c) => ({ width: c.width }));
  sheet.columns.forEach((c, i) => {
    ws.getColumn(i + 1).numFmt = NUM_FMT[c.kind];
  });
  const nota = ws.addRow([neutralise(sheet.nota)]);
  nota.font = { italic: true };
  nota.numFmt = 'General';
  const header = ws.addRow(sheet.columns.map((c) => neutralise(c.header)));
  header.font = { bold: true };
  header.numFmt = 'General';
  for (const row of sheet.rows) ws.addRow(row.map(xlsxCell));
  ws.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: sheet.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const SPREADSHEET_WRITERS: Record<ExportFormato, (sheet: Sheet) => Promise<Buffer>> = {
  csv: async (sheet) => toCsv(sheet),
  xlsx: toXlsx,
};
