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
} as const;
