/**
 * Spanish texts of the discovery screens (issue 3): home, filters, location picker, event
 * detail, favourites, artists, news and directions. The renderer and the e2e specs both read
 * them from here, so a wording changes in one place. Texts quoted by the spec are verbatim.
 */
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

export const EVENT_TEXT = {
  cargando: 'Cargando evento...',
  noEncontrado: 'No se encontró el evento.',
  // An event its organiser cancelled: its page stays for whoever has the link or a ticket.
  cancelado: 'Evento cancelado',
  canceladoAviso:
    'El organizador canceló este evento: ya no se venden entradas. Si compraste, te devolvemos todo lo que pagaste; seguí el reembolso en Mis entradas.',
  artistas: 'Artistas',
  fechas: 'Fechas',
  ubicacion: 'Ubicación',
  comoLlegar: 'Cómo llegar',
  after: 'After',
  lgbt: 'LGBT',
  generos: 'Géneros',
  entradas: 'Entradas',
  tipo: 'Tipo',
  precio: 'Precio',
  cantidad: 'Cantidad',
  agotadas: 'Agotadas',
  /** A step of a tanda (docs/decisions/0087-tandas.md): before the one on sale, and after it. */
  tandaAgotada: 'Agotada',
  tandaProxima: 'Próximamente',
  tandaAbre: (dia: string, hora: string) => `Abre el ${dia} a las ${hora}`,
  /** Beside the step on sale, for a screen reader and a glance: which step sells now. */
  tandaEnVenta: 'En venta',
  quitarEntrada: 'Quitar una entrada',
  agregarEntrada: 'Agregar una entrada',
  /**
   * What an organiser set on a row (docs/decisions/0089-mesas-and-order-limits.md): a mesa (one
   * unit admits N people and gives N tickets; price and quantity are per mesa), the units one
   * order may take and the row's own sale window. A template's rows show none of these.
   */
  mesaPara: (personas: number) => `Mesa para ${personas} personas · ${personas} entradas`,
  porMesa: 'por mesa',
  quitarMesa: 'Quitar una mesa',
  agregarMesa: 'Agregar una mesa',
  porCompra: (min: number, max: number | null, mesa: boolean) => {
    const unidad = (n: number) => (mesa ? (n === 1 ? ' mesa' : ' mesas') : '');
    if (max === null) return `Mínimo ${min}${unidad(min)} por compra`;
    if (min <= 1) return `Máximo ${max}${unidad(max)} por compra`;
    return `De ${min} a ${max}${unidad(max)} por compra`;
  },
  ventaDesde: (dia: string, hora: string) => `A la venta desde el ${dia} a las ${hora}`,
  ventaTerminada: 'Venta terminada',
  /** A row on sale that one order cannot take (its minimum is above what is left or allowed). */
  noDisponible: 'No disponible',
  cantidadDe: (tipo: string, dia: string) => `Cantidad de ${tipo}, ${dia}`,
  dia: (n: number) => `Día ${n}`,
  sinEntradas: 'Todavía no hay entradas a la venta para este día.',
  /** Under the ticket table when the event's per-account limit is below the row limit. */
  maxPorCuenta: (n: number) =>
    `Máximo ${n} ${n === 1 ? 'entrada' : 'entradas'} por tipo y día por persona.`,
  descripcion: 'Descripción',
  musica: 'Música y video',
  abrirSoundCloud: 'Escuchar en SoundCloud',
  abrirYouTube: 'Ver en YouTube',
  reproductorSoundCloud: 'Reproductor de SoundCloud',
  reproductorYouTube: 'Video de YouTube',
  resenias: 'Reseñas',
  sinResenias: 'Todavía no hay reseñas de esta fiesta.',
  subtotal: 'Subtotal',
  cargoServicio: 'Cargo por servicio',
  total: 'Total',
  comprar: 'Comprar',
  elegiEntradas: 'Elegí al menos una entrada para continuar.',
  agregarFavorito: 'Agregar a favoritos',
  quitarFavorito: 'Quitar de favoritos',
  favoritoError: 'Ocurrió un error al intentar guardar tu favorito.',
  imagenAlt: (nombre: string) => `Imagen del evento ${nombre}`,
  verArtista: (nombre: string) => `Ver el perfil de ${nombre}`,
  compartir: 'Compartir',
  linkCopiado: 'Link copiado',
  linkNoCopiado: 'No pudimos copiar el link. Copialo desde la barra del navegador.',
  /** The phone's buy bar: the price from, and where "Comprar" takes you. */
  barraCompra: 'Compra de entradas',
  irAEntradas: 'Comprar',
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

export const NEWS_TEXT = {
  titulo: 'Novedades',
  cargando: 'Cargando noticias...',
  error: (message: string) => `Hubo un error: ${message}`,
  errorGenerico: 'No se pudo conectar con el servidor.',
  vacio: 'Todavía no hay novedades.',
  cargandoNoticia: 'Cargando noticia...',
  noEncontrada: 'No se encontró la noticia.',
  irAEvento: 'Ir a evento',
  imagenAlt: (titulo: string) => `Imagen de la noticia ${titulo}`,
  volver: 'Volver a Novedades',
} as const;

export const DIRECTIONS_TEXT = {
  titulo: (evento: string) => `Cómo llegar a ${evento}`,
  tituloSinNombre: 'Cómo llegar',
  cargandoEvento: 'Cargando evento...',
  origen: 'Origen',
  origenPlaceholder: 'Tu dirección de partida',
  destino: 'Destino',
  buscarRutas: 'Buscar rutas',
  buscando: 'Buscando rutas...',
  ruta: (n: number, duracion: string) => `Ruta ${n} - Duración Total: ${duracion}`,
  pasos: 'Pasos',
  caminar: (instruccion: string, duracion: string) => `${instruccion} (${duracion})`,
  subte: (linea: string) => `Subte línea ${linea}`,
  colectivo: (linea: string) => `Colectivo ${linea}`,
  otroTransporte: (vehiculo: string, linea: string) => `${vehiculo} ${linea}`.trim(),
  paradas: (desde: string, hasta: string, n: number) =>
    `desde ${desde} hasta ${hasta} (${n} ${n === 1 ? 'parada' : 'paradas'})`,
  sinRutas: 'No encontramos rutas en transporte público entre esas direcciones.',
  cargandoMapa: 'Cargando el mapa...',
  errorMapa: 'Error al cargar el mapa. Intentá de nuevo más tarde.',
  sinMapa: 'Las indicaciones con mapa no están disponibles en este momento.',
  sinMapaDetalle: 'Podés ver cómo llegar en transporte público desde Google Maps.',
  abrirGoogleMaps: 'Abrir en Google Maps',
  sinDireccion: 'Este evento no tiene una dirección cargada.',
  errorEvento: 'No pudimos cargar la dirección del evento.',
  reintentar: 'Reintentar',
  mapa: 'Mapa del recorrido',
} as const;

/** The site footer's links to the legal pages. */
export const FOOTER_TEXT = {
  /** The current year, not the spec's fixed 2022: a notice that ages says the site is stale. */
  copyright: (anio: string) => `© ${anio} Pulso. Todos los derechos reservados.`,
  legales: 'Legales',
  terminos: 'Términos y condiciones',
  privacidad: 'Política de privacidad',
} as const;
