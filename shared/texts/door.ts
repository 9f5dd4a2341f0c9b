/**
 * Spanish texts of the door (issue 10): the door app at /puerta, the organiser's door staff,
 * live door numbers and scan conflicts. The result headlines are the words, verbatim;
 * the server's error details are DOOR_MSG in shared/api/door.ts.
 */
import type { DniVeredicto } from '../domain/dni';
import type { ResultadoEscaneo } from '../domain/door';

/** The full-screen verdict of one scan: headline first, then the line under it. */
export const SCAN_RESULT_TEXT: Record<ResultadoEscaneo, string> = {
  admitido: 'Adelante',
  usada: 'Entrada ya usada',
  anulada: 'Entrada anulada',
  otro_evento: 'Entrada de otro evento',
  otro_dia: 'Entrada para otro día',
  invalido: 'Código inválido',
  lista_vencida: 'Lista cerrada',
};

/** A DNI read at the door against the ticket (shared/domain/dni.ts). */
export const DNI_VEREDICTO_TEXT = {
  ok: 'DNI verificado',
  menor: 'Menor de edad',
  no_coincide: 'DNI no coincide con la entrada',
} as const satisfies Record<DniVeredicto, string>;

/** Under "Lista cerrada": the list's deadline (hh:mm, Argentina). */
export const listaCerradaText = (hora: string) => `La lista era hasta las ${hora}.`;
/** Under "Adelante" for a guest-list ticket: free, or what the guest pays at the door. */
export const listaAdmitidaText = (precio: string | null) =>
  precio === null ? 'Lista free' : `Lista con descuento: cobrar ${precio}`;

/** Under the list's line: whose list the guest came from (an RRPP's, docs/decisions/0092-rrpp.md). */
export const listaRrppText = (rrpp: string) => `Lista de ${rrpp}`;

/** "a las 23:41 en Puerta 2": when and where a used ticket first came in (hh:mm, Argentina). */
export const primerIngresoText = (hora: string, puerta: string) => `a las ${hora} en ${puerta}`;

export const DOOR_TEXT = {
  titulo: 'Pulso · Puerta',
  // Sign-in
  ingresar: 'Ingresar',
  ingresando: 'Ingresando...',
  correo: 'Correo electrónico',
  password: 'Contraseña',
  loginAyuda: 'Ingresá con la cuenta de puerta que te dio el organizador.',
  /** An organiser or administrator already signed in on the website or the desktop app. */
  continuarComo: (nombre: string) => `Continuar como ${nombre}`,
  oIngresar: 'O ingresá con otra cuenta:',
  cerrarSesion: 'Cerrar sesión',
  // Events and device
  eventosTitulo: 'Eventos de hoy',
  cargandoEventos: 'Cargando tus eventos...',
  sinEventos: 'No tenés eventos para controlar hoy.',
  sinEventosPista:
    'El organizador te tiene que agregar a su evento. Vas a verlo acá el día de la fiesta.',
  elegirDia: 'Elegí el día que vas a controlar',
  nombrePuerta: 'Nombre de esta puerta',
  nombrePuertaAyuda: 'Por ejemplo "Puerta 1" o "VIP". Se guarda en este dispositivo.',
  nombrePuertaFalta: 'Ingresá el nombre de esta puerta.',
  empezar: 'Empezar a escanear',
  descargando: 'Descargando las entradas del día...',
  errorDescarga:
    'No pudimos descargar las entradas del día. Revisá la conexión y volvé a intentar.',
  reintentar: 'Reintentar',
  cambiarEvento: 'Cambiar de evento',
  // Scanning
  camara: 'Cámara',
  camaraApagar: 'Apagar cámara',
  camaraEncender: 'Encender cámara',
  camaraApagada: 'La cámara está apagada.',
  camaraSinPermiso:
    'No pudimos usar la cámara. Podés escribir el código o buscar por nombre o DNI.',
  escribirCodigo: 'Código de la entrada',
  escribirCodigoAyuda: 'Los 8 caracteres que figuran debajo del QR, por ejemplo K7QF-2M9X.',
  validar: 'Validar',
  buscar: 'Buscar por nombre o DNI',
  buscarVacio: 'No hay entradas con ese nombre o DNI.',
  admitirTitular: (nombre: string) => `Validar la entrada de ${nombre}`,
  siguiente: 'Siguiente',
  dia: (nro: number) => `Día ${nro}`,
  /** A type named apart from what it admits as: "1ra tanda · Ingresa como General". */
  tipoAdmite: (tipo: string, admite: string) => `${tipo} · Ingresa como ${admite}`,
  /** On an admitted verdict: the add-ons staff hand over with the ticket. */
  entregar: (lista: readonly string[]) => `Entregar: ${lista.join(' · ')}`,
  // 18+ nights (docs/decisions/0093-minimum-age.md): the DNI before letting a ticket in
  dniTitulo: (edad: number) => `Noche +${edad}: pedí el DNI`,
  dniAyuda: 'Apuntá la cámara al código de barras del dorso del DNI.',
  dniTitular: (nombre: string, dni: string) => (dni ? `${nombre} · DNI ${dni}` : nombre),
  dniTitularDesconocido: 'Entrada vendida después de la descarga: mirá el nombre en el DNI.',
  dniNoEsDni: 'Ese código no es el de un DNI. Probá de nuevo o escribí los datos.',
  dniLeyendo: 'Preparando el lector de DNI...',
  dniEscribir: '¿No se puede leer? Escribí los datos del frente del DNI',
  dniNumero: 'Número de DNI',
  dniNacimiento: 'Fecha de nacimiento',
  dniVerificar: 'Verificar DNI',
  dniDatosInvalidos: 'Revisá el número de DNI (7 u 8 dígitos) y la fecha de nacimiento.',
  cancelar: 'Cancelar',
  decididoSinConexion: 'Decidido sin conexión: se sincroniza cuando vuelva la señal.',
  resultado: 'Resultado del escaneo',
  rol: {
    personal: 'Personal de puerta',
    organizador: 'Organizador',
    administrador: 'Administración',
  },
  // Status bar
  enLinea: 'En línea',
  sinConexion: 'Sin conexión',
  pendientes: (n: number) =>
    n === 0
      ? 'Todo sincronizado'
      : n === 1
        ? '1 escaneo por sincronizar'
        : `${n} escaneos por sincronizar`,
  ingresados: (n: number, vendidos: number) => `${n} de ${vendidos} ingresados`,
  actualizado: (hora: string) => `Entradas actualizadas a las ${hora}`,
  // Invitation (a new person sets the password of the door account)
  activarTitulo: 'Activá tu cuenta de puerta',
  activarAyuda: 'Elegí una contraseña para ingresar a la app de validación de entradas.',
  activar: 'Guardar contraseña',
  activada: 'Tu cuenta está lista. Ya podés ingresar.',
  irAIngresar: 'Ir a ingresar',
  sinToken: 'Falta el enlace de invitación. Abrí el enlace del correo que te llegó.',
  // Invitation to an event's door (docs/decisions/0076-hostile-users.md)
  invitacionTitulo: (evento: string) => `Te invitaron a la puerta de ${evento}`,
  invitacionPara: (correo: string) => `La invitación es para ${correo}.`,
  invitacionCargando: 'Abriendo la invitación...',
  invitacionIngresa: 'Ingresá con tu cuenta de Pulso para aceptarla.',
  invitacionCrea:
    'Ese correo todavía no tiene cuenta en Pulso. Completá tus datos para crearla y aceptar.',
  invitacionNombre: 'Nombre',
  invitacionApellido: 'Apellido',
  invitacionCrear: 'Crear cuenta y aceptar',
  invitacionComo: (nombre: string, correo: string) =>
    `Estás con la cuenta de ${nombre} (${correo}).`,
  invitacionAceptar: 'Aceptar la invitación',
  invitacionAceptando: 'Aceptando...',
  invitacionOtraCuenta: (correo: string, invitado: string) =>
    `Estás con la cuenta ${correo}, pero la invitación es para ${invitado}.`,
  invitacionCambiarCuenta: 'Ingresar con otra cuenta',
  invitacionAceptada: (evento: string) =>
    `Listo: ya sos parte del personal de puerta de ${evento}. Tu cuenta sigue igual en la web.`,
  irALaPuerta: 'Ir a la puerta',
} as const;

/** The organiser's side: door staff, live numbers and conflicts of one event. */
export const DOOR_ADMIN_TEXT = {
  menu: 'Puerta',
  titulo: (evento: string) => `Puerta de ${evento}`,
  abrirPuerta: 'Abrir la app de puerta',
  // Staff
  staffTitulo: 'Personal de puerta',
  staffAyuda:
    'Invitá por correo a quienes van a validar entradas. Cuando acepten la invitación, pasan a ser parte del personal.',
  staffCorreo: 'Correo electrónico',
  staffAgregar: 'Invitar',
  staffAgregando: 'Invitando...',
  staffVacio: 'Todavía no invitaste personal de puerta.',
  staffQuitar: 'Quitar',
  staffQuitarConfirmar: (correo: string) => `¿Quitar a ${correo} de la puerta de este evento?`,
  staffInvitado: 'Invitación pendiente',
  staffRetirar: 'Retirar invitación',
  staffRetirarConfirmar: (correo: string) => `¿Retirar la invitación de ${correo}?`,
  staffInvitacionEnviada: (correo: string) =>
    `Le mandamos a ${correo} una invitación. Va a poder validar entradas cuando la acepte.`,
  staffCancelar: 'Cancelar',
  staffLista: 'Personal de puerta del evento',
  // Live numbers
  numerosTitulo: 'Ingresos en vivo',
  dia: (nro: number, fecha: string) => `Día ${nro} · ${fecha}`,
  abierta: 'Puerta abierta',
  cerrada: 'Puerta cerrada',
  puerta: 'Puerta',
  tipo: 'Tipo de entrada',
  noEncontrado: 'No encontramos ese evento entre los tuyos.',
  reintentar: 'Reintentar',
  volver: 'Volver a Entradas vendidas',
  ingresadosDe: (ingresados: number, vendidos: number) => `${ingresados} / ${vendidos}`,
  ingresados: 'Ingresados',
  vendidos: 'Vendidas',
  porPuerta: 'Por puerta',
  porTipo: 'Por tipo de entrada',
  sinIngresos: 'Todavía no entró nadie.',
  actualizadoEnVivo: 'Se actualiza solo mientras la puerta está abierta.',
  cargando: 'Cargando la puerta...',
  error: 'No pudimos cargar la puerta. Probá de nuevo en un momento.',
  // Conflicts
  conflictosTitulo: 'Entradas escaneadas dos veces sin conexión',
  conflictosAyuda:
    'Dos puertas sin conexión dejaron pasar la misma entrada. Vale el primer escaneo.',
  conflictosVacio: 'No hubo entradas escaneadas dos veces.',
  conflictoEntrada: 'Entrada',
  conflictoPrimero: 'Primer escaneo',
  conflictoSegundo: 'Segundo escaneo',
} as const;

/**
 * The invitation to an event's door (docs/decisions/0076-hostile-users.md): nothing changes
 * for the address until its owner follows the link and accepts.
 */
export function doorInvitationMail(evento: string, link: string) {
  return {
    asunto: `Te invitaron a la puerta de ${evento} en Pulso`,
    cuerpo:
      `Hola,\n\nEl organizador de ${evento} te invitó a validar entradas en la puerta.\n` +
      `Para aceptar, abrí este enlace (vence en 7 días):\n${link}\n\n` +
      'Si ya tenés cuenta en Pulso, ingresá con ella; si no, la creás ahí mismo. Tu cuenta ' +
      'sigue sirviendo para la web como siempre.\nSi no esperabas esta invitación, ignorá este ' +
      'correo: no se crea nada sin tu aceptación.\n\nPulso',
  };
}
