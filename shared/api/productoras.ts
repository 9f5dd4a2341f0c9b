import { z } from 'zod';
import { PRODUCTORA_NOMBRE_MAX, ROLES_EN_EVENTO, ROLES_EQUIPO } from '../domain/equipo';
import { EQUIPO_MSG } from '../texts/equipo';
import { idParamSchema, idSchema } from '../validation/ids';

/**
 * Productoras and their teams (docs/decisions/0091-productoras-and-roles.md). An organiser
 * creates a productora and is its dueño; a dueño invites by e-mail with a role; the invitee,
 * signed in with the invited address, accepts from the mailed link and keeps everything the
 * account had (it gains the organiser's menus). Events moved into a productora are managed by
 * its members as their role allows (shared/domain/equipo.ts); the spec's routes keep answering
 * as before for an event's own organiser.
 *
 * - POST /Productora/Crear body {nombre} (organiser) -> 201 ProductoraMia; 400/409 EQUIPO_MSG
 * - GET  /Productora/Mias (signed in) -> ProductoraMia[]: the caller's productoras and role
 * - GET  /Productora/Equipo?IdProductora= (a member) -> Equipo; 404 for anyone else
 * - POST /Productora/Invitar body {idProductora, correo, rol} (a dueño) -> 201
 *     InvitacionEquipo; 403 EQUIPO_MSG.soloDuenio; 409 yaEsMiembro / yaInvitado
 * - POST /Productora/Invitacion/Aceptar body {token} (signed in as the invited address) ->
 *     ProductoraMia; 404 invitacionInvalida; 410 invitacionVencida / invitacionUsada; 403
 *     invitacionOtraCuenta
 * - POST /Productora/Miembro body {idProductora, idUsuario, rol, verLiquidacion} (a dueño) ->
 *     Miembro; 404 EQUIPO_MSG.noEsMiembro; 409 ultimoDuenio (a productora keeps a dueño)
 * - GET  /Productora/Actividad?IdProductora= (a dueño) -> ActividadEquipo[]: who in the team
 *     changed what (members, roles, events joined, codes), newest first, at most ACTIVIDAD_MAX
 * - GET  /Productora/EquipoDelEvento?IdEvento= (who manages the team: a dueño, the event's
 *     owner, an administrator) -> EquipoDelEvento: each member's role in the productora and on
 *     this event; 403 EQUIPO_MSG.sinPermiso; 409 eventoSinProductora
 * - POST /Productora/RolEnEvento body {idEvento, idUsuario, rol} (the same people) -> the
 *     member's line: rol null is "as in the productora", 'ninguno' no access to this event;
 *     404 noEsMiembro; 409 duenioEnTodos (a dueño keeps their role on every event); 400
 *     rolEnEventoInvalido (dueño is not a role of one event)
 * - POST /Productora/AsignarEvento body {idProductora, idEvento} (the event's owner, a dueño or
 *     productor there) -> 200; the event is then the productora's
 */
export const PRODUCTORA_INVITACION_PATH = '/productora/invitacion';

export const rolEquipoSchema = z.enum(ROLES_EQUIPO, { error: EQUIPO_MSG.rolInvalido });

export const crearProductoraSchema = z.object({
  nombre: z
    .string({ error: EQUIPO_MSG.nombreFalta })
    .trim()
    .min(1, EQUIPO_MSG.nombreFalta)
    .max(PRODUCTORA_NOMBRE_MAX, EQUIPO_MSG.nombreLargo),
});
export type CrearProductora = z.infer<typeof crearProductoraSchema>;

export const productoraMiaSchema = z.object({
  idProductora: z.number(),
  nombre: z.string(),
  rol: rolEquipoSchema,
});
export type ProductoraMia = z.infer<typeof productoraMiaSchema>;

export const equipoQuerySchema = z.object({ IdProductora: idParamSchema });

export const miembroSchema = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  correo: z.string(),
  rol: rolEquipoSchema,
  verLiquidacion: z.boolean(),
});
export type Miembro = z.infer<typeof miembroSchema>;

export const invitacionEquipoSchema = z.object({
  idInvitacion: z.number(),
  correo: z.string(),
  rol: rolEquipoSchema,
  /** ISO instant. */
  vence: z.string(),
});
export type InvitacionEquipo = z.infer<typeof invitacionEquipoSchema>;

export const equipoSchema = z.object({
  productora: productoraMiaSchema,
  miembros: z.array(miembroSchema),
  /** Open invitations: only a dueño sees them (others get an empty list). */
  invitaciones: z.array(invitacionEquipoSchema),
});
export type Equipo = z.infer<typeof equipoSchema>;

export const invitarEquipoSchema = z.object({
  idProductora: idSchema,
  correo: z
    .string({ error: EQUIPO_MSG.correoInvalido })
    .trim()
    .toLowerCase()
    .pipe(z.email(EQUIPO_MSG.correoInvalido).max(254, EQUIPO_MSG.correoInvalido)),
  rol: rolEquipoSchema,
});
export type InvitarEquipo = z.infer<typeof invitarEquipoSchema>;

export const aceptarInvitacionEquipoSchema = z.object({
  token: z.string().min(16).max(200),
});

export const asignarEventoSchema = z.object({ idProductora: idSchema, idEvento: idSchema });

export const cambiarMiembroSchema = z.object({
  idProductora: idSchema,
  idUsuario: idSchema,
  rol: rolEquipoSchema,
  /** Whether a productor or analista sees the settlement (a dueño always does). */
  verLiquidacion: z.boolean(),
});
export type CambiarMiembro = z.infer<typeof cambiarMiembroSchema>;

export const rolEnEventoSchema = z.enum(ROLES_EN_EVENTO, { error: EQUIPO_MSG.rolEnEventoInvalido });

export const equipoDelEventoQuerySchema = z.object({ IdEvento: idParamSchema });

export const miembroEnEventoSchema = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  correo: z.string(),
  /** Their role in the productora. */
  rolProductora: rolEquipoSchema,
  /** Their role on this event when it differs (null: as in the productora). */
  rolEvento: rolEnEventoSchema.nullable(),
  /** The role that holds on this event ('ninguno': no access to it). */
  rol: z.union([rolEquipoSchema, rolEnEventoSchema]),
});
export type MiembroEnEvento = z.infer<typeof miembroEnEventoSchema>;

export const equipoDelEventoSchema = z.object({
  idEvento: z.number(),
  nombreEvento: z.string(),
  idProductora: z.number(),
  productora: z.string(),
  miembros: z.array(miembroEnEventoSchema),
});
export type EquipoDelEvento = z.infer<typeof equipoDelEventoSchema>;

export const cambiarRolEnEventoSchema = z.object({
  idEvento: idSchema,
  idUsuario: idSchema,
  /** null: as in the productora. */
  rol: rolEnEventoSchema.nullable(),
});
export type CambiarRolEnEvento = z.infer<typeof cambiarRolEnEventoSchema>;

export const ACTIVIDAD_MAX = 200;

export const actividadEquipoSchema = z.object({
  /** ISO instant. */
  at: z.string(),
  /** What happened: equipo_invitacion, equipo_alta, equipo_rol, evento_asignado,
   * equipo_rol_evento, codigo_creado, codigo_desactivado. */
  accion: z.string(),
  entidad: z.enum(['productora', 'evento']),
  /** The productora or the event it happened to. */
  idEntidad: z.number(),
  detalle: z.record(z.string(), z.unknown()),
  /** Who did it (null: Pulso itself), and their name. */
  idUsuario: z.number().nullable(),
  quien: z.string().nullable(),
});
export type ActividadEquipo = z.infer<typeof actividadEquipoSchema>;
