/**
 * Spanish texts of the team's screens (renderer/src/features/team): Mi productora
 * (/productora) and the invitation's page (/productora/invitacion). Role names, the server's
 * refusals and the invitation mail are shared/texts/equipo.ts.
 */
import type { RolEnEvento, RolEquipo } from '../domain/equipo';
import { ROL_EN_EVENTO_TEXT, ROL_EQUIPO_TEXT } from './equipo';

const rol = (r: RolEquipo) => ROL_EQUIPO_TEXT[r];

export const EQUIPO_TEXT = {
  titulo: 'Mi productora',
  cargando: 'Cargando tu productora...',
  error: 'No pudimos cargar tu productora. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',

  // Without a productora: the form that creates one.
  crearTitulo: 'Creá tu productora',
  crearAyuda:
    'Una productora es tu equipo: sumá socios, productores, RRPP, boletería, validadores y analistas, cada uno con lo que su rol le permite hacer en los eventos de la productora.',
  nombre: 'Nombre de la productora',
  crear: 'Crear productora',
  creando: 'Creando...',

  // With several: which one the page shows.
  elegir: 'Productora',

  // The productora and the caller's place in it.
  tuRol: (r: RolEquipo) => `Tu rol: ${rol(r)}`,

  // Members.
  equipoTitulo: 'Equipo',
  equipoTabla: 'Miembros de la productora',
  columnas: {
    nombre: 'Nombre',
    correo: 'Correo',
    rol: 'Rol',
    liquidacion: 'Ve la liquidación',
  },
  si: 'Sí',
  no: 'No',
  rolDe: (nombre: string) => `Rol de ${nombre}`,
  verLiquidacion: 'Ver liquidación',
  verLiquidacionDe: (nombre: string) => `Ver liquidación: ${nombre}`,
  liquidacionAyuda:
    'Un dueño siempre ve la liquidación; un productor o un analista, solo si se lo permitís.',
  guardado: (nombre: string) => `Guardamos los cambios de ${nombre}.`,
  soloLectura: 'Solo un dueño de la productora puede invitar y cambiar roles.',

  // Inviting.
  invitarTitulo: 'Invitar al equipo',
  invitarAyuda:
    'Le mandamos un correo con un enlace: se suma cuando acepta con la cuenta de ese correo. La invitación vence en 7 días.',
  correo: 'Correo electrónico',
  rol: 'Rol',
  invitar: 'Invitar',
  invitando: 'Invitando...',
  invitado: (correo: string, r: RolEquipo) => `Invitamos a ${correo} como ${rol(r)}.`,

  // Pending invitations.
  pendientesTitulo: 'Invitaciones pendientes',
  pendientesVacio: 'No hay invitaciones pendientes.',
  /** "Vence el 7 de diciembre de 2026, 15:30" */
  vence: (cuando: string) => `Vence el ${cuando}`,

  // What the team did, newest first.
  actividadTitulo: 'Actividad del equipo',
  actividadVacia: 'Todavía no hay actividad en el equipo.',
  actividadCargando: 'Cargando la actividad...',
  actividadError: 'No pudimos cargar la actividad del equipo.',
  actividadVerTodo: (n: number) => `Ver toda la actividad (${n})`,
  /** Who did it when the log names nobody (Pulso itself) or an account since deleted. */
  alguien: 'Alguien',
  /** A member the log names by id who is no longer in the team. */
  unMiembro: 'un miembro',
  unEvento: 'un evento',
  actividad: {
    invitacion: (quien: string, correo: string, r: RolEquipo) =>
      `${quien} invitó a ${correo} como ${rol(r)}.`,
    alta: (quien: string, r: RolEquipo) => `${quien} se sumó como ${rol(r)}.`,
    rol: (quien: string, miembro: string, antes: RolEquipo, ahora: RolEquipo) =>
      `${quien} cambió el rol de ${miembro} de ${rol(antes)} a ${rol(ahora)}.`,
    liquidacionSi: (quien: string, miembro: string) =>
      `${quien} le permitió a ${miembro} ver la liquidación.`,
    liquidacionNo: (quien: string, miembro: string) =>
      `${quien} le quitó a ${miembro} el acceso a la liquidación.`,
    mismoRol: (quien: string, miembro: string, r: RolEquipo) =>
      `${quien} confirmó a ${miembro} como ${rol(r)}.`,
    eventoAsignado: (quien: string, evento: string) => `${quien} sumó ${evento} a la productora.`,
    codigoCreado: (quien: string, codigo: string, evento: string) =>
      `${quien} creó el código ${codigo} en ${evento}.`,
    codigoDesactivado: (quien: string, codigo: string, evento: string) =>
      `${quien} desactivó el código ${codigo} en ${evento}.`,
    /** Prices: "$ 12.000 → $ 13.500" per type, already written by the caller. */
    precios: (quien: string, evento: string, cambios: string) =>
      `${quien} cambió precios en ${evento}: ${cambios}.`,
    precioCambio: (tipo: string, antes: string | null, despues: string | null) =>
      antes === null
        ? `${tipo} nueva a ${despues}`
        : despues === null
          ? `${tipo} quitada (era ${antes})`
          : `${tipo} de ${antes} a ${despues}`,
    listaAlta: (quien: string, invitados: string, evento: string) =>
      `${quien} sumó a la lista de ${evento}: ${invitados}.`,
    listaBaja: (quien: string, invitado: string, evento: string) =>
      `${quien} quitó a ${invitado} de la lista de ${evento}.`,
    comisionRrpp: (quien: string, miembro: string, evento: string) =>
      `${quien} cambió la comisión de ${miembro} en ${evento}.`,
    listaRrpp: (quien: string, miembro: string, cupo: number, evento: string) =>
      `${quien} le dio a ${miembro} una lista de ${cupo} lugares en ${evento}.`,
    rolEnEvento: (quien: string, miembro: string, r: RolEnEvento, evento: string) =>
      r === 'ninguno'
        ? `${quien} dejó a ${miembro} sin acceso a ${evento}.`
        : `${quien} puso a ${miembro} como ${ROL_EN_EVENTO_TEXT[r]} en ${evento}.`,
    rolDeProductoraEnEvento: (quien: string, miembro: string, evento: string) =>
      `${quien} le devolvió a ${miembro} su rol de la productora en ${evento}.`,
    /** An entry this screen does not know how to tell yet. */
    otra: (quien: string) => `${quien} hizo un cambio en el equipo.`,
  },
  /** An event named in a sentence: «Acid Night». */
  evento: (nombre: string) => `«${nombre}»`,

  // Equipo del evento (/equipo-evento/{id}): each member's role on one night.
  equipoEvento: {
    titulo: 'Equipo del evento',
    tituloEvento: (evento: string) => `Equipo de ${evento}`,
    enlace: 'Equipo del evento',
    cargando: 'Cargando el equipo del evento...',
    error: 'No pudimos cargar el equipo del evento. Probá de nuevo en un momento.',
    reintentar: 'Reintentar',
    volver: 'Volver a las ventas',
    ayuda: (productora: string) =>
      `Cada miembro de ${productora} trabaja este evento con su rol de la productora. Acá podés darle otro rol solo para esta noche, o dejarlo sin acceso.`,
    miembros: 'Miembros en este evento',
    enProductora: (r: RolEquipo) => `En la productora: ${rol(r)}`,
    rolEnEvento: 'Rol en este evento',
    rolEnEventoDe: (nombre: string) => `Rol de ${nombre} en este evento`,
    comoEnProductora: (r: RolEquipo) => `Como en la productora (${rol(r)})`,
    duenioEnTodos: 'Dueño en todos los eventos de la productora',
    guardado: (nombre: string, r: RolEnEvento | RolEquipo) =>
      r === 'ninguno'
        ? `${nombre} queda sin acceso a este evento.`
        : `${nombre} trabaja este evento como ${ROL_EN_EVENTO_TEXT[r]}.`,
    guardando: 'Guardando...',
  },

  // The invitation's page (/productora/invitacion?token=...).
  invitacionTitulo: 'Invitación a una productora',
  invitacionIngresar:
    'Te invitaron al equipo de una productora. Ingresá con la cuenta del correo invitado para aceptar.',
  invitacionSinCuenta: '¿Todavía no tenés cuenta? Creala con el correo invitado.',
  ingresar: 'Ingresar',
  crearCuenta: 'Crear una cuenta',
  invitacionAceptarAyuda: (correo: string) =>
    `Te vas a sumar con tu cuenta ${correo}. Conservás todo lo que ya tenés en Pulso.`,
  aceptar: 'Aceptar invitación',
  aceptando: 'Aceptando...',
  aceptada: (productora: string, r: RolEquipo) => `Ya sos parte de ${productora} como ${rol(r)}.`,
  irAMiProductora: 'Ir a Mi productora',
  sesionActual: (correo: string) => `Ingresaste como ${correo}.`,
  cambiarCuenta: 'Ingresar con otra cuenta',
} as const;
