/**
 * Spanish texts of the content screens (issue 5, part 2): the administrators' news list and
 * forms, the carousel editor, the terms editor, and the public /terminos and /privacidad pages.
 * The texts the spec quotes live with their rules (NEWS_MSG, CAROUSEL_MSG, TERMS_MSG in
 * shared/validation/admin.ts; MEDIA_RULES in shared/domain/media-rules.ts). Labels here are the
 * accessible names the e2e specs find fields and buttons by.
 */

export const ADMIN_NEWS_TEXT = {
  titulo: 'Editar noticias',
  crear: 'Crear noticia',
  buscar: 'Buscar noticia por título',
  buscarPlaceholder: 'Buscar por título...',
  cargando: 'Cargando noticias...',
  vacio: 'Todavía no hay noticias.',
  sinResultados: 'No se encontraron noticias que coincidan con la búsqueda.',
  imagen: 'Imagen',
  tituloColumna: 'Título',
  fecha: 'Fecha de creación',
  acciones: 'Acciones',
  editar: 'Editar',
  eliminar: 'Eliminar',
  cancelar: 'Cancelar',
  aceptar: 'Aceptar',
  confirmarEliminar: '¿Eliminar esta noticia?',
  confirmarEliminarDetalle: (titulo: string) =>
    `Se eliminarán «${titulo}» y su imagen. Esta acción no se puede deshacer.`,
  resultado: 'Noticias',
} as const;

export const NEWS_FORM_TEXT = {
  tituloCrear: 'Crear noticia',
  tituloEditar: 'Editar noticia',
  titulo: 'Título',
  imagen: 'Imagen',
  imagenAyuda: 'JPG, JPEG o PNG, de hasta 2MB.',
  elegirImagen: 'Seleccionar imagen',
  cambiarImagen: 'Cambiar imagen',
  quitarImagen: 'Quitar imagen',
  vistaPrevia: 'Vista previa de la imagen',
  sinImagen: 'Sin imagen seleccionada.',
  progreso: 'Progreso de la subida de la imagen',
  contenido: 'Cuerpo de la noticia',
  urlEvento: 'URL del evento (opcional)',
  urlAyuda:
    'Una página de Pulso que empiece con / (como /evento/1) o una dirección que comience con http:// o https://',
  publicar: 'Publicar noticia',
  guardar: 'Guardar cambios',
  guardando: 'Guardando...',
  cargando: 'Cargando noticia...',
  volver: 'Volver a noticias',
  aceptar: 'Aceptar',
  resultado: 'Resultado',
} as const;

export const CAROUSEL_TEXT = {
  titulo: 'Editar Carrusel',
  intro:
    'Las cuatro imágenes del carrusel de la página principal. Cada una debe ser JPG, JPEG o PNG y pesar menos de 2MB.',
  cargando: 'Cargando imágenes del carrusel...',
  errorCarga: 'No se pudieron cargar las imágenes del carrusel.',
  slot: (n: number) => `Imagen ${n}`,
  vacio: 'Sin imagen',
  reemplazar: 'Reemplazar',
  subiendo: 'Subiendo...',
  eliminar: 'Eliminar',
  cancelar: 'Cancelar',
  aceptar: 'Aceptar',
  confirmarTitulo: 'Eliminar imagen',
  resultado: 'Carrusel',
} as const;

export const TERMS_TEXT = {
  titulo: 'Términos y condiciones',
  cargando: 'Cargando términos y condiciones...',
  error: 'No se pudieron cargar los términos y condiciones. Intentá de nuevo más tarde.',
  sinArchivo: 'Todavía no se publicaron los términos y condiciones.',
  cargandoPdf: 'Cargando PDF...',
  errorPdf: 'No se pudo mostrar el PDF. Podés descargarlo.',
  descargar: 'Descargar PDF',
  documento: 'Documento de términos y condiciones',
  pagina: (n: number, total: number) => `Página ${n} de ${total}`,
  // /actualizar-tyc
  tituloAdmin: 'Actualizar TyC',
  introAdmin:
    'El PDF de términos y condiciones que ve cualquier persona en la página de Términos y condiciones.',
  actual: 'PDF actual',
  nuevo: 'Nuevo PDF',
  seleccionar: 'Seleccionar PDF',
  seleccionado: (nombre: string) => `Archivo seleccionado: ${nombre}`,
  ninguno: 'Ningún archivo seleccionado.',
  actualizar: 'Actualizar',
  actualizando: 'Actualizando...',
  progreso: 'Progreso de la subida del PDF',
  aceptar: 'Aceptar',
  resultado: 'Resultado',
  // Replacing asks first; every version is kept (migration 0025).
  confirmarTitulo: '¿Reemplazar los términos y condiciones?',
  confirmarDetalle:
    'El PDF nuevo rige desde ahora para todas las compras. El actual queda guardado con su fecha en Versiones publicadas, junto con las compras que lo aceptaron.',
  reemplazar: 'Reemplazar',
  cancelar: 'Cancelar',
  versiones: 'Versiones publicadas',
  versionesAyuda: 'Cada compra guarda la versión que aceptó quien compró.',
  versionesCargando: 'Cargando versiones...',
  versionesError: 'No se pudieron cargar las versiones publicadas.',
  versionesVacio: 'Todavía no se publicó ninguna versión.',
  publicada: (fecha: string, hora: string) => `Publicada el ${fecha}, ${hora} h`,
  vigente: 'Vigente',
  compras: (n: number, total: string) =>
    n === 1 ? 'Aceptada en 1 compra' : `Aceptada en ${total} compras`,
  verPdf: 'Ver PDF',
  verPdfDe: (fecha: string) => `Ver el PDF publicado el ${fecha}`,
} as const;

export interface PrivacySection {
  titulo: string;
  parrafos: ReadonlyArray<string>;
}

/**
 * /privacidad: what Pulso stores about a person and why, as the database keeps it
 * (server/src/db/schema). Keep it in step with the schema when a table changes.
 */
export const PRIVACY_TEXT = {
  titulo: 'Política de privacidad',
  intro:
    'Esta página explica, sin letra chica, qué datos tuyos guarda Pulso, para qué los usa y cómo podés borrarlos.',
  secciones: [
    {
      titulo: 'Datos de tu cuenta',
      parrafos: [
        'Nombre, apellido, correo electrónico, DNI o pasaporte, teléfono, fecha de nacimiento y domicilio (provincia, municipio, localidad y dirección).',
        'Los usamos para emitir las entradas que comprás a tu nombre, para comprobar que sos mayor de edad (18 años) y para escribirte sobre tus compras y tus eventos. Tu correo es además tu usuario para iniciar sesión.',
        'Si organizás eventos y los completás en tu perfil, también guardamos tu CBU (para cobrar lo que vendés), una biografía y los enlaces a tus redes (Instagram, Spotify, SoundCloud). Los administradores ven tu nombre y tu contacto cuando revisan un evento que creaste.',
      ],
    },
    {
      titulo: 'Tu contraseña',
      parrafos: [
        'Nunca guardamos tu contraseña: guardamos solo un hash argon2id, del que no se puede recuperar. Si entrás con Google, guardamos el identificador de tu cuenta de Google y no tenemos ninguna contraseña tuya.',
        'Si pedís restablecer la contraseña, del enlace que te enviamos guardamos solo un hash: sirve una sola vez y vence.',
      ],
    },
    {
      titulo: 'Sesiones',
      parrafos: [
        'Cada vez que iniciás sesión guardamos una sesión con su fecha de inicio, su vencimiento y el navegador o la aplicación desde la que entraste. Cerrar sesión, cambiar la contraseña o borrar la cuenta la revoca, y deja de servir en ese momento.',
        'En tu navegador o en la aplicación de escritorio queda la credencial de la sesión (en la aplicación, en el llavero del sistema operativo cuando hay uno; si no, solo en memoria). No usamos cookies publicitarias ni herramientas de analítica.',
      ],
    },
    {
      titulo: 'Compras y entradas',
      parrafos: [
        'Guardamos tus órdenes (evento, entradas, precios, montos y estado) y, en cada una, una copia del nombre, apellido, documento y teléfono de quien compra, que es lo que necesita el comprobante. Cada entrada emitida lleva un código firmado, el de su QR, para validarla en la puerta.',
        'Las órdenes, los pagos y las entradas se conservan para la contabilidad de cada evento, también si borrás tu cuenta: en ese caso se anonimizan y pierden la copia de tus datos.',
      ],
    },
    {
      titulo: 'Pagos',
      parrafos: [
        'Los pagos los procesa MercadoPago. Pulso nunca ve ni guarda el número de tu tarjeta ni su código de seguridad: guarda la respuesta de MercadoPago sobre cada pago (identificador, estado, monto y medio de pago) para poder atender reclamos y devoluciones.',
      ],
    },
    {
      titulo: 'Favoritos, me gusta y reseñas',
      parrafos: [
        'Guardamos los eventos que marcás como favoritos y los artistas que te gustan, para mostrártelos. Tu foto de perfil puede aparecer entre las de las personas a las que les gusta un artista.',
        'Si calificás una fiesta, guardamos las estrellas y el texto junto con tu usuario.',
      ],
    },
    {
      titulo: 'Foto de perfil',
      parrafos: [
        'Si subís una foto de perfil la guardamos para mostrarla en tu cuenta. Al recibirla la volvemos a codificar, lo que borra los datos ocultos de la imagen (como la ubicación GPS). Podés eliminarla cuando quieras desde Mi perfil.',
      ],
    },
    {
      titulo: 'Correos que te enviamos',
      parrafos: [
        'Guardamos una copia de cada correo que te enviamos (destinatario, asunto, texto y fecha de envío) para poder enviarlo y reintentarlo si falla. Si borrás tu cuenta, esas copias se borran.',
      ],
    },
    {
      titulo: 'Cómo borrar tu cuenta',
      parrafos: [
        'Desde Mi perfil podés eliminar tu cuenta. Es permanente: se borran tus datos de cuenta, tus favoritos, tus me gusta, tu foto de perfil y los enlaces para restablecer la contraseña, y se cierran todas tus sesiones.',
        'Quedan, sin tus datos personales, las órdenes, los pagos y las entradas (para la contabilidad) y tus reseñas. De cada pago conservamos solo su identificador, estado, monto, medio de pago y fechas: de la respuesta de MercadoPago se borra lo que dice quién pagó. Las copias de los correos que te enviamos se borran.',
      ],
    },
  ] satisfies ReadonlyArray<PrivacySection>,
} as const;
