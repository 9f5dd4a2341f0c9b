/**
 * Discount codes' Spanish texts (issue 14): refusals the server answers and the screens'
 * words. Apart from shared/api/codigos.ts so that screens import them without zod.
 */
export const CODIGO_MSG = {
  formato:
    'El código debe tener entre 3 y 20 letras, números o guiones, sin espacios ni otros signos.',
  valorPositivo: 'El descuento debe ser mayor que cero.',
  porcentajeMaximo: 'Un descuento por porcentaje no puede superar el 100 %.',
  montoMayorQuePrecio:
    'El descuento no puede ser mayor que el precio de las entradas a las que se aplica.',
  usosPositivos: 'La cantidad de usos debe ser al menos 1.',
  vigenciaInvalida: 'La fecha de fin de la vigencia debe ser posterior a la de inicio.',
  tipoInvalido: 'Elegí porcentaje, monto fijo o código de acceso.',
  /** An access code (issue 14) takes nothing off. */
  accesoSinValor: 'Un código de acceso no lleva descuento: dejá el valor vacío.',
  /** A hidden ticket row bought without an access code that opens it. */
  necesitaCodigo: 'Esa entrada solo se vende con un código de acceso.',
  entradaNoEncontrada: 'No encontramos esa entrada entre las del evento.',
  repetido: (codigo: string) => `Ya existe el código ${codigo} para este evento.`,
  noExiste: 'Ese código no existe para este evento.',
  agotado: 'Ese código ya se usó todas las veces permitidas.',
  vencido: 'Ese código ya no está vigente.',
  futuro: 'Ese código todavía no está vigente.',
  inactivo: 'Ese código fue desactivado por el organizador.',
  sinEntradasAplicables: 'Ese código no se aplica a las entradas que elegiste.',
  codigoNoEncontrado: 'No se encontró el código.',
  // Screens
  titulo: 'Códigos de descuento',
  campoCheckout: 'Código de descuento',
  aplicar: 'Aplicar',
  quitar: 'Quitar',
  descuento: (codigo: string) => `Descuento (${codigo})`,
  crear: 'Crear código',
  desactivar: 'Desactivar',
  usos: 'Usos',
  sinCodigos: 'Este evento todavía no tiene códigos de descuento.',
  // Checkout (/comprar)
  escribiCodigo: 'Escribí un código.',
  aplicado: (codigo: string) => `Código ${codigo} aplicado.`,
  /** An RRPP's code (docs/decisions/0092-rrpp.md): the sale is theirs, nothing is taken off. */
  rrppAplicado: (nombre: string) => `Código de ${nombre} (RRPP) aplicado. No tiene descuento.`,
  /** The same code typed in the event page's "Tengo un código", which opens no tickets. */
  rrppEnEvento: (nombre: string) =>
    `Es el código de ${nombre} (RRPP): no desbloquea entradas. Escribilo al comprar, en "Código de descuento".`,
  errorValidar: 'No pudimos revisar el código. Probá de nuevo en un momento.',
  // The organiser's page (/codigos/:eventoId)
  cargando: 'Cargando códigos...',
  error: 'No pudimos cargar los códigos. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  volver: 'Volver',
  tabla: 'Códigos de descuento del evento',
  columnas: {
    codigo: 'Código',
    tipo: 'Tipo',
    valor: 'Valor',
    usos: 'Usos',
    vigencia: 'Vigencia',
    entradas: 'Entradas',
    estado: 'Estado',
    acciones: 'Acciones',
  },
  tipos: { porcentaje: 'Porcentaje', monto: 'Monto fijo', acceso: 'Acceso' },
  porcentaje: (valor: number) => `${valor}\u00a0%`,
  /** The value column of an access code, which takes nothing off. */
  sinValor: '—',
  usosDe: (usos: string, max: string) => `${usos} / ${max}`,
  siempre: 'Siempre',
  vigenciaDesde: (desde: string) => `Desde ${desde}`,
  vigenciaHasta: (hasta: string) => `Hasta ${hasta}`,
  vigenciaEntre: (desde: string, hasta: string) => `${desde} al ${hasta}`,
  todas: 'Todas',
  activo: 'Activo',
  desactivado: 'Desactivado',
  desactivarCodigo: (codigo: string) => `Desactivar ${codigo}`,
  confirmarDesactivar: (codigo: string) =>
    `¿Desactivar el código ${codigo}? Nadie más va a poder usarlo y no se puede volver a activar.`,
  cancelar: 'Cancelar',
  desactivadoAviso: (codigo: string) => `Desactivaste el código ${codigo}.`,
  // The create form
  nuevoTitulo: 'Nuevo código',
  campoCodigo: 'Código',
  campoCodigoAyuda: 'Entre 3 y 20 letras, números o guiones. Se guarda en mayúsculas.',
  campoTipo: 'Tipo',
  campoValor: 'Valor',
  campoValorAyuda: {
    porcentaje: 'Porcentaje que se descuenta, de 1 a 100.',
    monto: 'Pesos que se descuentan del total de esas entradas.',
    acceso: 'Sin descuento: desbloquea las entradas ocultas de los tipos marcados.',
  },
  campoMaxUsos: 'Usos máximos',
  campoMaxUsosAyuda: 'Vacío: sin límite.',
  campoDesde: 'Desde',
  campoHasta: 'Hasta',
  campoVigenciaAyuda: 'Vacías: vale siempre. "Hasta" incluye todo ese día.',
  campoEntradas: 'Entradas a las que se aplica',
  // An RRPP's code (docs/decisions/0092-rrpp.md).
  campoRrpp: 'RRPP (opcional)',
  campoRrppAyuda: 'Las compras con este código suman a las ventas y la comisión de ese RRPP.',
  sinRrpp: 'Ninguno',
  /** In the codes' list: whose code it is. */
  deRrpp: (nombre: string) => `de ${nombre}`,
  campoEntradasAyuda: 'Sin marcar ninguna: todas.',
  campoEntradasAyudaAcceso: 'Sin marcar ninguna: desbloquea todas las entradas ocultas.',
  creado: (codigo: string) => `Creaste el código ${codigo}.`,
  // Hidden ticket rows (the organiser's page) and "Tengo un código" (the event page)
  ocultasTitulo: 'Entradas ocultas',
  ocultasAyuda:
    'Una entrada oculta no aparece en la página del evento: solo la ven y la compran quienes ingresan un código de acceso de su tipo (preventas, sponsors).',
  ocultar: 'Ocultar',
  mostrar: 'Mostrar',
  ocultarDe: (tipo: string, dia: string) => `Ocultar ${tipo} del ${dia}`,
  mostrarDe: (tipo: string, dia: string) => `Mostrar ${tipo} del ${dia}`,
  tablaOcultas: 'Entradas del evento',
  columnasOcultas: {
    dia: 'Día',
    tipo: 'Tipo',
    precio: 'Precio',
    estado: 'Estado',
    acciones: 'Acciones',
  },
  sinEntradasEvento: 'Este evento todavía no tiene entradas.',
  cargandoOcultas: 'Cargando entradas...',
  errorOcultas: 'No pudimos cargar las entradas. Probá de nuevo en un momento.',
  oculta: 'Oculta',
  visible: 'Visible',
  ocultaAviso: (tipo: string, dia: string) => `${tipo} del ${dia} ahora está oculta.`,
  visibleAviso: (tipo: string, dia: string) =>
    `${tipo} del ${dia} ahora se ve en la página del evento.`,
  tengoCodigo: 'Tengo un código',
  campoAcceso: 'Código de acceso',
  desbloquear: 'Ver entradas',
  desbloqueadas: (n: number) =>
    n === 1 ? 'Se desbloqueó 1 entrada.' : `Se desbloquearon ${n} entradas.`,
  sinOcultas: 'Ese código no desbloquea entradas de este evento.',
  ingresaParaCodigo: 'Ingresá a tu cuenta para usar un código.',
  codigoAcceso: (codigo: string) => `Código de acceso ${codigo}`,
  // Checkout (/comprar) with the access code the event page handed over
  accesoAplicadoAyuda:
    'Vale para las entradas ocultas que desbloqueó y no lleva descuento: una compra usa un solo código. Para comprar sin él, volvé al evento.',
  revisandoAcceso: 'Revisando el código de acceso...',
} as const;
