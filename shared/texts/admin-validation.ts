/**
 * Spanish texts of the administrators' event validation and artist screens (issue 5) that the
 * spec does not word. The texts it quotes, and Pulso's result messages, live with their rules
 * in shared/validation/admin.ts (VALIDATION_MSG, ARTIST_MSG, ACTIVATION_MSG); image refusals
 * in shared/domain/media-rules.ts. Labels here are the accessible names the e2e specs use.
 */
export const SI_NO = (value: boolean) => (value ? 'Sí' : 'No');

export const EVENTS_TO_VALIDATE_TEXT = {
  titulo: 'Eventos a validar',
  buscar: 'Buscar por evento u organizador',
  buscarPlaceholder: 'Nombre del evento, nombre, apellido o correo del organizador',
  cargando: 'Cargando eventos...',
  vacio: 'No hay eventos pendientes de validación.',
  error: 'No pudimos cargar los eventos a validar.',
  reintentar: 'Reintentar',
  verificar: 'Verificar',
  sinFechas: 'Sin fechas cargadas',
  organizador: (nombre: string) => `Organiza: ${nombre}`,
  imagenAlt: (nombre: string) => `Imagen del evento ${nombre}`,
} as const;

export const EVENT_VALIDATION_TEXT = {
  noEncontrado: 'No se encontró el evento.',
  errorCarga: 'No pudimos cargar el evento.',
  reintentar: 'Reintentar',
  volver: 'Volver a Eventos a validar',
  imagenAlt: (nombre: string) => `Imagen del evento ${nombre}`,
  organizador: 'Organizador',
  correo: 'Correo',
  telefono: 'Teléfono',
  sinTelefono: 'Sin teléfono',
  generos: 'Géneros',
  sinGeneros: 'Sin géneros',
  artistas: 'Artistas',
  sinArtistas: 'Sin artistas',
  fechas: 'Fechas',
  sinFechas: 'Sin fechas cargadas',
  dia: (n: number) => `Día ${n}`,
  direccion: 'Dirección',
  provincia: 'Provincia',
  lgbt: 'LGBT',
  after: 'After',
  descripcion: 'Descripción',
  entradas: 'Entradas por fecha',
  sinEntradas: 'Sin entradas cargadas para esta fecha.',
  tipo: 'Tipo',
  precio: 'Precio',
  cantidad: 'Cantidad',
  audio: 'Audio',
  sinAudio: 'Sin audio.',
  video: 'Video',
  sinVideo: 'Sin video.',
  abrirVideo: 'Ver en YouTube',
  reproductorVideo: 'Video de YouTube',
  motivo: 'Motivo del rechazo',
  motivoNota: 'El motivo se enviará por correo electrónico al creador del evento.',
  validar: 'Validar',
  rechazar: 'Rechazar',
  rechazando: 'Rechazando...',
} as const;

export const ACTIVATION_TEXT = {
  titulo: 'Artistas a activar',
  explicacion:
    'Estos artistas fueron cargados por el organizador y todavía no figuran en el directorio.',
  vacio: 'Este evento no tiene artistas nuevos para activar.',
  activar: 'Activar',
  noActivar: 'No Activar',
  dialogo: 'Activar artista',
  nombre: 'Nombre',
  confirmar: 'Confirmar',
  cancelar: 'Cancelar',
  errorDescartar: 'Ocurrió un error al descartar el artista.',
  descartado: (nombre: string) => `${nombre} no se activará.`,
} as const;

/** The three social inputs, in the order their checks run (shared/validation/admin.ts). */
export const SOCIAL_LABELS = {
  mdInstagram: 'URL de Instagram',
  mdSpotify: 'URL de Spotify',
  mdSoundcloud: 'URL de SoundCloud',
} as const;

export const ADMIN_ARTISTS_TEXT = {
  titulo: 'Artistas',
  buscar: 'Buscar artista',
  buscarPlaceholder: 'Nombre del artista',
  cargando: 'Cargando artistas...',
  error: (message: string) => `Hubo un error: ${message}`,
  errorGenerico: 'No se pudo conectar con el servidor.',
  vacio: 'Todavía no hay artistas cargados.',
  sinResultados: 'No se encontraron artistas que coincidan con la búsqueda.',
  crear: 'Crear artista',
  editar: 'Editar',
  eliminar: 'Eliminar',
  cancelar: 'Cancelar',
  aceptar: 'Aceptar',
  inactivo: 'Pendiente de activación',
  activar: 'Activar',
  alta: (fecha: string) => `Creado el ${fecha}`,
  fotoAlt: (nombre: string) => `Foto de ${nombre}`,
  confirmarEliminar: (nombre: string) => `¿Eliminar a ${nombre}?`,
  confirmarEliminarDetalle:
    'Se eliminan también su foto y sus me gusta. Esta acción no se puede deshacer.',
} as const;

export const ARTIST_FORM_TEXT = {
  tituloCrear: 'Crear artista',
  tituloEditar: 'Editar artista',
  nombre: 'Nombre',
  bio: 'Información sobre el artista',
  foto: 'Foto del artista',
  elegirFoto: 'Elegir foto',
  cambiarFoto: 'Cambiar foto',
  vistaPrevia: 'Vista previa de la foto',
  fotoAyuda: 'JPG, JPEG o PNG de hasta 2MB.',
  eliminarImagen: 'Eliminar imagen',
  redes: 'Redes sociales (opcionales)',
  crear: 'Crear artista',
  creando: 'Creando...',
  confirmar: 'Confirmar',
  guardando: 'Guardando...',
  cancelar: 'Cancelar',
  aceptar: 'Aceptar',
  volver: 'Volver a Artistas',
  cargando: 'Cargando artista...',
  errorCarga: 'Hubo un problema al cargar el artista.',
  confirmarTitulo: '¿Guardar los cambios del artista?',
  confirmarDetalle: (nombre: string) => `Se actualizarán los datos de ${nombre}.`,
  errorFoto: (detalle: string) => `El artista se guardó, pero no se pudo subir la foto: ${detalle}`,
  subiendoFoto: 'Subiendo la foto...',
} as const;
