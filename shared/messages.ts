import { FRAME_TEXT } from './texts/frame';
/**
 * Spanish product texts of the error catalogues (docs/architecture.md, "Where each rule lives") and
 * the few texts Pulso adds. Renderer, server and desktop read them from here so a wording lives
 * once.
 */
export const MSG = {
  // Sign-in (docs/architecture.md, "Where each rule lives")
  credencialesInvalidas: 'Credenciales inválidas',
  errorConexion: 'Error de conexión, intentá más tarde',
  rolValidador: 'Tus credenciales son válidas únicamente para la app de validación de entradas.',
  falloGoogle: 'Falló el inicio con Google',
  errorBuscarUsuario: 'Error al buscar el usuario. Intentá más tarde.',
  errorCrearUsuario: 'Error al crear el usuario. Intentá más tarde.',
  errorRegistro: 'Error al registrarse, intentá más tarde',
  registroExitoso: '¡Registro exitoso!',
  usuarioNoEncontrado: 'No se encontró el usuario',
  // Added by Pulso (no wording in the spec)
  correoEnUso: 'Ya existe una cuenta registrada con ese correo electrónico.',
  demasiadosIntentos: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  // Mails a stranger can trigger, over a limit (docs/decisions/0076-hostile-users.md)
  demasiadosCorreos: 'Enviaste demasiados correos en poco tiempo. Probá de nuevo en una hora.',
  demasiadosCorreosDestinatario:
    'Esa dirección ya recibió varios correos nuestros hoy. Probá de nuevo mañana.',
  // A token that no longer opens a session (expired, revoked); with no token at all, sinSesion.
  sesionVencida: 'Tu sesión venció. Volvé a ingresar.',
  sinSesion: 'Ingresá a tu cuenta para continuar.',
  sinPermiso: 'No tenés permiso para realizar esta acción.',
  noEncontrado: 'No se encontró el recurso solicitado.',
  datosInvalidos: 'Los datos enviados no son válidos.',
  errorInterno: FRAME_TEXT.errorInterno,
  // The shell's one-time message (renderer/src/ui/flash-message.tsx)
  cerrarAviso: FRAME_TEXT.cerrarAviso,
  // Desktop file pickers (the create-event image rule)
  imagenInvalida: 'La imagen debe ser JPG, JPEG o PNG y pesar menos de 2MB.',
  pdfInvalido: 'El archivo debe ser un PDF.',
  pdfDemasiadoGrande: 'El PDF debe pesar menos de 10MB.',
  // Discovery (docs/architecture.md, "Where each rule lives") and what Pulso adds around it
  eventoNoEncontrado: 'No se encontró el evento.',
  artistaNoEncontrado: 'Artista no encontrado',
  noticiaNoEncontrada: 'No se encontró la noticia.',
  debesElegirFecha: 'Elegí una fecha.',
  fechaInvalida: 'La fecha no es válida.',
  anchoImagenInvalido: 'El ancho de la imagen debe ser 320, 640, 960, 1200, 1600 o 2000.',
  busquedaLarga: 'La búsqueda puede tener hasta 80 caracteres.',
  soloImagenesConAncho: 'Solo las imágenes se pueden pedir con un ancho.',
  // Organisers (issue 4): what Pulso adds around the spec's create and modify texts
  eventoNoModificable:
    'Este evento ya no se puede modificar: solo se modifican eventos por aprobar, aprobados o en venta.',
  fiestaNoEncontrada: 'No se encontró la fiesta.',
  artistaInexistente: 'Uno de los artistas elegidos no existe.',
  generoInexistente: 'Uno de los géneros elegidos no existe.',
  fechaAjena: 'Una de las fechas no pertenece al evento.',
  entradaNoEncontrada: 'No se encontró la entrada.',
  medioNoPermitido: 'Solo se pueden subir imágenes de tus eventos.',
  archivoFalta: 'Debes subir una imagen.',
  // Image delete (docs/architecture.md, "Where each rule lives"): the artist editor and the profile
  // photo
  imagenEliminada: 'Imagen eliminada con éxito.',
  errorEliminarImagen: 'Ocurrió un error al eliminar la imagen.',
} as const;

/** The server's problem+json answers (server/src/plugins/errors.ts): titles by HTTP status. */
export const PROBLEM_TEXT = {
  titulos: {
    400: 'Solicitud inválida',
    401: 'No autenticado',
    403: 'Prohibido',
    404: 'No encontrado',
    409: 'Conflicto',
    413: 'Contenido demasiado grande',
    415: 'Tipo de contenido no admitido',
    428: 'Verificación necesaria',
    429: 'Demasiadas solicitudes',
    500: 'Error interno',
  } as Readonly<Record<number, string>>,
  /** The title of any other status. */
  titulo: 'Error',
  /** A bad query or path parameter names itself: the caller is a program, not a form. */
  parametro: (campo: string, mensaje: string) => `Parámetro ${campo}: ${mensaje}`,
} as const;

/**
 * Messages for the zod checks that carry no message of their own (server/src/plugins/zod-spanish.ts:
 * query and path parameters mostly). Messages written in the schemas still win.
 */
export const ZOD_MSG = {
  entero: 'Debe ser un número entero.',
  numero: 'Debe ser un número.',
  obligatorio: 'Este dato es obligatorio.',
  tipoInvalido: 'El tipo de dato no es válido.',
  numeroMinimo: (inclusive: boolean, minimo: number | bigint) =>
    `Debe ser ${inclusive ? 'mayor o igual a' : 'mayor que'} ${minimo}.`,
  caracteresMinimo: (minimo: number | bigint) => `Debe tener al menos ${minimo} caracteres.`,
  elementosMinimo: (minimo: number | bigint) => `Debe tener al menos ${minimo} elementos.`,
  numeroMaximo: (inclusive: boolean, maximo: number | bigint) =>
    `Debe ser ${inclusive ? 'menor o igual a' : 'menor que'} ${maximo}.`,
  caracteresMaximo: (maximo: number | bigint) => `Debe tener como máximo ${maximo} caracteres.`,
  elementosMaximo: (maximo: number | bigint) => `Debe tener como máximo ${maximo} elementos.`,
  unoDe: (valores: readonly string[]) => `Debe ser uno de: ${valores.join(', ')}.`,
  formatoInvalido: 'El formato no es válido.',
} as const;
