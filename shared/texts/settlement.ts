/**
 * The settlement's Spanish texts (issue 14): one source for the organiser's screen
 * (/liquidacion/:eventoId) and the PDF the server draws. Amounts arrive already written in
 * es-AR by whoever calls (the renderer's and the server's own peso formats).
 */

/** The door's sales, as the screen's labels and the PDF's line name them. */
const PUERTA_COLUMNAS = {
  entradas: 'Entradas',
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  total: 'Total',
} as const;

export const SETTLEMENT_TEXT = {
  titulo: 'Liquidación',
  tituloEvento: (evento: string) => `Liquidación de ${evento}`,
  /** The link from the event's Entradas vendidas. */
  enlace: 'Liquidación',
  cargando: 'Cargando la liquidación...',
  error: 'No pudimos cargar la liquidación. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  volver: 'Volver',
  tabla: 'Liquidación por día y tipo de entrada',
  columnas: {
    dia: 'Día',
    tipo: 'Tipo',
    vendidas: 'Vendidas',
    bruto: 'Bruto',
    descuentos: 'Descuentos',
    reembolsos: 'Reembolsos',
    arrepentimientos: 'Arrepentimientos',
    revendidas: 'Revendidas',
    reventas: 'Reventas',
    saldoReventas: 'Saldo de reventas',
    aDevolver: 'A devolver',
    neto: 'Neto',
    cargos: 'Cargo por servicio',
    invitados: 'Invitados',
  },
  total: 'Total',
  neto: 'Neto a liquidar',
  generada: (fecha: string, hora: string) => `Generada el ${fecha} a las ${hora} h.`,
  /** Who is paid and where (the organiser's profile). */
  organizador: (nombre: string) => `Organizador: ${nombre}`,
  cuit: (cuit: string) => `CUIT: ${cuit}`,
  cuitSinCargar: 'CUIT: sin cargar',
  datosCobro: 'Datos de cobro',
  datosCobroSinCargar: 'Datos de cobro: sin cargar',
  banco: (banco: string) => `Banco: ${banco}`,
  cbu: (cbu: string) => `CBU: ${cbu}`,
  alias: (alias: string) => `Alias: ${alias}`,
  sinCargar: 'sin cargar',
  cargarEnPerfil: 'Cargá tu CUIT y tu CBU o alias en Mi perfil para que podamos transferirte.',
  irAlPerfil: 'Ir a Mi perfil',
  /** The screen's labels of the same. */
  columnasCobro: {
    organizador: 'Organizador',
    cuit: 'CUIT',
    banco: 'Banco',
    cbu: 'CBU',
    alias: 'Alias',
  },
  descargar: 'Descargar PDF',
  descargando: 'Descargando...',
  errorDescarga: 'No pudimos descargar el PDF. Probá de nuevo en un momento.',
  /** The desktop's save dialog wrote it. */
  guardado: (archivo: string) => `Guardaste ${archivo}.`,
  notasTitulo: 'Qué significa cada cifra',
  formula:
    'Neto = bruto - descuentos - reembolsos - arrepentimientos + saldo de reventas - a devolver.',
  /** Each figure in a sentence, in the table's order. */
  notas: [
    [
      'Vendidas y bruto',
      'entradas de compras pagadas (también las que después se devolvieron), al precio al que se vendió cada una.',
    ],
    ['Descuentos', 'lo que descontaron los códigos de descuento.'],
    [
      'Reembolsos',
      'lo devuelto a compradores por un cambio del evento o por su cancelación, ya confirmado por el medio de pago.',
    ],
    ['Arrepentimientos', 'lo devuelto por el botón de arrepentimiento, ya confirmado.'],
    [
      'Reventas',
      'entradas revendidas por la lista de espera y lo que pagaron por ellas quienes las compraron; ese dinero se devuelve a quien vendió, así que el saldo de reventas suele ser $ 0: la reventa no cambia lo que te corresponde.',
    ],
    [
      'A devolver',
      'devoluciones que el medio de pago todavía no confirmó; se descuentan desde ya porque ese dinero vuelve al comprador.',
    ],
    [
      'Cargo por servicio',
      'lo que pagaron los compradores a Pulso además de la entrada; es de Pulso y no se liquida.',
    ],
  ] as ReadonlyArray<readonly [string, string]>,
  nota: (termino: string, definicion: string) => `${termino}: ${definicion}`,
  invitadosNota: 'Invitados: lugares de la lista de invitados; no pasan por Pulso ni suman dinero.',
  /** The RRPP's lines (docs/decisions/0092-rrpp.md): what the productora owes each. */
  rrppTitulo: 'Comisiones de RRPP',
  rrppColumnas: { nombre: 'RRPP', entradas: 'Entradas', importe: 'Vendido', comision: 'Comisión' },
  rrppTotal: 'Total de comisiones',
  netoTrasComisiones: 'Neto después de comisiones',
  rrppNota:
    'Comisiones de RRPP: las paga la productora a cada RRPP, sobre sus ventas que siguen en pie (sin devoluciones); Pulso liquida el neto completo.',
  /**
   * The box office's sales (docs/decisions/0094-box-office.md): the productora collected them
   * itself, so they are outside every figure above.
   */
  puertaTitulo: 'Ventas en puerta',
  puertaColumnas: PUERTA_COLUMNAS,
  puertaNota:
    'Las cobró la productora en la puerta, en efectivo o a su cuenta: no pasan por Pulso y no están en ninguna cifra de arriba ni en el neto a liquidar.',
  /** The PDF's line: "Entradas: 3 · Efectivo: $ 24.000 · …" (figures already in es-AR). */
  puertaResumen: (c: Record<keyof typeof PUERTA_COLUMNAS, string>) =>
    (Object.keys(PUERTA_COLUMNAS) as Array<keyof typeof PUERTA_COLUMNAS>)
      .map((k) => `${PUERTA_COLUMNAS[k]}: ${c[k]}`)
      .join(' · '),
  pdf: {
    marca: 'Pulso',
    archivo: (idEvento: number) => `liquidacion-${idEvento}.pdf`,
    pagina: (n: number, de: number) => `Página ${n} de ${de}`,
  },
} as const;
