import { z } from 'zod';
import { isWebUrl } from '../domain/media-links';
import { idSchema } from './ids';
import { isSiteOrWebLink } from './links';

/**
 * Administrator rules (docs/architecture.md, "Where each rule lives"): artists, news, event
 * validation. Forms show the first failing message; the server parses the same schemas and answers
 * 400 with it (a required field that is missing altogether reads the same as an empty one).
 */
export const ARTIST_MSG = {
  obligatorios: "Los campos 'Nombre' e 'Información sobre el artista' son obligatorios.",
  // The admin editors' wording of the social checks (the original spec keeps both readings).
  instagram: 'URL de Instagram no válida.',
  spotify: 'URL de Spotify no válida.',
  soundcloud: 'URL de SoundCloud no válida.',
  errorCrear: 'Hubo un error al crear el artista.',
  activado: 'Artista activado correctamente.',
  errorActivar: 'Error al activar el artista.',
  noEncontrado: 'Artista no encontrado',
  // Added by Pulso (the spec shows these dialogs without wording them)
  creado: 'Artista creado correctamente.',
  actualizado: 'Artista actualizado correctamente.',
  eliminado: 'Artista eliminado correctamente.',
  errorActualizar: 'Ocurrió un error al actualizar el artista.',
  errorEliminar: 'Ocurrió un error al eliminar el artista.',
  nombreEnUso: 'Ya existe un artista con ese nombre.',
  yaActivo: 'Este artista ya está activo.',
} as const;

/**
 * The activation dialog's wording of the same social checks (docs/architecture.md,
 * "Where each rule lives").
 */
export const ACTIVATION_MSG = {
  // Added by Pulso: the dialog lets the administrator correct the name an organiser typed.
  nombre: 'Ingresá el nombre del artista.',
  instagram: 'La URL de Instagram no es válida.',
  spotify: 'La URL de Spotify no es válida.',
  soundcloud: 'La URL de SoundCloud no es válida.',
} as const;

export const NEWS_MSG = {
  titulo: 'El título es obligatorio.',
  contenido: 'El cuerpo de la noticia es obligatorio.',
  imagen: 'La imagen es obligatoria para crear la noticia.',
  url: 'La URL ingresada no es válida. Asegúrate de que comience con http:// o https://',
  crearTipo: 'No se pudo crear la noticia. El archivo debe ser una imagen JPG, JPEG o PNG.',
  crearPeso: 'No se pudo crear la noticia. La imagen excede los 2MB.',
  errorCrear: 'En estos momentos no es posible crear la noticia. Intentá nuevamente más tarde.',
  editarImagen: 'Debés seleccionar una imagen válida para continuar.',
  // Added by Pulso
  creada: 'Noticia creada correctamente.',
  actualizada: 'Noticia actualizada correctamente.',
  eliminada: 'Noticia eliminada correctamente.',
  errorActualizar: 'Ocurrió un error al actualizar la noticia.',
  errorEliminar: 'Ocurrió un error al eliminar la noticia.',
  noEncontrada: 'No se encontró la noticia.',
} as const;

export const VALIDATION_MSG = {
  aprobado: '✅ El evento ha sido aprobado correctamente.',
  errorAprobar: '❌ Ocurrió un error al aprobar el evento.',
  busquedaVacia: 'No se encontraron eventos que coincidan con la búsqueda.',
  sinDescripcion: 'Sin descripción.',
  cargando: 'Cargando evento...',
  validando: 'Validando...',
  // Added by Pulso: rejection is built for real (docs/architecture.md, "Module map")
  motivoFalta: 'Ingresá el motivo del rechazo.',
  rechazado: 'El evento fue rechazado y le enviamos el motivo al organizador.',
  errorRechazar: 'Ocurrió un error al rechazar el evento.',
  noPendiente: 'Este evento ya no está pendiente de validación.',
  rechazoAsunto: (evento: string) => `Tu evento «${evento}» no fue aprobado`,
} as const;

export const CAROUSEL_MSG = {
  confirmarEliminar: '¿Seguro que querés eliminar esta imagen?',
  errorSubir: 'Error al subir la imagen',
  errorEliminar: 'Error al eliminar la imagen',
  actualizada: '✅ Imagen actualizada con éxito',
} as const;

export const TERMS_MSG = {
  soloPdf: 'El archivo debe ser un PDF.',
  falta: 'Debe seleccionar un archivo PDF antes de actualizar.',
  actualizado: 'Archivo actualizado correctamente.',
  error: 'Ocurrió un error al actualizar el archivo.',
  // Added by Pulso: every version is kept, since each purchase records the one it accepted.
  noEliminar:
    'Los términos publicados no se pueden eliminar: subí un PDF nuevo para reemplazarlos.',
} as const;

const optionalUrl = (message: string, isValid: (url: string) => boolean = isWebUrl) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((v) => v === '' || isValid(v), message)
    .default('');

function socialsSchema(msg: { instagram: string; spotify: string; soundcloud: string }) {
  return z.object({
    mdInstagram: optionalUrl(msg.instagram),
    mdSpotify: optionalUrl(msg.spotify),
    mdSoundcloud: optionalUrl(msg.soundcloud),
  });
}

export const artistSocialsSchema = socialsSchema(ARTIST_MSG);
export const activationSocialsSchema = socialsSchema(ACTIVATION_MSG);

/**
 * POST /Artista/CreateArtista (docs/architecture.md, "Route and field names"). The image goes
 * afterwards through POST /Media.
 */
export const createArtistaSchema = z.object({
  nombre: z
    .string(ARTIST_MSG.obligatorios)
    .trim()
    .min(1, ARTIST_MSG.obligatorios)
    .max(120, ARTIST_MSG.obligatorios),
  bio: z
    .string(ARTIST_MSG.obligatorios)
    .trim()
    .min(1, ARTIST_MSG.obligatorios)
    .max(5000, ARTIST_MSG.obligatorios),
  socials: artistSocialsSchema,
  isActivo: z.boolean().default(true),
});

/** PUT /Artista/UpdateArtista; also the activation dialog (isActivo true, its own wording). */
export const updateArtistaSchema = createArtistaSchema.extend({
  idArtista: idSchema,
});

/** The activation dialog's fields, checked in the order they show: the name, then the links. */
export const activationFieldsSchema = z.object({
  nombre: z
    .string(ACTIVATION_MSG.nombre)
    .trim()
    .min(1, ACTIVATION_MSG.nombre)
    .max(120, ACTIVATION_MSG.nombre),
  socials: activationSocialsSchema,
});

/**
 * PUT /Artista/ActivarArtista: the activation dialog (the validation detail's and the artists
 * screen's), with its wording. `nombre`, when sent, replaces the name the organiser typed.
 */
export const activarArtistaSchema = z.object({
  idArtista: idSchema,
  nombre: activationFieldsSchema.shape.nombre.optional(),
  socials: activationSocialsSchema,
});

const newsFields = {
  titulo: z.string(NEWS_MSG.titulo).trim().min(1, NEWS_MSG.titulo).max(200, NEWS_MSG.titulo),
  contenido: z
    .string(NEWS_MSG.contenido)
    .trim()
    .min(1, NEWS_MSG.contenido)
    .max(20000, NEWS_MSG.contenido),
  // A page of Pulso ("/evento/1", what the demo's news link to) or another site's address.
  urlEvento: optionalUrl(NEWS_MSG.url, isSiteOrWebLink),
};

/**
 * POST /noticia (docs/architecture.md, "Route and field names"); dtPublicado is set by the server.
 */
export const createNoticiaSchema = z.object(newsFields);

/** PUT /noticia. */
export const updateNoticiaSchema = z.object({
  idNoticia: idSchema,
  ...newsFields,
});

/** PUT /Evento/RechazarEvento. */
export const rechazarEventoSchema = z.object({
  idEvento: idSchema,
  motivo: z
    .string(VALIDATION_MSG.motivoFalta)
    .trim()
    .min(1, VALIDATION_MSG.motivoFalta)
    .max(2000, VALIDATION_MSG.motivoFalta),
});

export const validarEventoSchema = z.object({
  idEvento: idSchema,
});

/** First message of a failed parse, for the forms' single alert. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
