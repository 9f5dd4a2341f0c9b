import { formatPesos } from '@shared/format/es-ar';
import type { Importes } from '@shared/domain/receipt';
import { formatOrderNumber } from '@shared/format/order-number';
import type { OrdenEstado } from '@shared/domain/orders';
import type { RrppVia } from '@shared/domain/equipo';
import { RRPP_VIA_TEXT } from '@shared/texts/rrpp';
import { EXPORT_SHEETS as S } from '@shared/texts/exports';
import type { Db } from '../../db/client';
import type { Viewer } from '../../plugins/viewer';
import { ownedEvent } from '../eventos';
import { ordersForExport, paidTicketsForExport } from '../ordenes';
import { rrppLines } from '../rrpp/rrpp-figures';
import { sheetOf, type Column, type Sheet } from './spreadsheet';

/**
 * Orders worth a row: money came in, may still come, or went back. Expired, rejected and
 * voided orders never moved money; they are checkout noise in an organiser's books.
 */
const ESTADOS_EXPORTADOS: OrdenEstado[] = [
  'pendiente',
  'pagada',
  'reembolso_pendiente',
  'reembolsada',
];

const byName = new Intl.Collator('es', { sensitivity: 'base' });

interface Asistente {
  nombre: string;
  apellido: string;
  correo: string;
  dni: string;
  dsTipo: string;
  inicio: Date;
  numero: string;
  usadoAt: Date | null;
  adicionales: string[];
}

const A = S.asistentes.columnas;
const ASISTENTES: ReadonlyArray<Column<Asistente>> = [
  { header: A.nombre, kind: 'texto', width: 18, value: (a) => a.nombre },
  { header: A.apellido, kind: 'texto', width: 18, value: (a) => a.apellido },
  { header: A.correo, kind: 'texto', width: 30, value: (a) => a.correo },
  { header: A.dni, kind: 'texto', width: 12, value: (a) => a.dni },
  { header: A.tipo, kind: 'texto', width: 20, value: (a) => a.dsTipo },
  { header: A.dia, kind: 'fecha', width: 17, value: (a) => a.inicio },
  // The order's number people read, never its sequential id (docs/decisions/0076-hostile-users.md).
  { header: A.orden, kind: 'texto', width: 16, value: (a) => formatOrderNumber(a.numero) },
  { header: A.ingreso, kind: 'texto', width: 9, value: (a) => (a.usadoAt ? S.si : S.no) },
  { header: A.horaIngreso, kind: 'fecha', width: 17, value: (a) => a.usadoAt },
  // What to hand over with the ticket (docs/decisions/0090-add-ons.md).
  { header: A.adicionales, kind: 'texto', width: 20, value: (a) => a.adicionales.join(' · ') },
];

interface Orden extends Importes {
  numero: string;
  createdAt: Date;
  estado: OrdenEstado;
  origen: keyof typeof S.origenes;
  nombre: string | null;
  apellido: string | null;
  correo: string | null;
  dni: string | null;
  entradas: number;
  adicionales: string;
  codigo: string | null;
  /** The RRPP the sale is theirs and how, and what it earns them (docs/decisions/0092-rrpp.md). */
  rrpp: string | null;
  rrppVia: RrppVia | null;
  comisionRrpp: number;
}

const O = S.ordenes.columnas;
const ORDENES: ReadonlyArray<Column<Orden>> = [
  { header: O.orden, kind: 'texto', width: 16, value: (o) => formatOrderNumber(o.numero) },
  { header: O.fecha, kind: 'fecha', width: 17, value: (o) => o.createdAt },
  { header: O.estado, kind: 'texto', width: 20, value: (o) => S.estados[o.estado] },
  { header: O.origen, kind: 'texto', width: 18, value: (o) => S.origenes[o.origen] },
  {
    header: O.comprador,
    kind: 'texto',
    width: 28,
    value: (o) => [o.nombre, o.apellido].filter(Boolean).join(' '),
  },
  { header: O.correo, kind: 'texto', width: 30, value: (o) => o.correo ?? '' },
  { header: O.dni, kind: 'texto', width: 12, value: (o) => o.dni ?? '' },
  { header: O.entradas, kind: 'numero', width: 9, value: (o) => o.entradas },
  { header: O.adicionales, kind: 'texto', width: 20, value: (o) => o.adicionales },
  { header: O.subtotal, kind: 'pesos', width: 13, value: (o) => o.precioLista },
  { header: O.descuento, kind: 'pesos', width: 13, value: (o) => o.descuento },
  { header: O.codigo, kind: 'texto', width: 16, value: (o) => o.codigo ?? '' },
  { header: O.cargoServicio, kind: 'pesos', width: 13, value: (o) => o.cargoServicio },
  { header: O.total, kind: 'pesos', width: 13, value: (o) => o.total },
  {
    header: O.rrpp,
    kind: 'texto',
    width: 24,
    value: (o) => (o.rrpp && o.rrppVia ? S.rrppVenta(o.rrpp, RRPP_VIA_TEXT[o.rrppVia]) : ''),
  },
  { header: O.comisionRrpp, kind: 'pesos', width: 13, value: (o) => o.comisionRrpp },
];

/** An event's attendees and orders as spreadsheets, for its owner or an administrator. */
export function createExportacionesService(db: Db) {
  return {
    /**
     * One row per ticket that admits someone: its order paid, neither resold nor listed for
     * resale (the door's own rule, checkin-service). The holder is the one the door shows;
     * a guest-list ticket has no account (left joins): its guest's name is the order's
     * snapshot, their address the list's.
     */
    async asistentes(viewer: Viewer, idEvento: number): Promise<Sheet> {
      await ownedEvent(db, viewer, idEvento, 'exportar');
      // Every ticket of a paid order, so the note counts from the same read as the rows.
      const all = await paidTicketsForExport(db, idEvento);
      const rows = all.filter((r) => !r.enReventa && !r.revendida);
      const count = (f: (r: (typeof all)[number]) => boolean) => all.filter(f).length;
      const nota = S.asistentes.nota({
        filas: rows.length,
        vendidas: count((r) => r.origen !== 'reventa' && r.origen !== 'lista'),
        invitados: count((r) => r.origen === 'lista'),
        compradasEnReventa: count((r) => r.origen === 'reventa'),
        revendidas: count((r) => r.revendida),
        enReventa: count((r) => r.enReventa),
      });
      const asistentes: Asistente[] = rows
        .map(({ asistente, ...r }) => ({
          ...r,
          // A ticket its holder named admits that person, as the door shows it.
          nombre: asistente ?? r.nombre ?? '',
          apellido: asistente !== null ? '' : (r.apellido ?? ''),
          correo: r.correo ?? '',
          dni: asistente !== null ? '' : (r.dni ?? ''),
        }))
        // By day, then surname as a door list reads (in JS: the same order on every database).
        .sort(
          (a, b) =>
            a.inicio.getTime() - b.inicio.getTime() ||
            byName.compare(a.apellido, b.apellido) ||
            byName.compare(a.nombre, b.nombre) ||
            a.idTicket - b.idTicket,
        );
      return sheetOf(S.asistentes.hoja, nota, ASISTENTES, asistentes);
    },

    /** One row per order that was paid or may still be (ESTADOS_EXPORTADOS), oldest first. */
    async ordenes(viewer: Viewer, idEvento: number): Promise<Sheet> {
      await ownedEvent(db, viewer, idEvento, 'exportar');
      const [{ rows: read, receipts }, rrppDeOrdenes] = await Promise.all([
        ordersForExport(db, idEvento, ESTADOS_EXPORTADOS),
        rrppLines(db, idEvento),
      ]);
      // The commission the settlement counts, per order: the column adds up to its RRPP lines.
      const comisionDe = new Map<number, number>();
      for (const l of rrppDeOrdenes)
        comisionDe.set(l.idOrden, (comisionDe.get(l.idOrden) ?? 0) + l.comision);
      // The money columns are the order's receipt (shared/domain/receipt.ts), as its buyer's.
      const rows: Orden[] = read.flatMap((o) => {
        const r = receipts.get(o.idOrden);
        if (!r) return [];
        // Tickets, a mesa's people each (docs/decisions/0089-mesas-and-order-limits.md).
        const entradas = r.lineas.reduce((sum, l) => sum + l.line.cantidad * l.line.personas, 0);
        const adicionales = S.adicionales(
          r.adicionales.map((a) => ({ nombre: a.line.nombre, cantidad: a.line.cantidad })),
        );
        const comisionRrpp = comisionDe.get(o.idOrden) ?? 0;
        return [{ ...o, entradas, adicionales, codigo: r.codigo, comisionRrpp, ...r.totales }];
      });
      const ventas = rows.filter(
        (o) => o.estado === 'pagada' && o.origen !== 'reventa' && o.origen !== 'lista',
      );
      const nota = S.ordenes.nota({
        filas: rows.length,
        entradas: ventas.reduce((sum, o) => sum + o.entradas, 0),
        recaudado: formatPesos(ventas.reduce((sum, o) => sum + o.precioPagado, 0)),
      });
      return sheetOf(S.ordenes.hoja, nota, ORDENES, rows);
    },
  };
}

export type ExportacionesService = ReturnType<typeof createExportacionesService>;
