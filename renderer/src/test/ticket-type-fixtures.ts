import {
  tiposEventoSchema,
  tiposFechaSchema,
  type AdicionalFila,
  type TipoFila,
  type TiposEvento,
  type TiposFecha,
} from '@shared/api/ticket-types';

/** What a plain ticket has in "Más opciones", as read and as sent: nothing set. */
export const PLAIN_OPTIONS = {
  descripcion: null,
  personas: 1,
  minPorOrden: 1,
  maxPorOrden: null,
  ventaDesde: null,
  ventaHasta: null,
} as const;

const tipo = (row: Partial<TipoFila> & Pick<TipoFila, 'idEntrada' | 'nombre'>): TipoFila => ({
  cdTipo: 4,
  admite: 'General',
  precio: 0,
  cantidad: 0,
  ocupadas: 0,
  oculta: false,
  tanda: null,
  abreAt: null,
  cupos: [],
  ...PLAIN_OPTIONS,
  ...row,
});

/** An add-on of a day as the server sends it: nothing described, priced, counted or sold. */
export const adicionalFila = (
  row: Partial<AdicionalFila> & Pick<AdicionalFila, 'idAdicional' | 'nombre'>,
): AdicionalFila => ({
  descripcion: null,
  precio: 0,
  cantidad: 0,
  ocupadas: 0,
  ...row,
});

/**
 * A day made from the event form, as GET /Entrada/TiposEvento sends it: General (20 sold) and
 * VIP each size a pool of their own name, the early bird draws from General's; VIP is hidden.
 * No add-ons.
 * Checked against the contract's schema, so a fake answer cannot drift from the server's.
 */
export function templateDay(overrides: Partial<TiposFecha> = {}): TiposFecha {
  return tiposFechaSchema.parse({
    idFecha: 30,
    inicio: '2030-07-13T02:00:00.000Z', // viernes 12 de julio, 23:00 in Buenos Aires
    tipos: [
      tipo({
        idEntrada: 301,
        cdTipo: 0,
        nombre: 'General',
        precio: 15000,
        cantidad: 200,
        ocupadas: 20,
        cupos: ['General'],
      }),
      tipo({
        idEntrada: 303,
        cdTipo: 1,
        nombre: 'General Early Bird',
        precio: 10000,
        cupos: ['General'],
      }),
      tipo({
        idEntrada: 302,
        cdTipo: 2,
        nombre: 'VIP',
        admite: 'VIP',
        precio: 30000,
        cantidad: 3,
        oculta: true,
        cupos: ['VIP'],
      }),
    ],
    cupos: [
      { idCupo: 41, nombre: 'General', cantidad: 200, ocupadas: 20, sigue: 'General' },
      { idCupo: 42, nombre: 'VIP', cantidad: 3, ocupadas: 0, sigue: 'VIP' },
    ],
    adicionales: [],
    ...overrides,
  });
}

/** The event "Noche Ácida" (id 12) with the given days (default: the template day). */
export function tiposEvento(fechas: TiposFecha[] = [templateDay()]): TiposEvento {
  return tiposEventoSchema.parse({ idEvento: 12, nombre: 'Noche Ácida', fechas });
}

export { tipo as tipoFila };
