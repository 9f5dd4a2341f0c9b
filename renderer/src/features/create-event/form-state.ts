import type { EdadMinima } from '@shared/domain/edad';
import type { FiestaView } from '@shared/api/organiser';
import { fromArLocalInput, toArLocalInput } from '@shared/domain/argentina-time';
import { LIMITS } from '@shared/domain/limits';
import { addArtista, resolveFiesta } from '@shared/domain/name-match';
import {
  EMPTY_STOCK_ROWS,
  setStockRowPrice,
  setStockRowQuantity,
  stockFieldIssues,
  stockRowsToEntradas,
  type CdTipo,
  type StockRowFields,
} from '@shared/domain/stock-row-rules';
import type { PickedFile } from '@shared/platform';
import {
  CREATE_EVENT_MSG,
  createEventErrors,
  crearEventoSchema,
  startsInPast,
  type CreateEventFormState,
  type CrearEventoInput,
  type EventFieldErrors,
} from '@shared/validation/evento';
import type { DayTimesValue } from '../../ui/day-times';
import {
  eventDetailsPayload,
  maxPorCuentaPayload,
  schemaFieldErrors,
  type EventDetails,
} from '../../ui/event-details';
import { EMPTY_LOCATION } from '../../ui/location-cascade';

/**
 * The create-event form (docs/architecture.md, "Where each rule lives") as one reducer of pure
 * functions: what the inputs show, the ticket rules, the sale-window defaults, and the payload of
 * POST /Evento/CrearEvento.
 */
export interface DayForm extends DayTimesValue {
  /**
   * Until the user picks a sale end, it follows the day's start
   * (docs/decisions/0019-create-event-form.md).
   */
  finVentaElegido: boolean;
  entradas: StockRowFields;
  /** High demand (issue 12): buying goes through the day's virtual queue. */
  altaDemanda?: boolean;
}

export interface CreateForm extends EventDetails {
  esRecurrente: boolean;
  fiestaId: number | null;
  fiestaNueva: string;
  cantidadDias: 1 | 2 | 3;
  dias: readonly [DayForm, DayForm, DayForm];
  imagen: PickedFile | null;
  imagenError: string | null;
  video: string;
  soundCloud: string;
  terminos: boolean;
  /** Most tickets of a type per account and day, as the input shows it (digits, '' empty). */
  maxPorCuenta: string;
  /** Buyers may transfer their tickets (issue 13): on unless the organiser unticks it. */
  permiteTransferencias: boolean;
  /** '' (any age) or a minimum age as text (shared/domain/edad.ts). */
  edadMinima: string;
}

/** A day whose sale opens now (Argentine time) and, by default, closes when the day starts. */
export function emptyDay(now: Date): DayForm {
  return {
    inicio: '',
    fin: '',
    inicioVenta: toArLocalInput(now.toISOString()),
    finVenta: '',
    finVentaElegido: false,
    entradas: EMPTY_STOCK_ROWS,
  };
}

export function initialForm(now: Date = new Date()): CreateForm {
  return {
    nombre: '',
    esRecurrente: false,
    fiestaId: null,
    fiestaNueva: '',
    cantidadDias: 1,
    dias: [emptyDay(now), emptyDay(now), emptyDay(now)],
    generos: [],
    artistas: [],
    ubicacion: EMPTY_LOCATION,
    direccion: '',
    isAfter: false,
    isLgbt: false,
    descripcion: '',
    imagen: null,
    imagenError: null,
    video: '',
    soundCloud: '',
    terminos: false,
    maxPorCuenta: String(LIMITS.maxTicketsPerAccount.default),
    permiteTransferencias: true,
    edadMinima: '',
  };
}

type Scalar = Pick<
  CreateForm,
  | keyof EventDetails
  | 'esRecurrente'
  | 'cantidadDias'
  | 'video'
  | 'soundCloud'
  | 'terminos'
  | 'maxPorCuenta'
  | 'permiteTransferencias'
  | 'edadMinima'
>;

export type CreateAction =
  | { type: 'set'; field: keyof Scalar; value: Scalar[keyof Scalar] }
  | { type: 'fiestaElegida'; idFiesta: number | null }
  | { type: 'fiestaNueva'; nombre: string }
  | {
      type: 'artistaAgregado';
      typed: string;
      existentes: ReadonlyArray<{ idArtista: number; nombre: string }>;
    }
  | { type: 'horario'; dia: number; field: keyof DayTimesValue; value: string }
  | { type: 'altaDemanda'; dia: number; value: boolean }
  | { type: 'cantidad'; dia: number; cdTipo: CdTipo; raw: string }
  | { type: 'precio'; dia: number; cdTipo: CdTipo; raw: string }
  | { type: 'imagen'; file: PickedFile | null; error: string | null };

function updateDay(form: CreateForm, index: number, change: (d: DayForm) => DayForm): CreateForm {
  const dias = form.dias.map((d, i) =>
    i === index ? change(d) : d,
  ) as unknown as CreateForm['dias'];
  return { ...form, dias };
}

/** Editing a day's times; the sale end follows the start until the user sets it. */
export function setHorario(day: DayForm, field: keyof DayTimesValue, value: string): DayForm {
  if (field === 'finVenta') return { ...day, finVenta: value, finVentaElegido: value !== '' };
  const next = { ...day, [field]: value };
  if (field === 'inicio' && !day.finVentaElegido) next.finVenta = value;
  return next;
}

export function createReducer(form: CreateForm, action: CreateAction): CreateForm {
  switch (action.type) {
    case 'set':
      return { ...form, [action.field]: action.value };
    case 'fiestaElegida':
      return {
        ...form,
        fiestaId: action.idFiesta,
        fiestaNueva: action.idFiesta === null ? form.fiestaNueva : '',
      };
    case 'fiestaNueva':
      return {
        ...form,
        fiestaNueva: action.nombre,
        fiestaId: action.nombre.trim() ? null : form.fiestaId,
      };
    case 'artistaAgregado':
      return { ...form, artistas: addArtista(form.artistas, action.typed, action.existentes) };
    case 'horario':
      return updateDay(form, action.dia, (d) => setHorario(d, action.field, action.value));
    case 'altaDemanda':
      return updateDay(form, action.dia, (d) => ({ ...d, altaDemanda: action.value }));
    case 'cantidad':
      return updateDay(form, action.dia, (d) => ({
        ...d,
        entradas: setStockRowQuantity(d.entradas, action.cdTipo, action.raw),
      }));
    case 'precio':
      return updateDay(form, action.dia, (d) => ({
        ...d,
        entradas: setStockRowPrice(d.entradas, action.cdTipo, action.raw),
      }));
    case 'imagen':
      return { ...form, imagen: action.file, imagenError: action.error };
  }
}

/** The days the event has (1, 2 or 3). */
export const activeDays = (form: CreateForm): DayForm[] => form.dias.slice(0, form.cantidadDias);

/** A day whose typed start is already past (issue 15): the server refuses it too. */
export function startsBeforeNow(day: Pick<DayForm, 'inicio'>, now: Date): boolean {
  const inicio = fromArLocalInput(day.inicio);
  return inicio !== null && startsInPast(inicio, now);
}

/** What the ten checks read (shared/validation/evento.ts). */
export function toCheckState(
  form: CreateForm,
  fiestas: ReadonlyArray<Pick<FiestaView, 'idFiesta' | 'dsNombre'>>,
): CreateEventFormState {
  return {
    nombre: form.nombre,
    provincia: form.ubicacion.provincia?.nombre ?? '',
    municipio: form.ubicacion.municipio?.nombre ?? '',
    localidad: form.ubicacion.localidad?.nombre ?? '',
    direccion: form.direccion,
    generos: form.generos,
    artistas: form.artistas,
    descripcion: form.descripcion,
    dias: activeDays(form).map((d) => ({
      inicio: fromArLocalInput(d.inicio),
      fin: fromArLocalInput(d.fin),
    })),
    esRecurrente: form.esRecurrente,
    fiesta: resolveFiesta(form.fiestaId, form.fiestaNueva, fiestas),
    soundCloud: form.soundCloud,
    imagen: form.imagen ? { size: form.imagen.size, mime: form.imagen.mime } : null,
    terminos: form.terminos,
  };
}

/** The body of POST /Evento/CrearEvento. Times are Argentine wall-clock with their offset. */
export function toPayload(
  form: CreateForm,
  fiestas: ReadonlyArray<Pick<FiestaView, 'idFiesta' | 'dsNombre'>>,
): CrearEventoInput {
  return {
    ...eventDetailsPayload(form),
    fechas: activeDays(form).map((d) => ({
      inicio: fromArLocalInput(d.inicio) ?? '',
      fin: fromArLocalInput(d.fin) ?? '',
      inicioVenta: fromArLocalInput(d.inicioVenta) ?? '',
      finVenta: fromArLocalInput(d.finVenta || d.inicio) ?? '',
      entradas: stockRowsToEntradas(d.entradas),
      ...(d.altaDemanda ? { altaDemanda: true } : {}),
    })),
    fiesta: form.esRecurrente ? resolveFiesta(form.fiestaId, form.fiestaNueva, fiestas) : null,
    maxEntradasPorCuenta: maxPorCuentaPayload(form.maxPorCuenta),
    permiteTransferencias: form.permiteTransferencias,
    edadMinima: form.edadMinima === '' ? null : (Number(form.edadMinima) as EdadMinima),
  };
}

/**
 * Everything wrong with the form, by field, all at once: the spec's ten checks (their texts win
 * where a field breaks more than one rule), the schema's other rules (end after start, sale
 * window inside the day, at least one ticket, the YouTube link, the per-account limit), each
 * day's ticket rows as typed (stockFieldIssues) and a start already past (issue 15).
 */
export function formErrors(
  form: CreateForm,
  fiestas: ReadonlyArray<Pick<FiestaView, 'idFiesta' | 'dsNombre'>>,
  now: Date = new Date(),
): EventFieldErrors {
  const errors = schemaFieldErrors(crearEventoSchema, toPayload(form, fiestas));
  activeDays(form).forEach((d, i) => {
    for (const issue of stockFieldIssues(d.entradas, i + 1))
      errors[`dias.${i}.entradas.${issue.cdTipo}.${issue.field}`] = issue.message;
    if (startsBeforeNow(d, now)) errors[`dias.${i}.inicio`] = CREATE_EVENT_MSG.inicioPasado;
    // A sale end that follows a start not typed yet is that start's error, said there.
    if (!d.finVentaElegido && !d.inicio) delete errors[`dias.${i}.finVenta`];
  });
  return { ...errors, ...createEventErrors(toCheckState(form, fiestas)) };
}
