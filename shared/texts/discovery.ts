/**
 * Spanish texts of the discovery screens (issue 3): home, filters, location picker, event
 * detail, favourites, artists, news and directions. The renderer and the e2e specs both read
 * them from here, so a wording changes in one place. Texts quoted by the spec are verbatim.
 * The event page's (event.ts), the news' and the directions' (news-directions.ts) live in their
 * own modules: a module's texts all ship with the first chunk that needs any of them, and this
 * one is on the home's first load.
 */
export { EVENT_BADGE_TEXT } from './event-badges';

export const HOME_TEXT = {
  titulo: 'Próximos eventos',
  cargando: 'Cargando eventos...',
  vacio: 'No hay eventos en venta en este momento.',
  vacioDetalle: '¡Volvé pronto para descubrir nuevas fiestas!',
  sinResultados: 'No encontramos eventos con esos filtros.',
  verMas: 'Ver más',
  cargandoMas: 'Cargando...',
  errorCarga: 'No pudimos cargar los eventos. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  carruselVacio: 'No hay imágenes cargadas en el carrusel.',
  carruselError: 'No pudimos cargar las imágenes destacadas.',
  imagenNoDisponible: 'Imagen no disponible.',
  carrusel: 'Destacados',
  slideAnterior: 'Imagen anterior',
  slideSiguiente: 'Imagen siguiente',
  irASlide: (n: number) => `Ir a la imagen ${n}`,
  slide: (n: number, total: number) => `Imagen ${n} de ${total}`,
  favorito: 'En tus favoritos',
  quitarFiltros: 'Quitar filtros',
} as const;

/** The public search (home's events list, `/?q=`): events by name, line-up or party, artists. */
export const SEARCH_TEXT = {
  etiqueta: 'Buscar eventos, artistas o fiestas',
  placeholder: 'Buscá eventos, artistas o fiestas',
  buscar: 'Buscar',
  borrar: 'Borrar búsqueda',
  resultados: (q: string) => `Resultados para “${q}”`,
  artistas: 'Artistas',
  eventos: 'Eventos',
  sinResultados: (q: string) => `No encontramos eventos ni artistas para “${q}”.`,
  sinResultadosDetalle: 'Probá con otro nombre o revisá cómo está escrito.',
} as const;

/** What an event card says of its price (EventoView.precioDesde, agotado). */
export const PRICE_TEXT = {
  desde: (precio: string) => `Desde ${precio}`,
  agotado: 'Agotado',
} as const;

export const FILTER_TEXT = {
  titulo: 'Filtrar Búsqueda',
  genero: 'Género musical',
  todos: 'Todos',
  ubicacion: 'Ubicación del evento',
  after: 'After',
  lgbt: 'LGBT',
  fecha: 'Fecha del evento',
  fechaEspecifica: 'Elegí el día',
  fechaOpciones: {
    todos: 'Todos',
    especifica: 'Fecha específica',
    estaSemana: 'Esta semana',
    proximoFinDeSemana: 'Próximo fin de semana',
  },
  buscar: 'Buscar',
  resetear: 'Restablecer filtros',
} as const;

export const LOCATION_TEXT = {
  provincia: 'Provincia',
  municipio: 'Municipio',
  localidad: 'Localidad',
  elegir: 'Seleccioná una opción',
  sinOpciones: 'Sin opciones',
} as const;

export const FAVORITES_TEXT = {
  titulo: 'Eventos Favoritos',
  cargando: 'Cargando tus eventos favoritos...',
  vacio: 'Todavía no marcaste eventos como favoritos.',
  pista: 'Explorá los eventos de la página de inicio y tocá el corazón de los que te gusten.',
  irAlInicio: 'Explorar eventos',
} as const;

export const ARTISTS_TEXT = {
  titulo: 'Artistas',
  cargando: 'Cargando artistas...',
  vacio: 'Todavía no hay artistas publicados.',
  error: (message: string) => `Hubo un error: ${message}`,
  errorGenerico: 'No se pudo conectar con el servidor.',
  cargandoArtista: 'Cargando artista...',
  noEncontrado: 'Artista no encontrado',
  errorArtista: 'Hubo un problema al cargar el artista.',
  sinFoto: 'Artista sin foto',
  fotoAlt: (nombre: string) => `Foto de ${nombre}`,
  spotify: 'Spotify',
  soundcloud: 'Soundcloud',
  instagram: 'Instagram',
  sinRed: (red: string) => `${red} no disponible`,
  meGusta: 'Me gusta',
  yaNoMeGusta: 'Ya no me gusta',
  likes: (n: number) => (n === 1 ? '1 me gusta' : `${n} me gusta`),
  leGusta: 'Les gusta a',
  favoritoError: 'Ocurrió un error al intentar guardar tu favorito.',
  proximasFechas: 'Próximas fechas',
  sinFechas: 'Todavía no hay fechas anunciadas.',
} as const;

/** The site footer's links to the legal pages. */
export const FOOTER_TEXT = {
  /** The current year, not the spec's fixed 2022: a notice that ages says the site is stale. */
  copyright: (anio: string) => `© ${anio} Pulso. Todos los derechos reservados.`,
  legales: 'Legales',
  terminos: 'Términos y condiciones',
  privacidad: 'Política de privacidad',
} as const;
