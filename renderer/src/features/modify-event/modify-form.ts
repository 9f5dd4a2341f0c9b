import type { EdadMinima } from '@shared/domain/edad';
import type { EventoView } from '@shared/api/discovery';
import {
  NOMBRE_ENTRADA_MAX,
  type StockEvento,
  type UpdateEntradasFechaInput,
} from '@shared/api/stock';
import { fromArLocalInput, toArLocalInput } from '@shared/domain/argentina-time';
import {
  CD_TIPOS,
  EMPTY_STOCK_ROWS,
  setStockRowPrice,
  setStockRowQuantity,
  stockFieldIssues,
  type CdTipo,
  type StockRowField,
  type StockRowFields,
} from '@shared/domain/stock-row-rules';
import { STOCK_MSG } from '@shared/texts/organiser';
import type { PickedFile } from '@shared/platform';
import {
  CREATE_EVENT_MSG,
  DEFAULT_SALE_WINDOW,
  modifyEventErrors,
  startsInPast,
  updateEventoSchema,
  type EventFieldErrors,
  type ModifyEventFormState,
  type UpdateEventoInput,
} from '@shared/validation/evento';
import type { DayTimesValue } from '../../ui/day-times';
import {
  eventDetailsPayload,
  maxPorCuentaPayload,
  schemaFieldErrors,
  type EventDetails,
} from '../../ui/event-details';

/**
 * The modify-event form (docs/architecture.md, "Where each rule lives") as pure functions: built
 * from the event and its stock as the server sends them, edited by a reducer, and turned into
 * the three saves (event, image, each day whose quantities or prices changed).
 */
export interface StockOriginal {
  cantidad: number;
  precio: number;
  dsTipo: string;
  /** Sold or held: shown under the quantity. */
  ocupadas: number;
  /** The least the quantity may go down to (shared/domain/stock.ts, minimoCantidad). */
  minimo: number;
}

export interface ModifyDay extends DayTimesValue {
  idFecha: number;
  entradas: StockRowFields;
  /** The kinds the day sells (hidden ones too), as loaded. */
  originales: Partial<Record<CdTipo, StockOriginal>>;
  /** Each row's name as typed (loaded: `originales[cdTipo].dsTipo`). */
  nombres: Partial<Record<CdTipo, string>>;
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
  /** '' (any age) or a minimum age as text (shared/domain/edad.ts). */
  edadMinima: string;
}

/**
 * Sale datetimes cut to 16 characters; the spec's default window when none is set
 * (docs/architecture.md, "Where each rule lives").
 */
const saleInput = (iso: string | null | undefined, fallback: string) =>
  toArLocalInput(iso) || fallback.slice(0, 16);

const lugar = (l: { nombre: string; codigo: string } | undefined) =>
  l?.nombre ? { id: l.codigo, nombre: l.nombre } : null;

export function fromEvento(evento: EventoView, stock: StockEvento): ModifyForm {
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
      const originales: Partial<Record<CdTipo, StockOriginal>> = {};
      const nombres: Partial<Record<CdTipo, string>> = {};
      const rows = stock.fechas.find((s) => s.idFecha === f.idFecha)?.entradas ?? [];
      for (const e of rows) {
        const cdTipo = e.cdTipo as CdTipo;
        if (!CD_TIPOS.includes(cdTipo)) continue;
        entradas[cdTipo] = { cantidad: String(e.cantidad), precio: String(e.precio) };
        nombres[cdTipo] = e.dsTipo;
        originales[cdTipo] = {
          cantidad: e.cantidad,
          precio: e.precio,
          dsTipo: e.dsTipo,
          ocupadas: e.ocupadas,
          minimo: e.minimo,
        };
      }
      return {
        idFecha: f.idFecha,
        inicio: toArLocalInput(f.inicio),
        fin: toArLocalInput(f.fin),
        inicioVenta: saleInput(f.inicioVenta, DEFAULT_SALE_WINDOW.inicio),
        finVenta: saleInput(f.finVenta, DEFAULT_SALE_WINDOW.fin),
        entradas: entradas as unknown as StockRowFields,
        originales,
        nombres,
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
    edadMinima: evento.edadMinima ? String(evento.edadMinima) : '',
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
  | 'edadMinima'
>;

export type ModifyAction =
  | { type: 'set'; field: keyof Scalar; value: Scalar[keyof Scalar] }
  | { type: 'horario'; dia: number; field: keyof DayTimesValue; value: string }
  | { type: 'altaDemanda'; dia: number; value: boolean }
  | { type: 'cantidad'; dia: number; cdTipo: CdTipo; raw: string }
  | { type: 'precio'; dia: number; cdTipo: CdTipo; raw: string }
  | { type: 'nombre'; dia: number; cdTipo: CdTipo; raw: string }
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
    case 'cantidad':
      return {
        ...form,
        dias: form.dias.map((d, i) =>
          i === action.dia && d.originales[action.cdTipo] !== undefined
            ? { ...d, entradas: setStockRowQuantity(d.entradas, action.cdTipo, action.raw) }
            : d,
        ),
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
    case 'nombre':
      return {
        ...form,
        dias: form.dias.map((d, i) =>
          i === action.dia && d.originales[action.cdTipo] !== undefined
            ? { ...d, nombres: { ...d.nombres, [action.cdTipo]: action.raw } }
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

/** What the eight checks read (shared/validation/evento.ts). */
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
    edadMinima: form.edadMinima === '' ? null : (Number(form.edadMinima) as EdadMinima),
  };
}

const num = (v: string) => (v === '' ? 0 : Number(v));
/** A row's name as it would be saved (trimmed), the loaded one if untouched. */
const nombreOf = (d: ModifyDay, cdTipo: CdTipo) =>
  (d.nombres[cdTipo] ?? d.originales[cdTipo]?.dsTipo ?? '').trim();

/**
 * Everything wrong with the form, by field, all at once: the spec's eight checks (their texts
 * win), the schema's other rules (all location levels, valid times, the per-account limit), a
 * changed start already past, and each day's stock: the early-bird rules, a quantity below what
 * is sold or held, a day left with no ticket.
 */
export function formErrors(form: ModifyForm, now: Date = new Date()): EventFieldErrors {
  const errors = schemaFieldErrors(updateEventoSchema, toPayload(form));
  form.dias.forEach((d, i) => {
    if (movedToPast(d, now)) errors[`dias.${i}.inicio`] = CREATE_EVENT_MSG.inicioPasado;
    const key = (cdTipo: CdTipo, field: string) => `dias.${i}.entradas.${cdTipo}.${field}`;
    const tipos = CD_TIPOS.filter((cdTipo) => d.originales[cdTipo] !== undefined);
    for (const cdTipo of tipos) {
      const { minimo, dsTipo } = d.originales[cdTipo]!;
      if (num(d.entradas[cdTipo].cantidad) < minimo)
        errors[key(cdTipo, 'cantidad')] = STOCK_MSG.debajoDeVendidas(i + 1, dsTipo, minimo);
      const nombre = nombreOf(d, cdTipo);
      // The server's rules for a name (shared/api/stock.ts), said before saving.
      if (nombre === '') errors[key(cdTipo, 'nombre')] = STOCK_MSG.nombreVacio;
      else if (nombre.length > NOMBRE_ENTRADA_MAX)
        errors[key(cdTipo, 'nombre')] = STOCK_MSG.nombreLargo(NOMBRE_ENTRADA_MAX);
      else if (
        tipos.some((o) => o !== cdTipo && nombreOf(d, o).toLowerCase() === nombre.toLowerCase())
      )
        errors[key(cdTipo, 'nombre')] = STOCK_MSG.nombreRepetido(i + 1, nombre);
    }
    for (const issue of stockFieldIssues(d.entradas, i + 1, d.nombres))
      errors[key(issue.cdTipo, issue.field)] ??= issue.message;
    if (tipos.length > 0 && tipos.every((cdTipo) => num(d.entradas[cdTipo].cantidad) === 0))
      errors[key(tipos[0]!, 'cantidad')] ??= CREATE_EVENT_MSG.sinEntradas;
  });
  return { ...errors, ...modifyEventErrors(toCheckState(form)) };
}

/**
 * PUT /Entrada/UpdateEntradasFecha bodies: each day whose quantities or prices differ from the
 * loaded ones, with the rows that changed.
 */
export function changedStock(form: ModifyForm): UpdateEntradasFechaInput[] {
  return form.dias.flatMap((d) => {
    const entradas = CD_TIPOS.flatMap((tipo) => {
      const original = d.originales[tipo];
      if (original === undefined) return [];
      const cantidad = num(d.entradas[tipo].cantidad);
      const precio = num(d.entradas[tipo].precio);
      const nombre = nombreOf(d, tipo);
      return cantidad === original.cantidad &&
        precio === original.precio &&
        nombre === original.dsTipo
        ? []
        : [{ tipo, precio, cantidad, ...(nombre !== original.dsTipo ? { nombre } : {}) }];
    });
    return entradas.length ? [{ idFecha: d.idFecha, entradas }] : [];
  });
}
