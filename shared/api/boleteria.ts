import { z } from 'zod';
import {
  CUPO_PUERTA_MAX,
  EFECTIVO_MAX,
  MEDIOS_SIN_CONEXION,
  VENTA_PUERTA_MAX,
  VENTAS_PUERTA_LOTE_MAX,
} from '../domain/boleteria';
import { BOLETERIA_MSG } from '../texts/boleteria';
import { idParamSchema, idSchema } from '../validation/ids';

/**
 * The box office at the door (docs/decisions/0094-box-office.md), from the door app (a door or
 * web session of someone who sells at the event: its owner, an administrator, a member of its
 * productora whose role sells) and for the organiser.
 *
 * - GET /Boleteria/Dia?IdFecha= -> BoleteriaDia: the types on door sale, the caller's open caja
 * - POST /Boleteria/AbrirCaja body {idFecha, dispositivo} -> Caja (the open one, if any)
 * - POST /Boleteria/Cupo body {idCaja, idEntrada, cantidad} -> Caja: takes places from the
 *     type's stock for this device; 409 sinLugares
 * - POST /Boleteria/Vender body {idCaja, ventas} -> VentasRegistradas: each sale once by its
 *     idVenta (a replayed sync records nothing again); a sale beyond the allotment is refused
 * - POST /Boleteria/CerrarCaja body {idCaja, efectivoContado, nota} -> Caja: the difference
 *     recorded, the unsold places back to the day
 * - GET /Boleteria/Cajas?IdEvento= (who reads sales) -> CajaResumen[]
 * - GET /Boleteria/Precios?IdEvento= (who edits the event) -> PreciosPuertaDia[]: every day's
 *     types with their door price (null: not sold at the door), to edit them
 * - PUT /Boleteria/Precios body {idFecha, precios} (who edits the event) -> BoleteriaDia['tipos']
 */
export { BOLETERIA_MSG };

const dispositivo = z.string().trim().min(1).max(100);

export const abrirCajaSchema = z.object({ idFecha: idSchema, dispositivo });
export type AbrirCajaPayload = z.infer<typeof abrirCajaSchema>;

export const pedirCupoSchema = z.object({
  idCaja: idSchema,
  idEntrada: idSchema,
  cantidad: z
    .number({ error: BOLETERIA_MSG.cantidadCupo })
    .int(BOLETERIA_MSG.cantidadCupo)
    .min(1, BOLETERIA_MSG.cantidadCupo)
    .max(CUPO_PUERTA_MAX, BOLETERIA_MSG.cantidadCupo),
});
export type PedirCupoPayload = z.infer<typeof pedirCupoSchema>;

export const ventaPuertaSchema = z.object({
  /** Drawn by the device when it sells: the sale's identity across every retry. */
  idVenta: z.uuid(),
  idEntrada: idSchema,
  cantidad: z
    .number({ error: BOLETERIA_MSG.cantidadVenta })
    .int(BOLETERIA_MSG.cantidadVenta)
    .min(1, BOLETERIA_MSG.cantidadVenta)
    .max(VENTA_PUERTA_MAX, BOLETERIA_MSG.cantidadVenta),
  medio: z.enum(MEDIOS_SIN_CONEXION, { error: BOLETERIA_MSG.medioInvalido }),
  /** When the device sold it (its clock shifted to the server's). */
  vendidaAt: z.iso.datetime({ offset: true }),
  /** The buyer walked in with it: their entry is recorded with the sale. */
  ingresa: z.boolean(),
  correo: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, BOLETERIA_MSG.correoInvalido),
  nombre: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => v || null),
  /** The door the device is at, for the entry of a buyer who walks in. */
  puerta: z.string().trim().min(1).max(60),
});
export type VentaPuerta = z.input<typeof ventaPuertaSchema>;

export const venderSchema = z.object({
  idCaja: idSchema,
  ventas: z.array(ventaPuertaSchema).min(1).max(VENTAS_PUERTA_LOTE_MAX),
});
export type VenderPayload = z.input<typeof venderSchema>;

export const cerrarCajaSchema = z.object({
  idCaja: idSchema,
  efectivoContado: z
    .number({ error: BOLETERIA_MSG.efectivoInvalido })
    .int(BOLETERIA_MSG.efectivoInvalido)
    .min(0, BOLETERIA_MSG.efectivoInvalido)
    .max(EFECTIVO_MAX, BOLETERIA_MSG.efectivoInvalido),
  nota: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
});
export type CerrarCajaPayload = z.input<typeof cerrarCajaSchema>;

export const preciosPuertaSchema = z.object({
  idFecha: idSchema,
  precios: z
    .array(
      z.object({
        idEntrada: idSchema,
        precioPuerta: z
          .number({ error: BOLETERIA_MSG.precioPuerta })
          .int(BOLETERIA_MSG.precioPuerta)
          .min(0, BOLETERIA_MSG.precioPuerta)
          .max(100_000_000, BOLETERIA_MSG.precioPuerta)
          .nullable(),
      }),
    )
    .min(1)
    .max(100),
});
export type PreciosPuertaPayload = z.input<typeof preciosPuertaSchema>;

export const diaQuerySchema = z.object({ IdFecha: idParamSchema });
export const cajasQuerySchema = z.object({ IdEvento: idParamSchema });
export const preciosQuerySchema = z.object({ IdEvento: idParamSchema });

export const tipoPuertaSchema = z.object({
  idEntrada: z.number(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  /** Null: not on door sale. */
  precioPuerta: z.number().nullable(),
  /** Places the event still has of it (online sales and other devices' allotments taken). */
  disponibles: z.number(),
});
export type TipoPuerta = z.infer<typeof tipoPuertaSchema>;

/** A day of the event with all its types, on door sale or not (GET /Boleteria/Precios). */
export const preciosPuertaDiaSchema = z.object({
  idFecha: z.number(),
  /** The day's number in the event (1, 2…), by start. */
  nroFecha: z.number(),
  inicio: z.string(),
  tipos: z.array(tipoPuertaSchema),
});
export type PreciosPuertaDia = z.infer<typeof preciosPuertaDiaSchema>;

const porMedio = z.object({ entradas: z.number(), monto: z.number() });

export const cajaSchema = z.object({
  idCaja: z.number(),
  idFecha: z.number(),
  dispositivo: z.string(),
  abiertaAt: z.string(),
  cerradaAt: z.string().nullable(),
  /** The device's allotments: places taken of each type, and sold of them. */
  cupos: z.array(z.object({ idEntrada: z.number(), cantidad: z.number(), vendidas: z.number() })),
  ventas: z.object({ efectivo: porMedio, transferencia: porMedio, mercadopago: porMedio }),
  efectivoEsperado: z.number(),
  efectivoContado: z.number().nullable(),
  diferencia: z.number().nullable(),
  nota: z.string().nullable(),
  /** Unsold places given back to the day when it closed. */
  devueltos: z.number(),
});
export type Caja = z.infer<typeof cajaSchema>;
export type CupoCaja = Caja['cupos'][number];

export const boleteriaDiaSchema = z.object({
  idFecha: z.number(),
  tipos: z.array(tipoPuertaSchema),
  caja: cajaSchema.nullable(),
});
export type BoleteriaDia = z.infer<typeof boleteriaDiaSchema>;

export const ventaRegistradaSchema = z.object({
  idVenta: z.string(),
  /** Null when refused (beyond the allotment, a closed caja): `motivo` says why. */
  idOrden: z.number().nullable(),
  numero: z.string().nullable(),
  tickets: z.array(z.object({ codigo: z.string(), codigoCorto: z.string() })),
  motivo: z.string().nullable(),
});
export type VentaRegistrada = z.infer<typeof ventaRegistradaSchema>;

export const ventasRegistradasSchema = z.object({
  ventas: z.array(ventaRegistradaSchema),
  caja: cajaSchema,
});
export type VentasRegistradas = z.infer<typeof ventasRegistradasSchema>;

export const cajaResumenSchema = cajaSchema.extend({
  vendedor: z.string(),
  fecha: z.object({ nroFecha: z.number(), inicio: z.string() }),
});
export type CajaResumen = z.infer<typeof cajaResumenSchema>;

/**
 * A sale paid by Mercado Pago QR at the box office (online only):
 * - POST /Boleteria/CobrarQr body CobrarQrPayload -> CobroQr: the order held and the provider's
 *     checkout, whose address the device shows as a QR for the buyer's phone; 409 sinLugares
 * - GET /Boleteria/Cobro?IdOrden= -> CobroQr: its state as the payment lands (the seller's own)
 */
export const cobrarQrSchema = z.object({
  idCaja: idSchema,
  /** The device's id of the sale: asked again (a retry), the same order answers. */
  idVenta: z.uuid(),
  idEntrada: idSchema,
  cantidad: ventaPuertaSchema.shape.cantidad,
  nombre: ventaPuertaSchema.shape.nombre,
});
export type CobrarQrPayload = z.input<typeof cobrarQrSchema>;

export const cobroQuerySchema = z.object({ IdOrden: idParamSchema });

export const cobroQrSchema = z.object({
  idOrden: z.number(),
  numero: z.string(),
  /** pendiente: waiting for the payment; pagada: tickets issued; otherwise it ended unpaid. */
  estado: z.string(),
  total: z.number(),
  venceAt: z.string(),
  /** The provider's checkout: what the QR encodes. */
  url: z.string().nullable(),
  /** That QR, as a PNG data URL the device shows to the buyer. */
  qr: z.string().nullable(),
  tickets: z.array(z.object({ codigo: z.string(), codigoCorto: z.string() })),
});
export type CobroQr = z.infer<typeof cobroQrSchema>;
