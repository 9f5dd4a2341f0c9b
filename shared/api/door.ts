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
 * - POST /Puerta/Activar activarPuertaSchema (public) -> 204: links mailed before invitations
 *     (a door-only account with no password) still set the password; the account becomes an
 *     ordinary one (role 0) that signs in on the website too. 400 DOOR_MSG.invitacionInvalida
 *     when the token is unknown, used or expired.
 *
 * Invitations (docs/decisions/0076-hostile-users.md): staff are invited, never converted. The
 * mailed link (/puerta/invitacion?token=, DOOR_INVITATION_HOURS) opens the door app.
 * - GET  /Puerta/Invitacion?Token= (public) -> InvitacionVista; 404 invitacionInvalida,
 *     410 invitacionVencida / invitacionRetirada / invitacionUsada
 * - POST /Puerta/Invitacion/Aceptar {token} (door: a door or web session) -> {idEvento}: the
 *     caller's account becomes staff of the event (a puerta_personal row); its roles and website
 *     access stay as they were. 403 DOOR_MSG.invitacionOtraCuenta when the session is not of the
 *     invited address; errors of the link as above.
 * - POST /Puerta/Invitacion/Crear crearCuentaInvitacionSchema (public) -> PuertaLoginRespuesta:
 *     for an address with no account, the account is made now (role 0, its e-mail confirmed by
 *     the link), staff of the event, and signed in at the door. 409 DOOR_MSG.invitacionConCuenta
 *     when the address has an account (sign in and accept instead).
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
 * - GET    /Puerta/Personal?IdEvento= -> {personal, invitaciones}: staff and pending invitations
 * - POST   /Puerta/Personal agregarPersonalSchema -> 201 {invitacion: InvitacionPuerta}: an
 *     invitation is stored and mailed (doorInvitationMail); no account and no staff row is
 *     made until its owner accepts. Only for approved events (409 DOOR_MSG.eventoNoAprobado;
 *     409 DOOR_MSG.eventoSinPuerta when cancelled or rejected); 409 DOOR_MSG.yaEsPersonal,
 *     409 DOOR_MSG.yaInvitado, 400 DOOR_MSG.esElOrganizador; 429 MSG.demasiadosCorreos /
 *     demasiadosCorreosDestinatario (MAIL_LIMITS.invitaciones, per inviting account and address)
 * - DELETE /Puerta/Invitacion?IdEvento=&IdInvitacion= -> 204: withdrawn, its link stops
 *     working; 404 invitacionNoEncontrada, 409 invitacionYaAceptada
 * - DELETE /Puerta/Personal?IdEvento=&IdUsuario= -> 204; that person's door sessions stop
 *     seeing the event at once (every door call reads puerta_personal), and an open invitation
 *     of theirs to this event is withdrawn too
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
export const PUERTA_INVITACION_PATH = '/puerta/invitacion';
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
  eventoNoAprobado:
    'Tu evento todavía no fue aprobado: vas a poder invitar personal de puerta cuando se apruebe.',
  yaInvitado:
    'Ya invitamos a ese correo a la puerta de este evento. La invitación sigue pendiente.',
  invitacionNoEncontrada: 'Esa invitación no existe o ya fue retirada.',
  invitacionYaAceptada: 'Esa invitación ya fue aceptada: quitá a la persona del personal.',
  invitacionVencida: 'Esta invitación venció. Pedile al organizador que te invite de nuevo.',
  invitacionRetirada: 'El organizador retiró esta invitación.',
  invitacionUsada: 'Esta invitación ya fue aceptada. Ingresá a la app de puerta con tu cuenta.',
  invitacionOtraCuenta:
    'Esta invitación es para otro correo. Ingresá con la cuenta de la dirección invitada.',
  invitacionConCuenta:
    'Ese correo ya tiene una cuenta en Pulso: ingresá con ella para aceptar la invitación.',
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
  /** The caller sells at its box office (docs/decisions/0094-box-office.md). */
  vende: z.boolean(),
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
export const puertaListaSchema = z.object({
  hasta: z.string().nullable(),
  precio: z.number(),
  /** The RRPP whose list the guest is on (docs/decisions/0092-rrpp.md); absent: the event's. */
  rrpp: z.string().optional(),
});
export type PuertaLista = z.infer<typeof puertaListaSchema>;

export const puertaEntradaSchema = z.object({
  tid: z.string(),
  /** Its short code (shared/domain/ticket-short-code.ts): typed, it admits offline too. */
  codigoCorto: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  /** What the door admits its holder as (General, VIP, Backstage…), whatever the type's name. */
  admite: z.string(),
  /** "Nombre Apellido" of the account holding it. */
  titular: z.string(),
  dni: z.string(),
  /** A guest-list ticket (issue 14): its deadline (ISO, or none) and the price at the door. */
  lista: puertaListaSchema.optional(),
  /** The add-ons to hand over with it ("Combo trago"), when any (docs/decisions/0090-add-ons.md). */
  adicionales: z.array(z.string()).optional(),
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
  /** The event's minimum age (shared/domain/edad.ts), when it asks one. */
  edadMinima: z.number().optional(),
  /** The caller sells at its box office (docs/decisions/0094-box-office.md). */
  vende: z.boolean().optional(),
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
    /** A scanned or typed code (the signed one, or the ticket's short code)... */
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
      admite: z.string(),
      titular: z.string(),
      idFecha: z.number(),
      nroFecha: z.number(),
      inicio: z.string(),
      lista: puertaListaSchema.optional(),
      adicionales: z.array(z.string()).optional(),
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
  agregadoAt: z.string(),
});
export type PersonalPuerta = z.infer<typeof personalPuertaSchema>;

/** An invitation to an event's door not yet accepted (the organiser's list). */
export const invitacionPuertaSchema = z.object({
  idInvitacion: z.number(),
  correo: z.string(),
  /** ISO instants. */
  invitadaAt: z.string(),
  venceAt: z.string(),
});
export type InvitacionPuerta = z.infer<typeof invitacionPuertaSchema>;

export const personalYInvitacionesSchema = z.object({
  personal: z.array(personalPuertaSchema),
  invitaciones: z.array(invitacionPuertaSchema),
});
export type PersonalYInvitaciones = z.infer<typeof personalYInvitacionesSchema>;

const invitacionToken = z.string().min(16).max(200);

/** What the invitation link shows before accepting (only to whoever holds the link). */
export const invitacionVistaSchema = z.object({
  evento: z.string(),
  correo: z.string(),
  /** The invited address has an account: sign in with it and accept; else make one. */
  cuentaExiste: z.boolean(),
});
export type InvitacionVista = z.infer<typeof invitacionVistaSchema>;

export const aceptarInvitacionSchema = z.object({ token: invitacionToken });

export const crearCuentaInvitacionSchema = z.object({
  token: invitacionToken,
  nombre: z
    .string({ error: REGISTER_MSG.nombre })
    .trim()
    .min(1, REGISTER_MSG.nombre)
    .max(100, REGISTER_MSG.nombre),
  apellido: z
    .string({ error: REGISTER_MSG.apellido })
    .trim()
    .min(1, REGISTER_MSG.apellido)
    .max(100, REGISTER_MSG.apellido),
  pass: z
    .string({ error: REGISTER_MSG.password })
    .min(1, REGISTER_MSG.password)
    .max(200)
    .refine(isStrongPassword, REGISTER_MSG.passwordDebil),
});
export type CrearCuentaInvitacion = z.infer<typeof crearCuentaInvitacionSchema>;

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
