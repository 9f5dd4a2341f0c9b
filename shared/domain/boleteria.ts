/**
 * The box office at the door (docs/decisions/0094-box-office.md): a seller's caja per shift and
 * device, the places the device takes while online (its allotment, so a sale with no signal can
 * never oversell), and the sales it records, synced once and only once.
 */
export const MEDIOS_PUERTA = ['efectivo', 'transferencia', 'mercadopago'] as const;
export type MedioPuerta = (typeof MEDIOS_PUERTA)[number];
/**
 * What a device records on its own, with or without signal: money the productora collects
 * itself (cash, a transfer to its account), outside Pulso's settlement. A Mercado Pago QR is
 * paid through Pulso's provider, online only, like any purchase.
 */
export const MEDIOS_SIN_CONEXION = ['efectivo', 'transferencia'] as const;
export type MedioSinConexion = (typeof MEDIOS_SIN_CONEXION)[number];

/** Places one request may add to a device's allotment of a type. */
export const CUPO_PUERTA_MAX = 500;
/** Tickets in one box-office sale. */
export const VENTA_PUERTA_MAX = 20;
/** Sales in one sync request: a request answers in well under the door's 15 s call timeout. */
export const VENTAS_PUERTA_LOTE_MAX = 50;
/** Pesos a caja's counted cash may say. */
export const EFECTIVO_MAX = 1_000_000_000;

/** What the allotment still lets the device sell of a type. */
export const restoDeCupo = (c: { cantidad: number; vendidas: number }) =>
  Math.max(0, c.cantidad - c.vendidas);

/** The cash a caja should hold: its cash sales (transfers went to the organiser's account). */
export const efectivoEsperado = (
  ventas: ReadonlyArray<{ medio: MedioPuerta; monto: number }>,
): number => ventas.filter((v) => v.medio === 'efectivo').reduce((s, v) => s + v.monto, 0);
