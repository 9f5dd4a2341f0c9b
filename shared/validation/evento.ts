import { z } from 'zod';
import { EDADES_MINIMAS } from '../domain/edad';
import { LIMITS } from '../domain/limits';
import { isSoundCloudUrl, isYouTubeUrl } from '../domain/media-links';
import { stockRowIssues } from '../domain/stock-row-rules';
import { STOCK_MSG } from '../texts/organiser';
import { idSchema } from './ids';

/**
 * Create and modify event rules (docs/architecture.md, "Where each rule lives"), with their exact
 * texts. The forms show every failing check at once, each next to its field; the server runs
 * the same schema and names the field of what it refuses (`errors`).
 */
export const CREATE_EVENT_MSG = {
  nombre: 'Debes ingresar un nombre para el evento.',
  ubicacion:
    'Debes seleccionar provincia, municipio, localidad y completar la dirección del evento.',
  genero: 'Debes seleccionar al menos un género musical.',
  artista: 'Debes seleccionar al menos un artista.',
  descripcion: 'Debes ingresar una descripción para el evento.',
  edadMinima: 'Elegí la edad mínima: 16, 18 o 21 años, o sin límite.',
  edadMinimaEtiqueta: 'Edad mínima para entrar',
  edadMinimaTodas: 'Todas las edades',
  edadMinimaOpcion: (edad: number) => `+${edad}`,
  edadMinimaAyuda:
    'Quien compra tiene que tener esa edad la noche del evento (se controla con su fecha de nacimiento), y en la puerta se puede verificar con el DNI.',
  fechas: 'Debes ingresar fecha y hora para todos los días del evento.',
  fiesta: 'Debes seleccionar o ingresar un nombre de fiesta recurrente.',
  soundCloud: 'El link de música ingresado debe ser un enlace válido de SoundCloud.',
  imagen: 'Debes subir una imagen válida (jpg, jpeg o png menor a 2MB).',
  terminos: 'Debes aceptar los términos y condiciones para continuar.',
  // Field messages (docs/architecture.md, "Where each rule lives")
  imagenTipo: 'La imagen debe ser JPG, JPEG o PNG y pesar menos de 2MB.',
  imagenFalta: 'Debes subir una imagen.',
  video: 'Debe ser un link válido de YouTube.',
  audio: 'Debe ser un link válido de SoundCloud.',
  // Success and failure (docs/architecture.md, "Where each rule lives")
  creado: 'Evento y entradas creados correctamente.',
  errorCrear: 'Ocurrió un error al crear el evento. Intentá de nuevo en un momento.',
  sinFechas: 'No se encontraron fechas en el evento creado.',
  // Added by Pulso: rules the spec implies but does not word
  finAntesDeInicio: 'El fin de cada día debe ser posterior a su inicio.',
  // Issue 15: the spec has no wording for it
  inicioPasado: 'El inicio del día ya pasó: elegí una fecha y hora posteriores a este momento.',
  ventaFueraDeRango: 'La venta de cada día debe cerrar antes de que empiece y después de abrir.',
  earlyBirdPrecio: 'El precio early bird no puede superar el precio regular.',
  sinEntradas: STOCK_MSG.sinEntradas,
  entradaRepetida: 'Cada tipo de entrada puede aparecer una sola vez por día.',
  maxPorCuenta: `El máximo de entradas por persona debe ser un número entero entre ${LIMITS.maxTicketsPerAccount.min} y ${LIMITS.maxTicketsPerAccount.max}.`,
  // The field on the create and modify forms
  maxPorCuentaEtiqueta: 'Máximo de entradas por persona',
  maxPorCuentaAyuda:
    'Por tipo de entrada y por día, contando las compras pendientes de pago. Evita que una sola cuenta retenga entradas en un agotamiento.',
} as const;

export const MODIFY_EVENT_MSG = {
  nombre: 'Ingresá el nombre del evento.',
  ubicacion: 'Completá los datos de ubicación.',
  genero: 'Seleccioná al menos un género.',
  artista: 'Seleccioná al menos un artista.',
  descripcion: 'Ingresá una descripción.',
  fechas: 'Completá las fechas y horarios.',
  media: (hostA: string, hostB: string) =>
    `El link de SoundCloud o Youtube no es válido. Solo se aceptan enlaces de ${hostA} y ${hostB}.`,
  confirmacion: 'Debes confirmar que deseas modificar el evento.',
  aviso:
    'Si modificás la dirección, las fechas, los horarios o los artistas, les enviaremos un correo a quienes compraron entradas con la opción de pedir el reembolso.',
  confirmar: 'Confirmo que deseo modificar el evento',
  actualizado: 'Evento actualizado correctamente.',
  errorActualizar: 'Ocurrió un error al actualizar el evento.',
  errorPrecios: 'Error al actualizar precios de entradas.',
  errorMedia: 'Error al actualizar la imagen o video del evento.',
  noEncontrado: 'No se encontró el evento.',
  errorCargar: 'Error al cargar el evento.',
} as const;

export const FIESTA_MSG = {
  duplicada: 'La fiesta ya se encuentra en la lista.',
  nombre: 'Ingresá el nombre de la fiesta.',
} as const;

/** Default sale window when none is set (docs/architecture.md, "Where each rule lives"). */
export const DEFAULT_SALE_WINDOW = {
  inicio: '2025-01-01T00:00:00',
  fin: '2025-01-02T00:00:00',
} as const;

/** Title case for new artist and party names ("dj  nOiSe" -> "Dj Noise"). */
export function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('es')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase('es'),
    );
}

const lugar = z.object({ nombre: z.string().trim().max(200), codigo: z.string().trim().max(20) });
const instant = z.iso.datetime({ offset: true, message: CREATE_EVENT_MSG.fechas });
const pesos = z.number().int().min(0).max(100_000_000);
const cantidad = z.number().int().min(0).max(1_000_000);
/** Most tickets of a type one account may hold per day (LIMITS.maxTicketsPerAccount). */
const maxPorCuenta = z
  .number({ error: CREATE_EVENT_MSG.maxPorCuenta })
  .int(CREATE_EVENT_MSG.maxPorCuenta)
  .min(LIMITS.maxTicketsPerAccount.min, CREATE_EVENT_MSG.maxPorCuenta)
  .max(LIMITS.maxTicketsPerAccount.max, CREATE_EVENT_MSG.maxPorCuenta);

/** One kind of ticket of one day (codes 0–3). */
export const entradaInputSchema = z.object({
  cdTipo: z.number().int().min(0).max(3),
  precio: pesos,
  cantidad,
});

interface DayTimes {
  inicio: string;
  fin: string;
  inicioVenta: string;
  finVenta: string;
}

/** Whether every one of these is a time at all (one that is not is refused as such, once). */
const times = (...isos: string[]) => isos.every((iso) => !Number.isNaN(Date.parse(iso)));

/** A day ends after it starts (create and modify). */
const endsAfterStart = (f: DayTimes) =>
  !times(f.inicio, f.fin) || Date.parse(f.fin) > Date.parse(f.inicio);
/**
 * A day may not start before now (issue 15). Not in the schemas, which know no clock: the
 * create and modify services check it against the server's clock (tests move it), the forms
 * against the browser's. A modify checks only the days whose start changes, so an event whose
 * first night has begun can still be edited (docs/decisions/0056-dates-typed-day-month-year.md).
 */
export const startsInPast = (inicio: string, now: Date): boolean =>
  Date.parse(inicio) < now.getTime();

/** Its sale window opens before it closes, and closes by the end of the day (create and modify). */
const saleWindowInDay = (f: DayTimes) =>
  !times(f.inicioVenta, f.finVenta, f.fin) ||
  (Date.parse(f.finVenta) > Date.parse(f.inicioVenta) &&
    Date.parse(f.finVenta) <= Date.parse(f.fin));

export const fechaInputSchema = z
  .object({
    inicio: instant,
    fin: instant,
    inicioVenta: instant,
    finVenta: instant,
    entradas: z.array(entradaInputSchema).max(4),
    /** High demand (issue 12): buying goes through the day's virtual queue. */
    altaDemanda: z.boolean().default(false),
  })
  .refine(endsAfterStart, { message: CREATE_EVENT_MSG.finAntesDeInicio, path: ['fin'] })
  .refine(saleWindowInDay, { message: CREATE_EVENT_MSG.ventaFueraDeRango, path: ['finVenta'] })
  .refine((f) => new Set(f.entradas.map((e) => e.cdTipo)).size === f.entradas.length, {
    message: CREATE_EVENT_MSG.entradaRepetida,
    path: ['entradas'],
  })
  .refine((f) => f.entradas.some((e) => e.cantidad > 0), {
    message: CREATE_EVENT_MSG.sinEntradas,
    path: ['entradas'],
  });

type DayStock = { entradas: ReadonlyArray<{ cdTipo: number; precio: number; cantidad: number }> };

/**
 * The early-bird rules of every day (stockRowIssues), each refused at its field
 * (`fechas.<day>.entradas.<row>.cantidad|precio`) with a text that names the day and the type.
 */
function refuseStockIssues(fechas: ReadonlyArray<DayStock>, ctx: z.RefinementCtx) {
  fechas.forEach((f, i) => {
    for (const issue of stockRowIssues(f.entradas, i + 1)) {
      const row = f.entradas.findIndex((e) => e.cdTipo === issue.cdTipo);
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [i, 'entradas', row, issue.field],
      });
    }
  });
}

/** An artist of the line-up: an existing one by id, or a new one by name (created inactive). */
export const artistaRefSchema = z.union([
  z.object({ idArtista: idSchema }),
  z.object({ nombre: z.string().trim().min(1, CREATE_EVENT_MSG.artista).max(120) }),
]);

/** The recurring party: one of the organiser's by id, a new one by name, or none. */
export const fiestaRefSchema = z
  .union([
    z.object({ idFiesta: idSchema }),
    z.object({ nombre: z.string().trim().min(1, CREATE_EVENT_MSG.fiesta).max(120) }),
  ])
  .nullable();

const optionalLink = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || check(v), message);

/**
 * POST /Evento/CrearEvento: everything of the event in one atomic create
 * (docs/architecture.md, "Life of an event"). The image
 * goes afterwards through POST /Media. The server sets estado 0 and the owner.
 */
const edadMinimaSchema = z
  .number({ error: CREATE_EVENT_MSG.edadMinima })
  .int(CREATE_EVENT_MSG.edadMinima)
  .min(EDADES_MINIMAS[0], CREATE_EVENT_MSG.edadMinima)
  .max(EDADES_MINIMAS[EDADES_MINIMAS.length - 1], CREATE_EVENT_MSG.edadMinima)
  .refine((v) => (EDADES_MINIMAS as ReadonlyArray<number>).includes(v), CREATE_EVENT_MSG.edadMinima)
  .nullable();

export const crearEventoSchema = z.object({
  nombre: z.string().trim().min(1, CREATE_EVENT_MSG.nombre).max(150),
  domicilio: z
    .object({
      direccion: z.string().trim().max(300),
      latitud: z.number().min(-90).max(90).default(0),
      longitud: z.number().min(-180).max(180).default(0),
      provincia: lugar,
      municipio: lugar,
      localidad: lugar,
    })
    .refine(
      (d) => !!(d.direccion && d.provincia.nombre && d.municipio.nombre && d.localidad.nombre),
      CREATE_EVENT_MSG.ubicacion,
    ),
  genero: z.array(z.number().int().min(1).max(1000)).min(1, CREATE_EVENT_MSG.genero).max(12),
  artistas: z.array(artistaRefSchema).min(1, CREATE_EVENT_MSG.artista).max(30),
  descripcion: z.string().trim().min(1, CREATE_EVENT_MSG.descripcion).max(5000),
  fechas: z
    .array(fechaInputSchema)
    .min(1, CREATE_EVENT_MSG.fechas)
    .max(Math.max(...LIMITS.eventDayChoices))
    .superRefine(refuseStockIssues),
  fiesta: fiestaRefSchema.default(null),
  soundCloud: optionalLink(isSoundCloudUrl, CREATE_EVENT_MSG.soundCloud).default(''),
  video: optionalLink(isYouTubeUrl, CREATE_EVENT_MSG.video).default(''),
  isAfter: z.boolean().default(false),
  isLgbt: z.boolean().default(false),
  maxEntradasPorCuenta: maxPorCuenta.default(LIMITS.maxTicketsPerAccount.default),
  /** Buyers may transfer their tickets to someone else (issue 13). */
  permiteTransferencias: z.boolean().default(true),
  /** The minimum age to get in (shared/domain/edad.ts); null: any age. */
  edadMinima: edadMinimaSchema.default(null),
});

export type CrearEventoInput = z.input<typeof crearEventoSchema>;

/**
 * PUT /Evento/UpdateEvento: the event's fields and its days' times (not quantities, not
 * prices: those go through PUT /Entrada/UpdateEntrada). The status is kept.
 */
export const updateEventoSchema = z.object({
  idEvento: idSchema,
  nombre: z.string().trim().min(1, MODIFY_EVENT_MSG.nombre).max(150),
  domicilio: crearEventoSchema.shape.domicilio,
  genero: z.array(z.number().int().min(1).max(1000)).min(1, MODIFY_EVENT_MSG.genero).max(12),
  artistas: z.array(artistaRefSchema).min(1, MODIFY_EVENT_MSG.artista).max(30),
  descripcion: z.string().trim().min(1, MODIFY_EVENT_MSG.descripcion).max(5000),
  fechas: z
    .array(
      z
        .object({
          idFecha: idSchema,
          inicio: instant,
          fin: instant,
          inicioVenta: instant,
          finVenta: instant,
          /** Absent: unchanged. */
          altaDemanda: z.boolean().optional(),
        })
        .refine(endsAfterStart, { message: CREATE_EVENT_MSG.finAntesDeInicio, path: ['fin'] })
        .refine(saleWindowInDay, {
          message: CREATE_EVENT_MSG.ventaFueraDeRango,
          path: ['finVenta'],
        }),
    )
    .min(1, MODIFY_EVENT_MSG.fechas)
    .max(3),
  soundCloud: optionalLink(
    isSoundCloudUrl,
    MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com'),
  ).default(''),
  video: optionalLink(
    isYouTubeUrl,
    MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com'),
  ).default(''),
  isAfter: z.boolean().default(false),
  isLgbt: z.boolean().default(false),
  /** Absent: unchanged. */
  maxEntradasPorCuenta: maxPorCuenta.optional(),
  /** Absent: unchanged. */
  permiteTransferencias: z.boolean().optional(),
  /** Absent: unchanged; null: any age. */
  edadMinima: edadMinimaSchema.optional(),
});

export type UpdateEventoInput = z.input<typeof updateEventoSchema>;

/** PUT /Entrada/UpdateEntrada: a new price for one ticket kind of one day. */
export const updateEntradaSchema = z.object({
  idFecha: idSchema,
  tipo: z.number().int().min(0).max(3),
  precio: pesos,
});

export const fiestaNombreSchema = z.string().trim().min(1, FIESTA_MSG.nombre).max(120);

/** What the create form holds when Crear is pressed, for its checks. */
export interface CreateEventFormState {
  nombre: string;
  provincia: string;
  municipio: string;
  localidad: string;
  direccion: string;
  generos: ReadonlyArray<number>;
  artistas: ReadonlyArray<unknown>;
  descripcion: string;
  dias: ReadonlyArray<{ inicio: string | null; fin: string | null }>;
  esRecurrente: boolean;
  fiesta: { idFiesta: number } | { nombre: string } | null;
  soundCloud: string;
  /** The chosen image's size and real type, or null when none was chosen. */
  imagen: { size: number; mime: string } | null;
  terminos: boolean;
}

/**
 * Which field of an event form an error belongs to: `nombre`, `ubicacion`, `direccion`,
 * `generos`, `artistas`, `descripcion`, `dias.<i>.<inicio|fin|inicioVenta|finVenta|entradas>`,
 * `dias.<i>.entradas.<cdTipo>.<cantidad|precio>`, `fiesta`, `soundCloud`, `video`, `imagen`,
 * `terminos`, `confirmacion`, `maxPorCuenta`; `_` when it is none of them.
 */
export type EventFieldErrors = Record<string, string>;

/** Each day's start and end that is missing (the spec's "fechas" text at each). */
function missingDayTimes(
  dias: ReadonlyArray<{ inicio: string | null; fin: string | null }>,
  message: string,
): EventFieldErrors {
  const errors: EventFieldErrors = {};
  dias.forEach((d, i) => {
    if (!d.inicio) errors[`dias.${i}.inicio`] = message;
    if (!d.fin) errors[`dias.${i}.fin`] = message;
  });
  return errors;
}

/**
 * The ten submit checks of the create form, every one that fails at once, keyed by field, in
 * the spec's order (docs/architecture.md, "Where each rule lives").
 */
export function createEventErrors(f: CreateEventFormState): EventFieldErrors {
  const errors: EventFieldErrors = {};
  if (f.nombre.trim() === '') errors.nombre = CREATE_EVENT_MSG.nombre;
  if (!(f.provincia && f.municipio && f.localidad)) errors.ubicacion = CREATE_EVENT_MSG.ubicacion;
  if (!f.direccion.trim()) errors.direccion = CREATE_EVENT_MSG.ubicacion;
  if (f.generos.length === 0) errors.generos = CREATE_EVENT_MSG.genero;
  if (f.artistas.length === 0) errors.artistas = CREATE_EVENT_MSG.artista;
  if (f.descripcion.trim() === '') errors.descripcion = CREATE_EVENT_MSG.descripcion;
  Object.assign(errors, missingDayTimes(f.dias, CREATE_EVENT_MSG.fechas));
  if (f.esRecurrente && f.fiesta === null) errors.fiesta = CREATE_EVENT_MSG.fiesta;
  if (f.soundCloud.trim() !== '' && !isSoundCloudUrl(f.soundCloud))
    errors.soundCloud = CREATE_EVENT_MSG.soundCloud;
  const imagenOk =
    f.imagen !== null &&
    (LIMITS.imageMimeTypes as ReadonlyArray<string>).includes(f.imagen.mime) &&
    f.imagen.size <= LIMITS.imageMaxBytes;
  if (!imagenOk) errors.imagen = CREATE_EVENT_MSG.imagen;
  if (!f.terminos) errors.terminos = CREATE_EVENT_MSG.terminos;
  return errors;
}

/** What the modify form holds when Guardar cambios is pressed. */
export interface ModifyEventFormState {
  nombre: string;
  provincia: string;
  direccion: string;
  generos: ReadonlyArray<number>;
  artistas: ReadonlyArray<unknown>;
  descripcion: string;
  dias: ReadonlyArray<{ inicio: string | null; fin: string | null }>;
  soundCloud: string;
  video: string;
  confirmado: boolean;
}

/** The eight checks of the modify form, every one that fails at once, keyed by field. */
export function modifyEventErrors(f: ModifyEventFormState): EventFieldErrors {
  const errors: EventFieldErrors = {};
  const media = MODIFY_EVENT_MSG.media('soundcloud.com', 'youtube.com');
  if (f.nombre.trim() === '') errors.nombre = MODIFY_EVENT_MSG.nombre;
  if (!f.provincia) errors.ubicacion = MODIFY_EVENT_MSG.ubicacion;
  if (!f.direccion.trim()) errors.direccion = MODIFY_EVENT_MSG.ubicacion;
  if (f.generos.length === 0) errors.generos = MODIFY_EVENT_MSG.genero;
  if (f.artistas.length === 0) errors.artistas = MODIFY_EVENT_MSG.artista;
  if (f.descripcion.trim() === '') errors.descripcion = MODIFY_EVENT_MSG.descripcion;
  if (f.dias.length === 0) errors._ = MODIFY_EVENT_MSG.fechas;
  Object.assign(errors, missingDayTimes(f.dias, MODIFY_EVENT_MSG.fechas));
  if (f.soundCloud.trim() !== '' && !isSoundCloudUrl(f.soundCloud)) errors.soundCloud = media;
  if (f.video.trim() !== '' && !isYouTubeUrl(f.video)) errors.video = media;
  if (!f.confirmado) errors.confirmacion = MODIFY_EVENT_MSG.confirmacion;
  return errors;
}
