/**
 * Catalogues seeded exactly as the spec lists them (docs/architecture.md, "Data model in brief").
 */

/** The 12 genres of the filter list, in the spec's order ("Todos" is a filter option, not a genre). */
export const GENEROS: ReadonlyArray<{ cdGenero: number; dsGenero: string }> = [
  'Techno',
  'Tech-House',
  'House',
  'Progressive',
  'Trance',
  'Minimal-Techno',
  'Hard-Techno',
  'Acid-Techno',
  'Industrial-Techno',
  'Dub-Techno',
  'Melodic-Techno',
  'Tribal',
].map((dsGenero, i) => ({ cdGenero: i + 1, dsGenero }));

/**
 * The highest number a day's row may have (`cd_tipo`): 0–3 are the specification's kinds, the
 * rows an organiser adds take 4, 5… (docs/decisions/0088-free-form-ticket-types.md). Here, not
 * with the stock rules and the screens' schemas: a tiny module every screen shares already,
 * so these limits split no chunk of their own.
 */
export const CD_TIPO_MAX = 9_999;

/** The longest name a ticket type may have: it fits a ticket, a verdict and a phone's row. */
export const NOMBRE_ENTRADA_MAX = 40;

/** Most types and cupos a day may hold: a night's whole offer fits a phone's screen. */
export const TIPOS_POR_DIA_MAX = 20;
export const CUPOS_POR_DIA_MAX = 10;
export const ADICIONALES_POR_DIA_MAX = 10;
/** A type's description (a line or two under its name). */
export const DESCRIPCION_ENTRADA_MAX = 200;
/** Most people one mesa admits (entradas.personas). */
export const PERSONAS_POR_MESA_MAX = 50;

export const TIPO_ENTRADA = {
  GENERAL: 0,
  GENERAL_EARLY_BIRD: 1,
  VIP: 2,
  VIP_EARLY_BIRD: 3,
} as const;

export const TIPOS_ENTRADA: ReadonlyArray<{ cdTipo: number; dsTipo: string }> = [
  { cdTipo: 0, dsTipo: 'General' },
  { cdTipo: 1, dsTipo: 'General Early Bird' },
  { cdTipo: 2, dsTipo: 'VIP' },
  { cdTipo: 3, dsTipo: 'VIP Early Bird' },
];

/** Event status codes: 0–2 fixed by the spec, the rest as the older system used them
 * (docs/architecture.md, "Data model in brief"). */
export const ESTADO_EVENTO = {
  POR_APROBAR: 0,
  APROBADO: 1,
  EN_VENTA: 2,
  FIN_VENTA: 3,
  FINALIZADO: 4,
  BORRADO: 5,
  RECHAZADO: 6,
} as const;

export const ESTADOS_EVENTO: ReadonlyArray<{ cdEstado: number; dsEstado: string }> = [
  { cdEstado: 0, dsEstado: 'Por Aprobar' },
  { cdEstado: 1, dsEstado: 'Aprobado' },
  { cdEstado: 2, dsEstado: 'En venta' },
  { cdEstado: 3, dsEstado: 'Fin Venta' },
  { cdEstado: 4, dsEstado: 'Finalizado' },
  { cdEstado: 5, dsEstado: 'Borrado' },
  { cdEstado: 6, dsEstado: 'Rechazado' },
];

/** Stock-row status (`entradas.estado`), from the older contract; it has no catalogue table. */
export const ESTADO_ENTRADA = {
  /** On sale: the only status Pulso writes, and the one purchases and wait-list offers require. */
  EN_VENTA: 0,
} as const;

/** Day status (`fechas.estado`), from the older contract; it has no catalogue table. */
export const ESTADO_FECHA = {
  /** The only status Pulso writes: passed through to `FechaView.estado`, never read for a decision. */
  ACTIVA: 1,
} as const;

/** Special media owner keys (docs/architecture.md, "Data model in brief"). */
export const CAROUSEL_KEYS = ['idCarousel1', 'idCarousel2', 'idCarousel3', 'idCarousel4'] as const;
export const TERMS_MEDIA_KEY = 'archivoTyC';
/**
 * Where the files of earlier terms versions are kept (migration 0025): no media rule takes this
 * key, so nobody replaces or deletes them through /Media.
 */
export const TERMS_PAST_MEDIA_KEY = 'archivoTyCAnterior';
