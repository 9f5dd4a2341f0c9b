import { z } from 'zod';
import { ticketPublicKeySchema } from './checkout';
import { isStrongPassword, REGISTER_MSG } from '../validation/auth';
import {
  PUERTA_NOMBRE_MAX,
  RESULTADOS_ESCANEO,
  SYNC_BATCH_MAX,
  TICKET_CODE_MAX,
} from '../domain/door';

/**
 * Contract of the door (issue 10). Rules shared by device and server: shared/domain/door.ts;
 * screen texts: shared/texts/door.ts.
 *
 * Door sessions. A door session (sesiones.tipo 'puerta') is accepted ONLY by the routes whose
 * access is 'door' below; every other route treats its token as no token (401 on protected
 * routes). Role 3 accounts get only door sessions (the website keeps refusing them with
 * MSG.rolValidador). Door routes also accept a web session (an organiser or administrator
 * opening the door from the website or the desktop app).
 * - POST /Puerta/Login {usuario, pass} (public, same rate limit as /Security/Login)
 *     -> PuertaLoginRespuesta; 401 MSG.credencialesInvalidas. Any account with a password may
 *     open a door session; what it can open is decided per event below.
 * - POST /Puerta/Logout (door) -> 204, the session revoked
 * - GET  /Puerta/Yo (door) -> {usuario: PuertaUsuario}
 * - POST /Puerta/Activar activarPuertaSchema (public) -> 204: a new staff member sets the
 *     password with the invitation token; 400 DOOR_MSG.invitacionInvalida when the token is
 *     unknown, used or expired.
 *
 * Who may open the door of an event: its staff (puerta_personal), its owner, administrators;
 * and only for an event day whose door is open now (doorIsOpen). Any other event or day does
 * not exist for the caller: 404 DOOR_MSG.eventoNoDisponible.
 * - GET  /Puerta/Eventos (door) -> PuertaEventos: the days the caller may open now
 * - GET  /Puerta/Snapshot?IdFecha= (door) -> PuertaSnapshot: everything a device needs to
 *     admit offline for that day
 * - GET  /Puerta/Cambios?IdFecha=&Desde=<cursor> (door) -> PuertaCambios: what changed since
 *     the cursor of the previous snapshot or delta (the device merges by tid, idempotently);
 *     400 DOOR_MSG.cursorInvalido for a cursor that is not one the server gave
 * - POST /Puerta/Escanear escaneoSchema (door) -> EscaneoRespuesta. Atomic and idempotent:
 *     the same idEscaneo always answers what it answered the first time and is stored once;
 *     the first scan of a ticket wins (for offline scans: the earliest escaneadoAt).
 *     A code with a bad signature answers resultado 'invalido' (200, stored, never a 500).
 *     An idEscaneo already used for another ticket or day: 409 DOOR_MSG.escaneoRepetido.
 * - POST /Puerta/Sincronizar sincronizarSchema (door) -> {resultados: EscaneoRespuesta[]} in
 *     the batch's order; each scan as /Puerta/Escanear; a replayed batch changes nothing.
 *     Queued scans of a day are still taken DOOR_SYNC_GRACE_MS after its door closed (a
 *     device that stayed offline past closing loses nothing); new online scans are not.
 *
 * The organiser's side (the event's owner with role 2, or an administrator; others' events
 * answer 404 MSG.eventoNoEncontrado):
 * - GET    /Puerta/Personal?IdEvento= -> {personal: PersonalPuerta[]}
 * - POST   /Puerta/Personal agregarPersonalSchema -> 201 {persona: PersonalPuerta, invitado}:
 *     an existing account is added (mail doorAddedMail); an unknown e-mail gets a new role-3
 *     account with no password and an invitation mail (doorInvitationMail, link
 *     /puerta/activar?token=, DOOR_INVITATION_HOURS). 409 DOOR_MSG.yaEsPersonal,
 *     409 DOOR_MSG.eventoSinPuerta (cancelled or rejected event), 400 DOOR_MSG.esElOrganizador
 * - DELETE /Puerta/Personal?IdEvento=&IdUsuario= -> 204; that person's door sessions stop
 *     seeing the event at once (every door call reads puerta_personal)
 * - GET    /Puerta/Ingresos?IdEvento= -> IngresosEvento (the screen polls it every
 *     DOOR_LIVE_INTERVAL_MS while a day's door is open)
 * - GET    /Puerta/Conflictos?IdEvento= -> {conflictos: ConflictoPuerta[]}
 *
 * Ratings (POST /Resenia/CrearResenia) additionally require that one of the person's tickets of
 * the event was scanned: 403 RESENIA_MSG.soloAsistentes without a ticket, 403
 * RESENIA_MSG.soloIngresados with tickets none of which was scanned.
 */

export { RESULTADOS_ESCANEO, type ResultadoEscaneo } from '../domain/door';

/** The door app's entry, and its invitation page (`?token=`), the links door mails carry. */
export const PUERTA_APP_PATH = '/puerta';
export const PUERTA_ACTIVAR_PATH = '/puerta/activar';
/** The door app's own HTML shell (a second entry of the renderer build), and the paths it serves. */
export const PUERTA_SHELL = 'puerta.html';
export const isPuertaAppPath = (pathname: string) =>
  pathname === PUERTA_APP_PATH || pathname.startsWith(`${PUERTA_APP_PATH}/`);

/** Server answers of the door (details a person reads). */
export const DOOR_MSG = {
  eventoNoDisponible: 'Ese evento no está disponible para tu puerta hoy.',
  cursorInvalido: 'No pudimos leer desde cuándo actualizar. Descargá las entradas de nuevo.',
  escaneoRepetido: 'Ese escaneo ya se registró con otra entrada.',
  codigoOTitular: 'Escaneá o escribí un código, o elegí una entrada de la lista.',
  codigoLargo: 'El código es demasiado largo para ser una entrada de Pulso.',
  puertaFalta: 'Ingresá el nombre de esta puerta.',
  puertaLarga: `El nombre de la puerta puede tener hasta ${PUERTA_NOMBRE_MAX} caracteres.`,
  loteVacio: 'No hay escaneos para sincronizar.',
  loteGrande: `Se pueden sincronizar hasta ${SYNC_BATCH_MAX} escaneos por vez.`,
  yaEsPersonal: 'Esa persona ya es parte del personal de puerta de este evento.',
  esElOrganizador: 'Vos ya podés abrir la puerta de tu evento: no hace falta agregarte.',
  eventoSinPuerta: 'Este evento fue cancelado o rechazado: no tiene puerta.',
  personalNoEncontrado: 'Esa persona no es parte del personal de puerta de este evento.',
  invitacionInvalida:
    'El enlace de invitación no es válido o ya venció. Pedile otro al organizador.',
  correoInvalido: 'Ingresá un correo electrónico válido.',
} as const;

export const puertaUsuarioSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
});
export type PuertaUsuario = z.infer<typeof puertaUsuarioSchema>;

export const puertaLoginRespuestaSchema = z.object({
  token: z.string(),
  usuario: puertaUsuarioSchema,
});
export type PuertaLoginRespuesta = z.infer<typeof puertaLoginRespuestaSchema>;

export const puertaLoginSchema = z.object({
  usuario: z.string().trim().min(1).max(254),
  pass: z.string().min(1).max(200),
});

export const activarPuertaSchema = z.object({
  token: z.string().min(16).max(200),
  pass: z
    .string()
    .min(1, REGISTER_MSG.password)
    .max(200)
    .refine(isStrongPassword, REGISTER_MSG.passwordDebil),
});

export const puertaFechaSchema = z.object({
  idFecha: z.number(),
  nroFecha: z.number(),
  /** ISO instants. */
  inicio: z.string(),
  fin: z.string(),
});
export type PuertaFecha = z.infer<typeof puertaFechaSchema>;

export const puertaEventoSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  /** Why the caller may open it. */
  rol: z.enum(['personal', 'organizador', 'administrador']),
  /** Only the days whose door is open now. */
  fechas: z.array(puertaFechaSchema),
});
export type PuertaEvento = z.infer<typeof puertaEventoSchema>;

export const puertaEventosSchema = z.object({
  servidorAt: z.string(),
  eventos: z.array(puertaEventoSchema),
});
export type PuertaEventos = z.infer<typeof puertaEventosSchema>;

/** One ticket of the day as the door holds it (to admit offline and to find by name or DNI). */
export const puertaListaSchema = z.object({ hasta: z.string().nullable(), precio: z.number() });
export type PuertaLista = z.infer<typeof puertaListaSchema>;

export const puertaEntradaSchema = z.object({
  tid: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  /** "Nombre Apellido" of the account holding it. */
  titular: z.string(),
  dni: z.string(),
  /** A guest-list ticket (issue 14): its deadline (ISO, or none) and the price at the door. */
  lista: puertaListaSchema.optional(),
});
export type PuertaEntrada = z.infer<typeof puertaEntradaSchema>;

/** A guest's terms at the door: until when the list admits, and what to charge (0: free). */

export const puertaIngresoSchema = z.object({
  tid: z.string(),
  /** ISO instant of the winning (first) scan. */
  at: z.string(),
  puerta: z.string(),
});
export type PuertaIngreso = z.infer<typeof puertaIngresoSchema>;

export const puertaSnapshotSchema = z.object({
  idEvento: z.number(),
  nombreEvento: z.string(),
  fecha: puertaFechaSchema,
  /** The server's clock when it answered: the device measures its offset with it. */
  servidorAt: z.string(),
  /** Opaque: pass it back to /Puerta/Cambios. */
  cursor: z.string(),
  clave: ticketPublicKeySchema,
  /** Tickets of paid orders. */
  entradas: z.array(puertaEntradaSchema),
  /** tids of the day that no longer admit anyone. */
  revocadas: z.array(z.string()),
  ingresos: z.array(puertaIngresoSchema),
  vendidos: z.number(),
});
export type PuertaSnapshot = z.infer<typeof puertaSnapshotSchema>;

export const puertaCambiosSchema = z.object({
  servidorAt: z.string(),
  cursor: z.string(),
  entradas: z.array(puertaEntradaSchema),
  revocadas: z.array(z.string()),
  ingresos: z.array(puertaIngresoSchema),
  vendidos: z.number(),
});
export type PuertaCambios = z.infer<typeof puertaCambiosSchema>;

const uuid = z.uuid();

export const escaneoSchema = z
  .object({
    /** Generated by the device once per scan; a retried request reuses it. */
    idEscaneo: uuid,
    idFecha: z.number().int().positive().max(2_147_483_647),
    puerta: z
      .string({ error: DOOR_MSG.puertaFalta })
      .trim()
      .min(1, DOOR_MSG.puertaFalta)
      .max(PUERTA_NOMBRE_MAX, DOOR_MSG.puertaLarga),
    /** The device's own id (generated once and kept on the device). */
    dispositivo: uuid,
    /** A scanned or typed code... */
    codigo: z.string().max(TICKET_CODE_MAX, DOOR_MSG.codigoLargo).optional(),
    /** ...or a ticket picked from the day's list by name or DNI. */
    tid: uuid.optional(),
    /** When the device scanned it, in the server's time (offline scans). */
    escaneadoAt: z.iso.datetime({ offset: true }).optional(),
    /** What the device showed when it decided offline. */
    resultadoLocal: z.enum(RESULTADOS_ESCANEO).optional(),
  })
  .refine((v) => (v.codigo !== undefined) !== (v.tid !== undefined), {
    message: DOOR_MSG.codigoOTitular,
    path: ['codigo'],
  });
export type Escaneo = z.infer<typeof escaneoSchema>;

export const sincronizarSchema = z.object({
  escaneos: z
    .array(escaneoSchema)
    .min(1, DOOR_MSG.loteVacio)
    .max(SYNC_BATCH_MAX, DOOR_MSG.loteGrande),
});

export const escaneoRespuestaSchema = z.object({
  idEscaneo: z.string(),
  resultado: z.enum(RESULTADOS_ESCANEO),
  /** The ticket, when the code named one the server knows. */
  entrada: z
    .object({
      tid: z.string(),
      cdTipo: z.number(),
      dsTipo: z.string(),
      titular: z.string(),
      idFecha: z.number(),
      nroFecha: z.number(),
      inicio: z.string(),
      lista: puertaListaSchema.optional(),
    })
    .nullable(),
  /** With 'usada': the first scan (when and which door). */
  primerIngreso: z.object({ at: z.string(), puerta: z.string() }).nullable(),
  /** The device admitted it offline but another scan had come first. */
  conflicto: z.boolean(),
});
export type EscaneoRespuesta = z.infer<typeof escaneoRespuestaSchema>;

export const agregarPersonalSchema = z.object({
  idEvento: z.number().int().positive().max(2_147_483_647),
  correo: z
    .string({ error: DOOR_MSG.correoInvalido })
    .trim()
    .toLowerCase()
    .pipe(z.email(DOOR_MSG.correoInvalido).max(254, DOOR_MSG.correoInvalido)),
});

export const personalPuertaSchema = z.object({
  idUsuario: z.number(),
  correo: z.string(),
  nombre: z.string(),
  /** Invited and has not set a password yet. */
  invitacionPendiente: z.boolean(),
  agregadoAt: z.string(),
});
export type PersonalPuerta = z.infer<typeof personalPuertaSchema>;

export const ingresosFechaSchema = puertaFechaSchema.extend({
  abierta: z.boolean(),
  ingresados: z.number(),
  vendidos: z.number(),
  porPuerta: z.array(z.object({ puerta: z.string(), ingresados: z.number() })),
  porTipo: z.array(
    z.object({
      cdTipo: z.number(),
      dsTipo: z.string(),
      ingresados: z.number(),
      vendidos: z.number(),
    }),
  ),
});
export type IngresosFecha = z.infer<typeof ingresosFechaSchema>;

export const ingresosEventoSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  servidorAt: z.string(),
  fechas: z.array(ingresosFechaSchema),
});
export type IngresosEvento = z.infer<typeof ingresosEventoSchema>;

export const conflictoPuertaSchema = z.object({
  tid: z.string(),
  titular: z.string(),
  dsTipo: z.string(),
  idFecha: z.number(),
  nroFecha: z.number(),
  primero: z.object({ at: z.string(), puerta: z.string() }),
  segundo: z.object({ at: z.string(), puerta: z.string() }),
});
export type ConflictoPuerta = z.infer<typeof conflictoPuertaSchema>;
