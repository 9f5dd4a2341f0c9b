import type { OrganiserAction } from '../domain/organiser-actions';

/**
 * Spanish texts of the organiser screens (issue 4): create event, my events, modify event and
 * recurring parties. The validation and result texts the spec quotes live with their rules in
 * shared/validation/evento.ts (CREATE_EVENT_MSG, MODIFY_EVENT_MSG, FIESTA_MSG). Labels here are
 * the accessible names the e2e specs find fields by.
 */
const dia = (n: number) => `día ${n}`;

export const EVENT_FORM_TEXT = {
  nombre: 'Nombre del evento',
  recurrente: '¿Es una fiesta recurrente?',
  si: 'Sí',
  no: 'No',
  fiesta: 'Fiesta recurrente',
  fiestaElegir: 'Elegí una de tus fiestas',
  fiestaNueva: 'O ingresá una fiesta nueva',
  fiestaNuevaAyuda: 'Si ya existe entre tus fiestas, la usamos; si no, la creamos.',
  fiestaSera: (nombre: string) => `Se creará la fiesta «${nombre}».`,
  fiestaExistente: (nombre: string) => `Se usará tu fiesta «${nombre}».`,
  cantidadDias: 'Cantidad de días',
  diasOpcion: (n: number) => (n === 1 ? '1 día' : `${n} días`),
  generos: 'Géneros musicales',
  generosPlaceholder: 'Elegí uno o más géneros',
  artistas: 'Artistas',
  artistaInput: 'Agregar artista',
  artistaPlaceholder: 'Escribí el nombre y presioná Enter',
  artistaAgregar: 'Agregar',
  artistaNuevo: 'Nuevo',
  artistaQuitar: (nombre: string) => `Quitar a ${nombre}`,
  artistasVacio: 'Todavía no agregaste artistas.',
  ubicacion: 'Ubicación',
  direccion: 'Dirección',
  direccionPlaceholder: 'Calle y número',
  after: 'After',
  lgbt: 'LGBT',
  descripcion: 'Descripción',
  fechasYEntradas: 'Fechas y entradas',
  dia: (n: number) => `Día ${n}`,
  inicio: (n: number) => `Inicio del ${dia(n)}`,
  fin: (n: number) => `Fin del ${dia(n)}`,
  inicioVenta: (n: number) => `Inicio de la venta del ${dia(n)}`,
  finVenta: (n: number) => `Fin de la venta del ${dia(n)}`,
  ventaAyuda: 'La venta abre ahora y cierra cuando empieza el día, salvo que elijas otras fechas.',
  entradas: 'Entradas',
  tipo: 'Tipo',
  cantidadCol: 'Cantidad',
  precioCol: 'Precio',
  cantidad: (tipo: string, n: number) => `Cantidad ${tipo}, ${dia(n)}`,
  precio: (tipo: string, n: number) => `Precio ${tipo}, ${dia(n)}`,
  /** The name input of a row in the modify form ("1ra tanda" instead of "General Early Bird"). */
  nombreEntrada: (tipo: string, n: number) => `Nombre de ${tipo}, ${dia(n)}`,
  requerido: 'obligatorio',
  earlyBirdAyuda:
    'Las early bird se venden primero: son parte del total de su tipo, que sale a la venta cuando se agotan, y su precio no puede superar al regular.',
  media: 'Imagen y links',
  imagen: 'Imagen del evento',
  elegirImagen: 'Elegir imagen',
  cambiarImagen: 'Cambiar imagen',
  imagenAyuda: 'JPG, JPEG o PNG de hasta 2MB.',
  vistaPrevia: 'Vista previa de la imagen',
  subiendoImagen: 'Subiendo imagen...',
  progresoImagen: 'Progreso de la subida de la imagen',
  video: 'Link de YouTube (opcional)',
  audio: 'Link de SoundCloud (opcional)',
  terminosPrefijo: 'Acepto los ',
  terminosLink: 'términos y condiciones',
  terminos: 'Acepto los términos y condiciones',
  moneda: '$',
} as const;

export const CREATE_EVENT_TEXT = {
  titulo: 'Crear Evento',
  intro: 'Completá los datos de tu evento. Lo revisamos antes de publicarlo.',
  datos: 'Datos del evento',
  crear: 'Crear evento',
  creando: 'Creando evento...',
} as const;

export const MY_EVENTS_TEXT = {
  titulo: 'Mis eventos',
  cargando: 'Cargando tus eventos...',
  error: 'No pudimos cargar tus eventos. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  vacio: 'Todavía no creaste eventos.',
  crear: 'Crear un evento',
  sinResultados: 'No hay eventos que coincidan con la búsqueda.',
  buscar: 'Buscar evento...',
  estado: 'Estado',
  todos: 'Todos',
  orden: 'Ordenar por fecha',
  ordenAsc: 'Más próximos primero',
  ordenDesc: 'Más lejanos primero',
  sinImagen: 'Sin imagen',
  sinFechas: 'Sin fechas',
  imagenAlt: (nombre: string) => `Imagen del evento ${nombre}`,
  acciones: {
    entradasVendidas: 'Entradas vendidas',
    modificar: 'Modificar',
    cancelar: 'Cancelar evento',
  } satisfies Record<OrganiserAction, string>,
} as const;

/**
 * What is wrong with a day's ticket rows, said next to the field instead of changing what the
 * organiser typed (shared/domain/stock-row-rules.ts). `dia` is 1-based.
 */
export const STOCK_MSG = {
  /** Also CREATE_EVENT_MSG.sinEntradas (the event form's, as the specification words it). */
  sinEntradas: 'Cada día necesita al menos una entrada a la venta.',
  earlyBirdExcede: (
    dia: number,
    earlyBird: string,
    cantidad: number,
    tipo: string,
    total: number,
  ) =>
    `Día ${dia}: las ${earlyBird} (${cantidad}) no pueden superar el total de ${tipo} (${total}), porque son parte de ese total. Bajalas o subí el total.`,
  earlyBirdPrecio: (
    dia: number,
    earlyBird: string,
    precio: string,
    tipo: string,
    regular: string,
  ) =>
    `Día ${dia}: el precio de ${earlyBird} (${precio}) no puede superar el de ${tipo} (${regular}).`,
  sinPrecio: (dia: number, tipo: string) => `Día ${dia}: ingresá el precio de ${tipo}.`,
  debajoDeVendidas: (dia: number, tipo: string, minimo: number) =>
    `Día ${dia}: ${tipo} no puede bajar de ${minimo}, lo que ya está vendido o reservado.`,
  tipoInexistente: (dia: number) => `Día ${dia}: ese tipo de entrada no está a la venta.`,
  nombreRepetido: (dia: number, nombre: string) =>
    `Día ${dia}: ya hay una entrada llamada «${nombre}». Elegí otro nombre.`,
  nombreVacio: 'Escribí el nombre de la entrada.',
  nombreLargo: (max: number) => `El nombre puede tener hasta ${max} caracteres.`,
  /** The name input's label in the modify form. */
  nombreLabel: 'Nombre',
  /** Under a quantity of the modify form. */
  ocupadas: (n: number) => (n === 1 ? '1 vendida o reservada' : `${n} vendidas o reservadas`),
} as const;

/** The summary above the submit button when fields have errors (each is said next to it). */
export const FORM_ERRORS_TEXT = {
  resumen: (n: number) =>
    n === 1 ? 'Revisá el campo marcado.' : `Revisá los ${n} campos marcados.`,
} as const;

export const MODIFY_EVENT_TEXT = {
  titulo: 'Modificar evento',
  cargando: 'Cargando evento...',
  guardar: 'Guardar cambios',
  guardando: 'Guardando...',
  cantidadAyuda:
    'Podés subir la cantidad de cada tipo cuando quieras y bajarla hasta lo que ya está vendido o reservado.',
  errorCantidades: 'No se pudieron guardar las cantidades.',
  imagenActual: 'Imagen actual del evento',
  volver: 'Volver a Mis eventos',
} as const;

export const PARTIES_TEXT = {
  titulo: 'Mis fiestas recurrentes',
  explicacion:
    'Una fiesta recurrente es una marca que repetís en varias fechas. Al crear un evento podés asociarlo a una de tus fiestas, y quienes asistieron pueden dejarle una reseña.',
  nombre: 'Nombre de la fiesta',
  agregar: 'Agregar fiesta',
  cargando: 'Cargando tus fiestas...',
  error: 'No pudimos cargar tus fiestas. Probá de nuevo en un momento.',
  vacio: 'Todavía no tenés fiestas recurrentes.',
  fiesta: 'Fiesta',
  resenias: 'Reseñas',
  verResenias: 'Ver reseñas',
  acciones: 'Acciones',
  editar: 'Editar',
  editarNombre: (nombre: string) => `Nuevo nombre de ${nombre}`,
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  eliminar: 'Eliminar',
  eliminarDe: (nombre: string) => `Eliminar ${nombre}`,
  editarDe: (nombre: string) => `Editar ${nombre}`,
  confirmarEliminar: '¿Seguro que querés eliminar esta fiesta?',
  confirmarEliminarDetalle: (nombre: string) =>
    `«${nombre}» deja de aparecer en tu lista y al crear eventos.`,
  agregada: 'Fiesta agregada.',
  actualizada: 'Fiesta actualizada.',
  eliminada: 'Fiesta eliminada.',
} as const;

/**
 * The "Entradas y tandas" screen and its rules' messages (docs/decisions/0088-free-form-ticket-types.md):
 * an organiser adds, renames, reorders and removes a day's ticket types, groups them into tandas
 * and shares places between them through cupos.
 */
export const TIPOS_TEXT = {
  titulo: 'Entradas y tandas',
  explicacion:
    'Armá los tipos de entrada de cada día: su nombre, precio y cantidad, cómo ingresan en la puerta, las tandas (la siguiente abre cuando se agota la anterior o en su fecha) y los cupos que comparten.',
  cargando: 'Cargando entradas...',
  error: 'No pudimos cargar las entradas. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  dia: (n: number, fecha: string) => `Día ${n} · ${fecha}`,
  nombre: 'Nombre',
  admite: 'En la puerta ingresa como',
  /** What a new row is admitted as, and the tanda "Agregar tres tandas" makes first. */
  admiteInicial: 'General',
  tandaInicial: 'General',
  precio: 'Precio',
  cantidad: 'Cantidad',
  oculta: 'Solo con código de acceso',
  tanda: 'Tanda',
  sinTanda: 'Sin tanda',
  paso: (n: number) => `${n}ª tanda`,
  abreAt: 'Abre sí o sí el',
  abreAtAyuda: 'Opcional: abre en esa fecha aunque la anterior no se haya agotado.',
  cupos: 'Cupos que comparte',
  descripcion: 'Descripción',
  descripcionAyuda:
    'Opcional: se lee debajo del nombre ("Incluye un trago", "Ingreso antes de la 1:00").',
  personas: 'Personas que ingresan con cada una',
  personasAyuda:
    'Más de 1 para una mesa: "Mesa VIP x6" da 6 entradas, una por persona, que el comprador puede nombrar y transferir.',
  minPorOrden: 'Mínimo por compra',
  maxPorOrden: 'Máximo por compra',
  sinMaximo: 'Sin máximo',
  ventaDesde: 'A la venta desde',
  ventaHasta: 'A la venta hasta',
  ventaAyuda: 'Opcional: si no, se vende en las fechas de venta del día.',
  masOpciones: 'Más opciones',
  tituloAdicionales: 'Adicionales',
  adicionalesAyuda:
    'Lo que se compra junto con la entrada: un combo de tragos, un casillero, el estacionamiento. Cada uno va con una entrada y se ve en la entrada, en su PDF y en la puerta.',
  nombreAdicional: 'Nombre del adicional',
  descripcionAdicionalAyuda:
    'Opcional: se lee debajo del nombre ("Un trago de la barra", "Se retira en la puerta").',
  nuevoAdicional: (n: number) => `Adicional ${n}`,
  agregarAdicional: 'Agregar adicional',
  quitarAdicional: (nombre: string) => `Quitar ${nombre}`,
  adicionalesOcupados: (n: number) =>
    n === 1 ? '1 vendido o reservado' : `${n} vendidos o reservados`,
  ocupadas: (n: number) => (n === 1 ? '1 vendida o reservada' : `${n} vendidas o reservadas`),
  subir: (nombre: string) => `Subir ${nombre}`,
  bajar: (nombre: string) => `Bajar ${nombre}`,
  quitar: 'Quitar',
  quitarTitulo: (nombre: string) => `Quitar ${nombre}`,
  agregarTipo: 'Agregar tipo de entrada',
  agregarTandas: 'Agregar tres tandas',
  /** The rows "Agregar tres tandas" adds, as Argentine parties name them. */
  tresTandas: ['1ra tanda', '2da tanda', '3ra tanda'],
  nuevoTipo: (n: number) => `Entrada ${n}`,
  tituloCupos: 'Cupos compartidos',
  cuposAyuda:
    'Un cupo es un total de lugares que reparten varios tipos: "General 500" compartido por sus tres tandas. Cada venta toma un lugar del tipo y uno de cada cupo que comparte.',
  nombreCupo: 'Nombre del cupo',
  nuevoCupo: (n: number) => `Cupo ${n}`,
  cantidadCupo: 'Lugares',
  sigue: (nombre: string) => `Igual a la cantidad de ${nombre}`,
  agregarCupo: 'Agregar cupo',
  quitarCupo: (nombre: string) => `Quitar el cupo ${nombre}`,
  guardar: 'Guardar día',
  guardando: 'Guardando...',
  guardado: 'Guardado.',
  errorGuardar: 'No se pudieron guardar las entradas.',
  enlace: 'Entradas y tandas',
  enlaceAyuda: 'Para agregar tipos, armar tandas o cupos compartidos, usá Entradas y tandas.',
  volver: 'Volver a Modificar evento',
} as const;

export const TIPOS_MSG = {
  admiteVacio: 'Escribí cómo ingresa en la puerta (General, VIP, Backstage...).',
  admiteLargo: (max: number) => `Puede tener hasta ${max} caracteres.`,
  tandaLarga: (max: number) => `El nombre de la tanda puede tener hasta ${max} caracteres.`,
  cupoVacio: 'Escribí el nombre del cupo.',
  /** The form's own: an empty size would save a cupo of 0, selling none of its types. */
  cupoSinLugares: (dia: number, nombre: string) =>
    `Día ${dia}: escribí cuántos lugares tiene el cupo ${nombre}.`,
  cupoRepetido: (dia: number, nombre: string) =>
    `Día ${dia}: ya hay un cupo llamado «${nombre}». Elegí otro nombre.`,
  cupoInexistente: (dia: number, nombre: string) =>
    `Día ${dia}: no hay un cupo llamado «${nombre}».`,
  cupoDebajoDeVendidas: (dia: number, nombre: string, minimo: number) =>
    `Día ${dia}: el cupo ${nombre} no puede bajar de ${minimo}, lo que ya está vendido o reservado de sus entradas.`,
  abreSinAnterior: (dia: number, nombre: string) =>
    `Día ${dia}: ${nombre} es la primera de su tanda: está en venta desde el principio y no lleva fecha de apertura.`,
  abreAntes: (dia: number, nombre: string, anterior: string) =>
    `Día ${dia}: ${nombre} no puede abrir antes que ${anterior}.`,
  noSePuedeQuitar: (dia: number, nombre: string) =>
    `Día ${dia}: ${nombre} ya tiene entradas vendidas, invitados o personas esperando, así que no se puede quitar. Poné su cantidad en 0 para dejar de venderla.`,
  entradaAjena: 'Esa entrada no es de este día.',
  cupoAjeno: 'Ese cupo no es de este día.',
  demasiadosTipos: (max: number) => `Un día puede tener hasta ${max} tipos de entrada.`,
  demasiadosCupos: (max: number) => `Un día puede tener hasta ${max} cupos.`,
  fechaInvalida: 'Fecha inválida.',
  // Mesas, per-order quantities and a type's own window (docs/decisions/0089-mesas-and-order-limits.md)
  descripcionLarga: (max: number) => `La descripción puede tener hasta ${max} caracteres.`,
  personasRango: (max: number) =>
    `Una mesa admite de 2 a ${max} personas (1 para una entrada común).`,
  personasVendidas: (dia: number, nombre: string) =>
    `Día ${dia}: ${nombre} ya tiene ventas, así que no puede cambiar cuántas personas ingresan con cada una.`,
  porOrdenRango: (max: number) => `Elegí un número entre 1 y ${max}.`,
  maxMenorQueMin: (dia: number, nombre: string) =>
    `Día ${dia}: el máximo por compra de ${nombre} no puede ser menor que su mínimo.`,
  // Add-ons (docs/decisions/0090-add-ons.md)
  adicionalVacio: 'Escribí el nombre del adicional.',
  /** The form's own: an empty quantity would save an add-on of 0, selling none. */
  adicionalSinCantidad: (dia: number, nombre: string) =>
    `Día ${dia}: ingresá la cantidad de ${nombre}.`,
  adicionalRepetido: (dia: number, nombre: string) =>
    `Día ${dia}: ya hay un adicional llamado «${nombre}». Elegí otro nombre.`,
  adicionalDebajoDeVendidos: (dia: number, nombre: string, minimo: number) =>
    `Día ${dia}: ${nombre} no puede bajar de ${minimo}, lo que ya está vendido o reservado.`,
  adicionalNoSePuedeQuitar: (dia: number, nombre: string) =>
    `Día ${dia}: ${nombre} ya tiene ventas, así que no se puede quitar. Poné su cantidad en 0 para dejar de venderlo.`,
  adicionalAjeno: 'Ese adicional no es de este día.',
  demasiadosAdicionales: (max: number) => `Un día puede tener hasta ${max} adicionales.`,
  ventaHastaAntes: (dia: number, nombre: string) =>
    `Día ${dia}: la venta de ${nombre} tiene que terminar después de empezar.`,
} as const;
