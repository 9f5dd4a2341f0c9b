import type { EventoView } from '@shared/api/discovery';
import { fromArLocalInput, toArLocalInput } from '@shared/domain/argentina-time';
import {
  CD_TIPOS,
  EMPTY_STOCK_ROWS,
  setStockRowPrice,
  type CdTipo,
  type StockRowField,
  type StockRowFields,
} from '@shared/domain/stock-row-rules';
import type { PickedFile } from '@shared/platform';
import {
  DEFAULT_SALE_WINDOW,
  startsInPast,
  updateEventoSchema,
  type ModifyEventFormState,
  type UpdateEventoInput,
} from '@shared/validation/evento';
import type { DayTimesValue } from '../../ui/day-times';
import {
  eventDetailsPayload,
  firstSchemaIssue,
  maxPorCuentaPayload,
  type EventDetails,
} from '../../ui/event-details';

/**
 * The modify-event form (docs/architecture.md, "Where each rule lives") as pure functions: built
 * from the event as the server sends it, edited by a reducer, and turned into the three saves
 * (event, image, the prices that changed).
 */
export interface ModifyDay extends DayTimesValue {
  idFecha: number;
  entradas: StockRowFields;
  /** The kinds the day sells, with their price when loaded. */
  originales: Partial<Record<CdTipo, number>>;
  /** High demand (issue 12) as shown, and as loaded: only a change is sent. */
  altaDemanda: boolean;
  altaDemandaCargada: boolean;
  /** The start as loaded: only a changed start must be ahead of now (issue 15). */
  inicioCargado: string;
}

export interface ModifyForm extends EventDetails {
  idEvento: number;
  dias: ModifyDay[];
  soundCloud: string;
  video: string;
  imagen: PickedFile | null;
  imagenError: string | null;
  confirmado: boolean;
  /** Most tickets of a type per account and day, as the input shows it (digits, '' empty). */
  maxPorCuenta: string;
  /** Buyers may transfer their tickets (issue 13), as loaded; always sent. */
  permiteTransferencias: boolean;
}

/**
 * Sale datetimes cut to 16 characters; the spec's default window when none is set
 * (docs/architecture.md, "Where each rule lives").
 */
const saleInput = (iso: string | null | undefined, fallback: string) =>
  toArLocalInput(iso) || fallback.slice(0, 16);

const lugar = (l: { nombre: string; codigo: string } | undefined) =>
  l?.nombre ? { id: l.codigo, nombre: l.nombre } : null;

export function fromEvento(evento: EventoView): ModifyForm {
  return {
    idEvento: evento.idEvento,
    nombre: evento.nombre,
    generos: [...evento.genero],
    artistas: evento.artistas.map((a) => ({ idArtista: a.idArtista, nombre: a.nombre })),
    ubicacion: {
      provincia: lugar(evento.domicilio?.provincia),
      municipio: lugar(evento.domicilio?.municipio),
      localidad: lugar(evento.domicilio?.localidad),
    },
    direccion: evento.domicilio?.direccion ?? '',
    isAfter: evento.isAfter,
    isLgbt: evento.isLgbt,
    descripcion: evento.descripcion,
    dias: evento.fechas.map((f) => {
      const entradas = [...EMPTY_STOCK_ROWS] as StockRowField[];
      const originales: Partial<Record<CdTipo, number>> = {};
      for (const e of f.entradas) {
        const cdTipo = e.tipo.cdTipo as CdTipo;
        if (!CD_TIPOS.includes(cdTipo)) continue;
        entradas[cdTipo] = { cantidad: String(e.cantidad), precio: String(e.precio) };
        originales[cdTipo] = e.precio;
      }
      return {
        idFecha: f.idFecha,
        inicio: toArLocalInput(f.inicio),
        fin: toArLocalInput(f.fin),
        inicioVenta: saleInput(f.inicioVenta, DEFAULT_SALE_WINDOW.inicio),
        finVenta: saleInput(f.finVenta, DEFAULT_SALE_WINDOW.fin),
        entradas: entradas as unknown as StockRowFields,
        originales,
        altaDemanda: f.altaDemanda,
        altaDemandaCargada: f.altaDemanda,
        inicioCargado: toArLocalInput(f.inicio),
      };
    }),
    soundCloud: evento.soundCloud ?? '',
    video: evento.video ?? '',
    imagen: null,
    imagenError: null,
    confirmado: false,
    maxPorCuenta: String(evento.maxEntradasPorCuenta),
    permiteTransferencias: evento.permiteTransferencias,
  };
}

type Scalar = Pick<
  ModifyForm,
  | keyof EventDetails
  | 'soundCloud'
  | 'video'
  | 'confirmado'
  | 'maxPorCuenta'
  | 'permiteTransferencias'
>;

export type ModifyAction =
  | { type: 'set'; field: keyof Scalar; value: Scalar[keyof Scalar] }
  | { type: 'horario'; dia: number; field: keyof DayTimesValue; value: string }
  | { type: 'altaDemanda'; dia: number; value: boolean }
  | { type: 'precio'; dia: number; cdTipo: CdTipo; raw: string }
  | { type: 'imagen'; file: PickedFile | null; error: string | null };

export function modifyReducer(form: ModifyForm, action: ModifyAction): ModifyForm {
  switch (action.type) {
    case 'set':
      return { ...form, [action.field]: action.value };
    case 'horario':
      return {
        ...form,
        dias: form.dias.map((d, i) =>
          i === action.dia ? { ...d, [action.field]: action.value } : d,
        ),
      };
    case 'altaDemanda':
      return {
        ...form,
        dias: form.dias.map((d, i) => (i === action.dia ? { ...d, altaDemanda: action.value } : d)),
      };
    case 'precio':
      return {
        ...form,
        dias: form.dias.map((d, i) =>
          i === action.dia && d.originales[action.cdTipo] !== undefined
            ? { ...d, entradas: setStockRowPrice(d.entradas, action.cdTipo, action.raw) }
            : d,
        ),
      };
    case 'imagen':
      return { ...form, imagen: action.file, imagenError: action.error };
  }
}

/** A day whose start was changed to one already past (the server refuses it too). */
export function movedToPast(day: ModifyDay, now: Date): boolean {
  const inicio = fromArLocalInput(day.inicio);
  return day.inicio !== day.inicioCargado && inicio !== null && startsInPast(inicio, now);
}

/** What the eight ordered checks read (shared/validation/evento.ts). */
export function toCheckState(form: ModifyForm): ModifyEventFormState {
  return {
    nombre: form.nombre,
    provincia: form.ubicacion.provincia?.nombre ?? '',
    direccion: form.direccion,
    generos: form.generos,
    artistas: form.artistas,
    descripcion: form.descripcion,
    dias: form.dias.map((d) => ({
      inicio: fromArLocalInput(d.inicio),
      fin: fromArLocalInput(d.fin),
    })),
    soundCloud: form.soundCloud,
    video: form.video,
    confirmado: form.confirmado,
  };
}

/** The body of PUT /Evento/UpdateEvento (no quantities, no prices, the status is kept). */
export function toPayload(form: ModifyForm): UpdateEventoInput {
  return {
    idEvento: form.idEvento,
    ...eventDetailsPayload(form),
    fechas: form.dias.map((d) => ({
      idFecha: d.idFecha,
      inicio: fromArLocalInput(d.inicio) ?? '',
      fin: fromArLocalInput(d.fin) ?? '',
      inicioVenta: fromArLocalInput(d.inicioVenta) ?? '',
      finVenta: fromArLocalInput(d.finVenta) ?? '',
      ...(d.altaDemanda !== d.altaDemandaCargada ? { altaDemanda: d.altaDemanda } : {}),
    })),
    maxEntradasPorCuenta: maxPorCuentaPayload(form.maxPorCuenta),
    permiteTransferencias: form.permiteTransferencias,
  };
}

/**
 * After the eight checks: the schema's other rules (all location levels, valid times, and last
 * the per-account limit).
 */
export function firstPayloadError(payload: UpdateEventoInput): string | null {
  return firstSchemaIssue(updateEventoSchema, payload);
}

/** PUT /Entrada/UpdateEntrada bodies: only prices that differ from the loaded ones. */
export function changedPrices(
  form: ModifyForm,
): Array<{ idFecha: number; tipo: CdTipo; precio: number }> {
  return form.dias.flatMap((d) =>
    CD_TIPOS.flatMap((cdTipo) => {
      const original = d.originales[cdTipo];
      if (original === undefined) return [];
      const precio = d.entradas[cdTipo].precio === '' ? 0 : Number(d.entradas[cdTipo].precio);
      return precio === original ? [] : [{ idFecha: d.idFecha, tipo: cdTipo, precio }];
    }),
  );
}
