import {
  ADICIONALES_POR_DIA_MAX,
  CUPOS_POR_DIA_MAX,
  PERSONAS_POR_MESA_MAX,
  TIPOS_POR_DIA_MAX,
  saveTiposFechaSchema,
  type SaveTiposFecha,
  type TiposFecha,
} from '@shared/api/ticket-types';
import { fromArLocalInput, toArLocalInput } from '@shared/domain/argentina-time';
import { LIMITS } from '@shared/domain/limits';
import {
  tiposFechaIssues,
  type AdicionalToSave,
  type TipoToSave,
} from '@shared/domain/ticket-type-rules';
import { STOCK_MSG } from '@shared/texts/organiser';
import { TIPOS_MSG, TIPOS_TEXT } from '@shared/texts/organiser';

/**
 * One day of the "Entradas y tandas" screen as pure functions
 * (docs/decisions/0088-free-form-ticket-types.md; its add-ons, docs/decisions/0090-add-ons.md):
 * built from the day as the server sends it,
 * edited by `diaReducer`, said wrong by `issues` (the server's rules, before saving) and sent
 * whole by `toPayload`. Values are what the inputs show: numbers as typed digits, dates as
 * `datetime-local` text in Buenos Aires time.
 */
export interface TipoForm {
  /** The row's key in the form: React's, and what a cupo following it points at. */
  key: number;
  /** Absent for a row to add. */
  idEntrada?: number;
  /** The specification's kind (0–3) or 4; absent for a row to add. */
  cdTipo?: number;
  nombre: string;
  admite: string;
  /** Digits ('' empty). */
  precio: string;
  cantidad: string;
  /** Sold or held: the least the quantity may go down to, and whether the row may go. */
  ocupadas: number;
  oculta: boolean;
  /** The tanda's name as typed ('' none). */
  tanda: string;
  /** When it opens anyway, typed day/month/year and 24-hour time ('' none). */
  abreAt: string;
  /**
   * Each date as loaded, sent back as it came while its text is untouched (seconds kept).
   * Absent for a row to add.
   */
  cargadas?: Partial<Record<FechaCampo, { texto: string; iso: string }>>;
  /** Keys of the day's cupos it draws from: a renamed cupo keeps its rows. */
  cupos: number[];
  /** Read under its name by buyers ('' none). */
  descripcion: string;
  /** People one unit admits, digits: 1 a ticket, more a mesa. */
  personas: string;
  /** What a kept row admitted when loaded: it may not change once something was sold. */
  personasAntes?: number;
  /** Units one purchase takes at least and at most, digits ('' max: no maximum). */
  minPorOrden: string;
  maxPorOrden: string;
  /** The type's own sale window, typed like `abreAt` ('' none: the day's dates). */
  ventaDesde: string;
  ventaHasta: string;
}

/** The fields typed as a date and time. */
export type FechaCampo = 'abreAt' | 'ventaDesde' | 'ventaHasta';
const FECHA_CAMPOS: ReadonlyArray<FechaCampo> = ['abreAt', 'ventaDesde', 'ventaHasta'];

export interface CupoForm {
  key: number;
  idCupo?: number;
  nombre: string;
  cantidad: string;
  ocupadas: number;
  /** The row whose typed quantity is this cupo's size (the template's pools), or null. */
  sigue: number | null;
}

/** An add-on of the day (a drink combo, a locker, parking): each unit goes with one ticket. */
export interface AdicionalForm {
  key: number;
  /** Absent for one to add. */
  idAdicional?: number;
  nombre: string;
  /** Read under its name by buyers ('' none). */
  descripcion: string;
  /** Digits ('' empty: said beside the field, never saved as 0). */
  precio: string;
  cantidad: string;
  /** Sold or held: the least the quantity may go down to, and whether it may go. */
  ocupadas: number;
}

export interface DiaForm {
  idFecha: number;
  inicio: string;
  /** In the order buyers see them. */
  tipos: TipoForm[];
  cupos: CupoForm[];
  /** In the order buyers see them. */
  adicionales: AdicionalForm[];
  /** The next key to hand out. */
  next: number;
}

/**
 * The schema's bounds, kept by the inputs: no number out of range reaches a check. People and
 * per-order quantities keep as many digits as their maximum has; a value above it (or 0, or
 * nothing) is said beside the field with the schema's text.
 */
const DIGITOS: Record<NumeroCampo, number> = {
  precio: 8,
  cantidad: 6,
  personas: String(PERSONAS_POR_MESA_MAX).length,
  minPorOrden: String(LIMITS.maxTicketsPerRow).length,
  maxPorOrden: String(LIMITS.maxTicketsPerRow).length,
};

/** Digits only, at most `max`, without leading zeros ("007" -> "7"). */
function digits(raw: string, max: number): string {
  const d = raw.replace(/\D+/g, '').slice(0, max);
  return d === '' ? '' : d.replace(/^0+(?=\d)/, '');
}

const num = (value: string) => (value === '' ? 0 : Number(value));

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s+(\d{1,2}):(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time typed day/month/year, 24-hour ("5/7/2030 20:00"), whatever the browser's
 * language (docs/decisions/0056-dates-typed-day-month-year.md: renderer/src/ui/date-field.tsx
 * reads the same, but is antd's, which this plain screen does not load), as the
 * `datetime-local` value the Argentine-time helpers take; null when it is no such date.
 */
export function parseFechaHora(text: string): string | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [d, mo, y, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // Strict: 31/02 or 24:00 are no date.
  if (date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1 || h > 23 || mi > 59) return null;
  return `${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}`;
}

/** A `datetime-local` value as typed: "2030-07-05T20:00" -> "05/07/2030 20:00". */
export function showFechaHora(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : '';
}

/** The instant a row's typed date is (Buenos Aires time), null when empty or no date. */
function instantOf(t: TipoForm, field: FechaCampo): string | null {
  const cargada = t.cargadas?.[field];
  if (cargada && t[field] === cargada.texto) return cargada.iso;
  return fromArLocalInput(parseFechaHora(t[field]) ?? '');
}
/** Names compare as the server compares them: trimmed, case aside. */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first n from `from` whose make(n) no name in `taken` already is. */
function freeIndex(make: (n: number) => string, from: number, taken: ReadonlyArray<string>) {
  for (let n = from; ; n++) if (!taken.some((t) => same(t, make(n)))) return n;
}

/** "base", "base 2", "base 3"… */
const series = (base: string) => (n: number) => (n === 1 ? base : `${base} ${n}`);

/** `base`, or the first of "base 2", "base 3"… that no name in `taken` already is. */
export function freeName(base: string, taken: ReadonlyArray<string>): string {
  return series(base)(freeIndex(series(base), 1, taken));
}

export function fromTiposFecha(fecha: TiposFecha): DiaForm {
  let next = 1;
  const cupos = fecha.cupos.map((c) => ({
    key: next++,
    idCupo: c.idCupo,
    nombre: c.nombre,
    cantidad: String(c.cantidad),
    ocupadas: c.ocupadas,
    sigue: null as number | null,
  }));
  const tipos: TipoForm[] = fecha.tipos.map((t) => {
    const cargadas: TipoForm['cargadas'] = {};
    for (const field of FECHA_CAMPOS) {
      const iso = t[field];
      if (iso) cargadas[field] = { texto: showFechaHora(toArLocalInput(iso)), iso };
    }
    return {
      key: next++,
      idEntrada: t.idEntrada,
      cdTipo: t.cdTipo,
      nombre: t.nombre,
      admite: t.admite,
      precio: String(t.precio),
      cantidad: String(t.cantidad),
      ocupadas: t.ocupadas,
      oculta: t.oculta,
      tanda: t.tanda ?? '',
      abreAt: cargadas.abreAt?.texto ?? '',
      cargadas,
      cupos: t.cupos.flatMap((nombre) => {
        const cupo =
          cupos.find((c) => c.nombre === nombre) ?? cupos.find((c) => same(c.nombre, nombre));
        return cupo ? [cupo.key] : [];
      }),
      descripcion: t.descripcion ?? '',
      personas: String(t.personas),
      personasAntes: t.personas,
      minPorOrden: String(t.minPorOrden),
      maxPorOrden: t.maxPorOrden === null ? '' : String(t.maxPorOrden),
      ventaDesde: cargadas.ventaDesde?.texto ?? '',
      ventaHasta: cargadas.ventaHasta?.texto ?? '',
    };
  });
  fecha.cupos.forEach((c, i) => {
    if (c.sigue !== null) cupos[i]!.sigue = tipos.find((t) => t.nombre === c.sigue)?.key ?? null;
  });
  const adicionales = fecha.adicionales.map((a) => ({
    key: next++,
    idAdicional: a.idAdicional,
    nombre: a.nombre,
    descripcion: a.descripcion ?? '',
    precio: String(a.precio),
    cantidad: String(a.cantidad),
    ocupadas: a.ocupadas,
  }));
  return { idFecha: fecha.idFecha, inicio: fecha.inicio, tipos, cupos, adicionales, next };
}

/** The day's tanda names, as typed and trimmed, each once, in list order. */
export function tandaNames(day: DiaForm): string[] {
  const names: string[] = [];
  for (const t of day.tipos) {
    const tanda = t.tanda.trim();
    if (tanda && !names.includes(tanda)) names.push(tanda);
  }
  return names;
}

/**
 * A row that is a later step of its tanda: only such a row may open at a date of its own
 * (the first step is on sale from the start), so only it shows "Abre sí o sí el".
 */
export function isLaterStep(day: DiaForm, index: number): boolean {
  const tanda = day.tipos[index]?.tanda.trim();
  return !!tanda && day.tipos.slice(0, index).some((t) => t.tanda.trim() === tanda);
}

/** The row a cupo's size follows, if it still is in the list. */
export function followedRow(day: DiaForm, cupo: CupoForm): TipoForm | undefined {
  return cupo.sigue === null ? undefined : day.tipos.find((t) => t.key === cupo.sigue);
}

/** A cupo's size as it would be saved: the followed row's typed quantity, else its own. */
export function cupoSize(day: DiaForm, cupo: CupoForm): number {
  const row = followedRow(day, cupo);
  return num(row ? row.cantidad : cupo.cantidad);
}

/**
 * Whether a row's "Más opciones" differ from a plain ticket's (no description, one person,
 * 1 to any per purchase, the day's sale dates): they are then shown without asking.
 */
export function hasMasOpciones(t: TipoForm): boolean {
  return (
    t.descripcion.trim() !== '' ||
    t.personas !== '1' ||
    t.minPorOrden !== '1' ||
    t.maxPorOrden !== '' ||
    t.ventaDesde.trim() !== '' ||
    t.ventaHasta.trim() !== ''
  );
}

export type TipoCampo =
  'nombre' | 'admite' | 'tanda' | 'abreAt' | 'descripcion' | 'ventaDesde' | 'ventaHasta';
export type NumeroCampo = 'precio' | 'cantidad' | 'personas' | 'minPorOrden' | 'maxPorOrden';
export type AdicionalCampo = 'nombre' | 'descripcion';
export type AdicionalNumero = 'precio' | 'cantidad';

export type DiaAction =
  | { type: 'campo'; key: number; field: TipoCampo; value: string }
  | { type: 'numero'; key: number; field: NumeroCampo; raw: string }
  | { type: 'oculta'; key: number; value: boolean }
  | { type: 'agregarTipo' }
  | { type: 'agregarTandas' }
  | { type: 'mover'; key: number; by: -1 | 1 }
  | { type: 'quitarTipo'; key: number }
  | { type: 'agregarCupo' }
  | { type: 'quitarCupo'; key: number }
  | { type: 'cupoNombre'; key: number; value: string }
  | { type: 'cupoCantidad'; key: number; raw: string }
  | { type: 'miembro'; key: number; cupo: number; value: boolean }
  | { type: 'agregarAdicional' }
  | { type: 'quitarAdicional'; key: number }
  | { type: 'adicionalCampo'; key: number; field: AdicionalCampo; value: string }
  | { type: 'adicionalNumero'; key: number; field: AdicionalNumero; raw: string }
  | { type: 'cargar'; fecha: TiposFecha };

const newRow = (key: number, nombre: string, more: Partial<TipoForm> = {}): TipoForm => ({
  key,
  nombre,
  admite: TIPOS_TEXT.admiteInicial,
  precio: '',
  cantidad: '',
  ocupadas: 0,
  oculta: false,
  tanda: '',
  abreAt: '',
  cupos: [],
  descripcion: '',
  personas: '1',
  minPorOrden: '1',
  maxPorOrden: '',
  ventaDesde: '',
  ventaHasta: '',
  ...more,
});

const newCupo = (key: number, nombre: string): CupoForm => ({
  key,
  nombre,
  cantidad: '',
  ocupadas: 0,
  sigue: null,
});

const newAdicional = (key: number, nombre: string): AdicionalForm => ({
  key,
  nombre,
  descripcion: '',
  precio: '',
  cantidad: '',
  ocupadas: 0,
});

function editRow(day: DiaForm, key: number, edit: (t: TipoForm) => TipoForm): DiaForm {
  return { ...day, tipos: day.tipos.map((t) => (t.key === key ? edit(t) : t)) };
}

function editCupo(day: DiaForm, key: number, edit: (c: CupoForm) => CupoForm): DiaForm {
  return { ...day, cupos: day.cupos.map((c) => (c.key === key ? edit(c) : c)) };
}

/** A row with its default name ("Entrada 5": the first number free), admitted as General. */
export function addTipo(day: DiaForm): DiaForm {
  const taken = day.tipos.map((t) => t.nombre);
  const nombre = TIPOS_TEXT.nuevoTipo(freeIndex(TIPOS_TEXT.nuevoTipo, day.tipos.length + 1, taken));
  return { ...day, tipos: [...day.tipos, newRow(day.next, nombre)], next: day.next + 1 };
}

/**
 * "1ra tanda", "2da tanda", "3ra tanda" as the steps of a new tanda ("General", or the first
 * free "General 2"…), sharing a new cupo named alike (the first free from the tanda's number
 * on: a template day's pool is already "General") whose size the organiser writes: Argentine
 * parties sell three prices over one capacity (docs/decisions/0087-tandas.md).
 */
export function addTresTandas(day: DiaForm): DiaForm {
  const name = series(TIPOS_TEXT.tandaInicial);
  const n = freeIndex(name, 1, tandaNames(day));
  const tanda = name(n);
  const cupo = newCupo(
    day.next,
    name(
      freeIndex(
        name,
        n,
        day.cupos.map((c) => c.nombre),
      ),
    ),
  );
  const taken = day.tipos.map((t) => t.nombre);
  const rows = TIPOS_TEXT.tresTandas.map((paso, i) => {
    // A second group's steps carry its name, so no two rows of the day are called alike.
    const nombre = freeName(tanda === TIPOS_TEXT.tandaInicial ? paso : `${paso} ${tanda}`, taken);
    taken.push(nombre);
    return newRow(day.next + 1 + i, nombre, { tanda, cupos: [cupo.key] });
  });
  return {
    ...day,
    tipos: [...day.tipos, ...rows],
    cupos: [...day.cupos, cupo],
    next: day.next + 1 + rows.length,
  };
}

/** One place up (-1) or down (1); nothing at either end. */
export function moveTipo(day: DiaForm, key: number, by: -1 | 1): DiaForm {
  const i = day.tipos.findIndex((t) => t.key === key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= day.tipos.length) return day;
  const tipos = [...day.tipos];
  [tipos[i], tipos[j]] = [tipos[j]!, tipos[i]!];
  return { ...day, tipos };
}

/**
 * Removes a row nothing was taken from (a row with sales, holds or invitations stays: the
 * server refuses to drop it, and its quantity set to 0 stops its sale). A cupo that followed
 * it keeps the size it had and becomes editable.
 */
export function removeTipo(day: DiaForm, key: number): DiaForm {
  const row = day.tipos.find((t) => t.key === key);
  if (!row || row.ocupadas > 0) return day;
  return {
    ...day,
    tipos: day.tipos.filter((t) => t.key !== key),
    cupos: day.cupos.map((c) =>
      c.sigue === key ? { ...c, sigue: null, cantidad: row.cantidad } : c,
    ),
  };
}

export function addCupo(day: DiaForm): DiaForm {
  const taken = day.cupos.map((c) => c.nombre);
  const nombre = TIPOS_TEXT.nuevoCupo(freeIndex(TIPOS_TEXT.nuevoCupo, day.cupos.length + 1, taken));
  return { ...day, cupos: [...day.cupos, newCupo(day.next, nombre)], next: day.next + 1 };
}

/** Removes a cupo; its rows no longer draw from it. */
export function removeCupo(day: DiaForm, key: number): DiaForm {
  return {
    ...day,
    cupos: day.cupos.filter((c) => c.key !== key),
    tipos: day.tipos.map((t) =>
      t.cupos.includes(key) ? { ...t, cupos: t.cupos.filter((k) => k !== key) } : t,
    ),
  };
}

function editAdicional(
  day: DiaForm,
  key: number,
  edit: (a: AdicionalForm) => AdicionalForm,
): DiaForm {
  return { ...day, adicionales: day.adicionales.map((a) => (a.key === key ? edit(a) : a)) };
}

/** "Adicional n" (the first number free), with no price or quantity yet. */
export function addAdicional(day: DiaForm): DiaForm {
  const taken = day.adicionales.map((a) => a.nombre);
  const nombre = TIPOS_TEXT.nuevoAdicional(
    freeIndex(TIPOS_TEXT.nuevoAdicional, day.adicionales.length + 1, taken),
  );
  return {
    ...day,
    adicionales: [...day.adicionales, newAdicional(day.next, nombre)],
    next: day.next + 1,
  };
}

/**
 * Removes an add-on nothing was sold or held of (one with sales stays: the server refuses to
 * drop it, and its quantity set to 0 stops its sale).
 */
export function removeAdicional(day: DiaForm, key: number): DiaForm {
  const adicional = day.adicionales.find((a) => a.key === key);
  if (!adicional || adicional.ocupadas > 0) return day;
  return { ...day, adicionales: day.adicionales.filter((a) => a.key !== key) };
}

/** A row drawing from a cupo, or not. */
export function setMiembro(day: DiaForm, key: number, cupo: number, value: boolean): DiaForm {
  if (!day.cupos.some((c) => c.key === cupo)) return day;
  return editRow(day, key, (t) => {
    const cupos = t.cupos.filter((k) => k !== cupo);
    return { ...t, cupos: value ? [...cupos, cupo] : cupos };
  });
}

export function diaReducer(day: DiaForm, action: DiaAction): DiaForm {
  switch (action.type) {
    case 'campo':
      return editRow(day, action.key, (t) => ({ ...t, [action.field]: action.value }));
    case 'numero':
      return editRow(day, action.key, (t) => ({
        ...t,
        [action.field]: digits(action.raw, DIGITOS[action.field]),
      }));
    case 'oculta':
      return editRow(day, action.key, (t) => ({ ...t, oculta: action.value }));
    case 'agregarTipo':
      return addTipo(day);
    case 'agregarTandas':
      return addTresTandas(day);
    case 'mover':
      return moveTipo(day, action.key, action.by);
    case 'quitarTipo':
      return removeTipo(day, action.key);
    case 'agregarCupo':
      return addCupo(day);
    case 'quitarCupo':
      return removeCupo(day, action.key);
    case 'cupoNombre':
      return editCupo(day, action.key, (c) => ({ ...c, nombre: action.value }));
    case 'cupoCantidad':
      // A cupo following a row shows that row's quantity: it is changed there.
      return editCupo(day, action.key, (c) =>
        followedRow(day, c) ? c : { ...c, cantidad: digits(action.raw, DIGITOS.cantidad) },
      );
    case 'miembro':
      return setMiembro(day, action.key, action.cupo, action.value);
    case 'agregarAdicional':
      return addAdicional(day);
    case 'quitarAdicional':
      return removeAdicional(day, action.key);
    case 'adicionalCampo':
      return editAdicional(day, action.key, (a) => ({ ...a, [action.field]: action.value }));
    case 'adicionalNumero':
      return editAdicional(day, action.key, (a) => ({
        ...a,
        [action.field]: digits(action.raw, DIGITOS[action.field]),
      }));
    case 'cargar':
      return fromTiposFecha(action.fecha);
  }
}

/**
 * PUT /Entrada/TiposFecha's body: every row, cupo and add-on in list order (the server adds,
 * changes and removes to match; add-ons always sent, so one removed here goes), names and
 * descriptions trimmed (an empty description is none), empty
 * numbers as 0 (`issues` says each beside its field first), an empty maximum per purchase as
 * none. A date typed on a row that is not a later step of a tanda is hidden, so it is not sent.
 */
export function toPayload(day: DiaForm): SaveTiposFecha {
  const cupoName = (key: number) => day.cupos.find((c) => c.key === key)?.nombre.trim();
  return {
    idFecha: day.idFecha,
    tipos: day.tipos.map((t, i) => ({
      ...(t.idEntrada !== undefined ? { idEntrada: t.idEntrada } : {}),
      nombre: t.nombre.trim(),
      admite: t.admite.trim(),
      precio: num(t.precio),
      cantidad: num(t.cantidad),
      oculta: t.oculta,
      tanda: t.tanda.trim() || null,
      abreAt: isLaterStep(day, i) ? instantOf(t, 'abreAt') : null,
      cupos: t.cupos.flatMap((k) => {
        const nombre = cupoName(k);
        return nombre === undefined ? [] : [nombre];
      }),
      descripcion: t.descripcion.trim() || null,
      personas: num(t.personas),
      minPorOrden: num(t.minPorOrden),
      maxPorOrden: t.maxPorOrden === '' ? null : num(t.maxPorOrden),
      ventaDesde: instantOf(t, 'ventaDesde'),
      ventaHasta: instantOf(t, 'ventaHasta'),
    })),
    cupos: day.cupos.map((c) => ({
      ...(c.idCupo !== undefined ? { idCupo: c.idCupo } : {}),
      nombre: c.nombre.trim(),
      cantidad: cupoSize(day, c),
    })),
    adicionales: day.adicionales.map((a) => ({
      ...(a.idAdicional !== undefined ? { idAdicional: a.idAdicional } : {}),
      nombre: a.nombre.trim(),
      descripcion: a.descripcion.trim() || null,
      precio: num(a.precio),
      cantidad: num(a.cantidad),
    })),
  };
}

/**
 * The fields whose schema messages are the server's Spanish ones (prices and quantities stay in
 * range; people and per-order quantities may be typed 0, too many or nothing: the schema's
 * range text says so beside them).
 */
const SCHEMA_FIELDS = new Set([
  'nombre',
  'admite',
  'tanda',
  'abreAt',
  'descripcion',
  'personas',
  'minPorOrden',
  'maxPorOrden',
]);

/**
 * Everything wrong with the day as typed, keyed as the server keys its 400
 * (`tipos.<i>.<field>`, `cupos.<i>.<field>`, `adicionales.<i>.<field>`, `_`), with the
 * server's texts: the body's own rules (empty or long names, admissions and descriptions), then
 * the day's (shared/domain/ticket-type-rules.ts: repeated names, a quantity, a cupo or an add-on
 * below what is taken, dates out of order, the template's early-bird rules, a day with nothing
 * to sell, people changed on a row with sales, a maximum per purchase below the minimum, a sale
 * that ends before it starts). Those the form adds, about what is typed: a date that is none,
 * and, because an empty field would be saved as 0, a row with tickets and no price, a cupo with
 * no size and an add-on with no price or no quantity (empty people or minimum per purchase are
 * the schema's: out of range).
 */
export function issues(day: DiaForm, dia: number): Record<string, string> {
  const payload = toPayload(day);
  const errors: Record<string, string> = {};
  const parsed = saveTiposFechaSchema.safeParse(payload);
  for (const issue of parsed.error?.issues ?? []) {
    const [list, i, field] = issue.path;
    if (
      (list === 'tipos' || list === 'cupos' || list === 'adicionales') &&
      typeof i === 'number' &&
      typeof field === 'string'
    )
      if (SCHEMA_FIELDS.has(field)) errors[`${list}.${i}.${field}`] ??= issue.message;
  }
  if (day.tipos.length > TIPOS_POR_DIA_MAX)
    errors._ ??= TIPOS_MSG.demasiadosTipos(TIPOS_POR_DIA_MAX);
  if (day.cupos.length > CUPOS_POR_DIA_MAX)
    errors._ ??= TIPOS_MSG.demasiadosCupos(CUPOS_POR_DIA_MAX);
  if (day.adicionales.length > ADICIONALES_POR_DIA_MAX)
    errors._ ??= TIPOS_MSG.demasiadosAdicionales(ADICIONALES_POR_DIA_MAX);
  const tipos: TipoToSave[] = payload.tipos.map((t, i) => {
    const row = day.tipos[i]!;
    return {
      nombre: t.nombre,
      precio: t.precio,
      cantidad: t.cantidad,
      tanda: t.tanda,
      abreAt: t.abreAt,
      cupos: t.cupos,
      ocupadas: row.ocupadas,
      ...(row.cdTipo !== undefined ? { cdTipo: row.cdTipo } : {}),
      personas: t.personas,
      ...(row.idEntrada !== undefined && row.personasAntes !== undefined
        ? { personasAntes: row.personasAntes }
        : {}),
      minPorOrden: t.minPorOrden,
      maxPorOrden: t.maxPorOrden,
      ventaDesde: t.ventaDesde,
      ventaHasta: t.ventaHasta,
    };
  });
  const adicionales: AdicionalToSave[] = (payload.adicionales ?? []).map((a, i) => ({
    nombre: a.nombre,
    cantidad: a.cantidad,
    ocupadas: day.adicionales[i]!.ocupadas,
  }));
  for (const [key, message] of Object.entries(
    tiposFechaIssues(tipos, payload.cupos, dia, adicionales),
  ))
    errors[key] ??= message;
  day.tipos.forEach((t, i) => {
    for (const field of FECHA_CAMPOS)
      if (
        (field !== 'abreAt' || isLaterStep(day, i)) &&
        t[field].trim() &&
        instantOf(t, field) === null
      )
        errors[`tipos.${i}.${field}`] ??= TIPOS_MSG.fechaInvalida;
    if (t.precio === '' && num(t.cantidad) > 0)
      errors[`tipos.${i}.precio`] ??= STOCK_MSG.sinPrecio(dia, t.nombre.trim());
  });
  day.cupos.forEach((c, i) => {
    if (c.cantidad === '' && !followedRow(day, c))
      errors[`cupos.${i}.cantidad`] ??= TIPOS_MSG.cupoSinLugares(dia, c.nombre.trim());
  });
  day.adicionales.forEach((a, i) => {
    if (a.precio === '')
      errors[`adicionales.${i}.precio`] ??= STOCK_MSG.sinPrecio(dia, a.nombre.trim());
    if (a.cantidad === '')
      errors[`adicionales.${i}.cantidad`] ??= TIPOS_MSG.adicionalSinCantidad(dia, a.nombre.trim());
  });
  return errors;
}

/** The fields a row, a cupo and an add-on show an error beside. */
export const TIPO_FIELDS = [
  'nombre',
  'admite',
  'precio',
  'cantidad',
  'oculta',
  'tanda',
  'abreAt',
  'cupos',
  'descripcion',
  'personas',
  'minPorOrden',
  'maxPorOrden',
  'ventaDesde',
  'ventaHasta',
] as const;
export const CUPO_FIELDS = ['nombre', 'cantidad'] as const;
export const ADICIONAL_FIELDS = ['nombre', 'descripcion', 'precio', 'cantidad'] as const;

/**
 * Errors (the form's or a 400's) split into those shown beside a field on screen and the rest,
 * said above the day's save button: `_`, keys of the body the form has no field for, a deeper
 * key (`tipos.2.cupos.0`) beside its field (`tipos.2.cupos`), a date of a row that no longer
 * shows one.
 */
export function placeErrors(
  errors: Readonly<Record<string, string>>,
  day: DiaForm,
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const [list, index, field] = key.split('.');
    const i = Number(index);
    const within = (length: number, known: ReadonlyArray<string>) =>
      i >= 0 && i < length && known.includes(field ?? '');
    const shown =
      list === 'tipos'
        ? within(day.tipos.length, TIPO_FIELDS) && (field !== 'abreAt' || isLaterStep(day, i))
        : list === 'cupos'
          ? within(day.cupos.length, CUPO_FIELDS)
          : list === 'adicionales' && within(day.adicionales.length, ADICIONAL_FIELDS);
    const at = `${list}.${index}.${field}`;
    if (shown && Number.isInteger(i)) fields[at] ??= message;
    else if (!rest.includes(message)) rest.push(message);
  }
  return { fields, rest };
}
