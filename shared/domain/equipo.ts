/**
 * A productora's team (docs/decisions/0091-productoras-and-roles.md): who may do what on the
 * productora's events. One table says it, read by the server's access check and by the screens
 * that hide what a role cannot use.
 */
export const ROLES_EQUIPO = [
  'duenio',
  'productor',
  'rrpp',
  'boleteria',
  'validador',
  'analista',
] as const;
export type RolEquipo = (typeof ROLES_EQUIPO)[number];

/**
 * A member's role on one event, where it differs from their role in the productora: another
 * role, or none at all (they do not work that night). A productora's dueños keep their role on
 * every event and nobody is made dueño of one event, so each event's team is managed by the
 * productora's dueños (server/src/db/schema/event-team.ts holds the rule).
 */
export const SIN_ROL_EN_EVENTO = 'ninguno';
export const ROLES_EN_EVENTO = [
  'productor',
  'rrpp',
  'boleteria',
  'validador',
  'analista',
  SIN_ROL_EN_EVENTO,
] as const;
export type RolEnEvento = (typeof ROLES_EN_EVENTO)[number];

/** What a member may do on an event of the productora. */
export const PERMISOS = [
  /** Edit the event, its dates, ticket types, prices and add-ons; cancel it. */
  'evento',
  /** Discount and access codes. */
  'codigos',
  /** The guest list. */
  'listas',
  /** Door staff, invitations and the door's live numbers. */
  'puerta',
  /** Sales figures and the orders' list. */
  'ventas',
  /** The CSV/XLSX exports. */
  'exportar',
  /** The settlement (money): the dueño's, and a productor's or analista's only when allowed. */
  'liquidacion',
  /** Members, invitations and roles. */
  'miembros',
  /** Sell at the door's box office (docs/decisions/0094-box-office.md). */
  'boleteria',
] as const;
export type Permiso = (typeof PERMISOS)[number];

const TODO: ReadonlyArray<Permiso> = PERMISOS;

/**
 * Each role's permissions. `liquidacion` for a productor or an analista comes from the member's
 * own `verLiquidacion` flag, which the dueño sets (PERMISO_CON_PERMISO_DEL_DUENIO).
 */
export const PERMISOS_DE_ROL: Record<RolEquipo, ReadonlyArray<Permiso>> = {
  duenio: TODO,
  productor: ['evento', 'codigos', 'listas', 'puerta', 'ventas', 'exportar'],
  // Their own link, codes, list and numbers: scoped to what they brought, not the event's.
  rrpp: [],
  boleteria: ['boleteria'],
  validador: [],
  analista: ['ventas', 'exportar'],
};

/** Roles that open the productora's doors (the door app), beside the event's own door staff. */
export const ROLES_EN_PUERTA: ReadonlyArray<RolEquipo> = [
  'duenio',
  'productor',
  'boleteria',
  'validador',
];

/** Roles that see the settlement only when the dueño allowed it for that member. */
export const VE_LIQUIDACION_SI_SE_PERMITE: ReadonlyArray<RolEquipo> = ['productor', 'analista'];

/** Roles that work on the productora's events as a whole: they list them among their own. */
export const ROLES_CON_EVENTOS: ReadonlyArray<RolEquipo> = ROLES_EQUIPO.filter(
  (rol) => PERMISOS_DE_ROL[rol].length > 0,
);

export function puede(
  miembro: { rol: RolEquipo; verLiquidacion: boolean },
  permiso: Permiso,
): boolean {
  if (PERMISOS_DE_ROL[miembro.rol].includes(permiso)) return true;
  return (
    permiso === 'liquidacion' &&
    miembro.verLiquidacion &&
    VE_LIQUIDACION_SI_SE_PERMITE.includes(miembro.rol)
  );
}

export const PRODUCTORA_NOMBRE_MAX = 80;
/** Hours an invitation to a productora stays open. */
export const PRODUCTORA_INVITACION_HORAS = 7 * 24;

/**
 * RRPP (docs/decisions/0092-rrpp.md): how a sale became an RRPP's, and how their commission
 * is counted.
 */
export const RRPP_VIAS = ['enlace', 'codigo'] as const;
export type RrppVia = (typeof RRPP_VIAS)[number];
export const COMISION_MODOS = ['fijo', 'porcentaje'] as const;
export type ComisionModo = (typeof COMISION_MODOS)[number];
/** Days the buyer's device keeps an RRPP's link (then a sale is nobody's). */
export const RRPP_ENLACE_DIAS = 30;
/** The query parameter of an RRPP's link: `/evento/{id}?rrpp=slug`. */
export const RRPP_PARAM = 'rrpp';
/** What an RRPP slug may look like (lower-case letters, digits, hyphens; 2 to 30). */
export const RRPP_SLUG_RE = /^[a-z0-9][a-z0-9-]{1,29}$/;
