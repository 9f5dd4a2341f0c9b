import { eq } from 'drizzle-orm';
import { BOLETERIA_MSG, type CobroQr, type cobrarQrSchema } from '@shared/api/boleteria';
import { ORDEN_MSG } from '@shared/api/checkout';
import { PAYMENT_ITEM_TEXT } from '@shared/texts/checkout';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cajas, eventos, usuarios } from '../../db/schema/index';
import { lugaresDe } from '../cupos';
import { qrDataUrl } from '../mis-entradas/ticket-qr';
import type { PaymentProvider } from '../../payments/provider';
import { conflict, forbidden, HttpProblem, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { doorQrSaleOf, holdDoorQrSale, storeDoorCheckout } from '../ordenes';
import type { DoorAccess } from '../puerta/door-access';

/**
 * The box office's Mercado Pago QR (docs/decisions/0094-box-office.md): the same provider port
 * checkout uses, online only. The sale is a pending door order holding its places from the day;
 * the device shows the provider's checkout as a QR for the buyer's phone and follows the order
 * until the payment lands (webhook, reconciliation, or the sandbox's page), which issues the
 * tickets as for any purchase.
 */
export function createBoxOfficeQr(deps: {
  db: Db;
  access: DoorAccess;
  provider: PaymentProvider;
  holdMinutes: number;
  now: () => Date;
}) {
  const { db } = deps;

  async function sellersCaja(viewer: Viewer, idCaja: number) {
    const [caja] = await db.select().from(cajas).where(eq(cajas.idCaja, idCaja));
    if (!caja) throw notFound(BOLETERIA_MSG.cajaNoEncontrada);
    if (caja.idVendedor !== viewer.idUsuario) throw forbidden(BOLETERIA_MSG.cajaAjena);
    return caja;
  }

  async function view(idOrden: number): Promise<CobroQr> {
    const sale = await doorQrSaleOf(db, idOrden);
    if (!sale) throw notFound(BOLETERIA_MSG.cajaNoEncontrada);
    return {
      idOrden: sale.idOrden,
      numero: sale.numero,
      estado: sale.estado,
      total: sale.total,
      venceAt: sale.holdExpiresAt.toISOString(),
      url: sale.redirectUrl,
      qr:
        sale.redirectUrl && sale.estado === 'pendiente' ? await qrDataUrl(sale.redirectUrl) : null,
      tickets: sale.tickets,
    };
  }

  return {
    /** POST /Boleteria/CobrarQr */
    async cobrar(
      viewer: Viewer,
      body: z.output<typeof cobrarQrSchema>,
      siteUrl: string,
    ): Promise<CobroQr> {
      const caja = await sellersCaja(viewer, body.idCaja);
      const day = await deps.access.day(viewer, caja.idFecha);
      if (!day.vende) throw forbidden(BOLETERIA_MSG.sinPermiso);
      if (caja.cerradaAt) throw conflict(BOLETERIA_MSG.cajaCerrada);
      const now = deps.now();
      const held = await db.transaction(async (tx) => {
        // The caja's row first, as every box-office call on it: a retry racing the first
        // request finds its order instead of making a second one.
        await tx
          .select({ id: cajas.idCaja })
          .from(cajas)
          .where(eq(cajas.idCaja, caja.idCaja))
          .for('update');
        return holdDoorQrSale(
          tx,
          {
            idVenta: body.idVenta,
            idEvento: caja.idEvento,
            idCaja: caja.idCaja,
            idEntrada: body.idEntrada,
            cantidad: body.cantidad,
            nombre: body.nombre,
            provider: deps.provider.name,
            holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
          },
          now,
        );
      });
      if (!held)
        throw conflict(BOLETERIA_MSG.sinLugares(await lugaresDe(db, body.idEntrada, deps.now())));
      const sale = await doorQrSaleOf(db, held.idOrden);
      if (sale && sale.redirectUrl === null && sale.estado === 'pendiente') {
        const [evento] = await db
          .select({ nombre: eventos.nombre })
          .from(eventos)
          .where(eq(eventos.idEvento, caja.idEvento));
        const [seller] = await db
          .select({ correo: usuarios.correo })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, viewer.idUsuario));
        let created: { preferenceId: string; redirectUrl: string };
        try {
          created = await deps.provider.createPreference({
            idOrden: held.idOrden,
            titulo: PAYMENT_ITEM_TEXT.titulo(evento!.nombre),
            items: [
              {
                titulo: PAYMENT_ITEM_TEXT.titulo(evento!.nombre),
                cantidad: body.cantidad,
                precioUnitario: sale.total / body.cantidad,
              },
            ],
            cargoServicio: 0,
            total: sale.total,
            expiresAt: sale.holdExpiresAt,
            // The buyer's phone has no Pulso account to land in: the event's page.
            backUrls: {
              success: `${siteUrl}/evento/${caja.idEvento}`,
              pending: `${siteUrl}/evento/${caja.idEvento}`,
              failure: `${siteUrl}/evento/${caja.idEvento}`,
            },
            notificationUrl: `${siteUrl}/api/v1/Pagos/Webhook`,
            payerEmail: seller!.correo,
          });
        } catch (err) {
          throw new HttpProblem(502, ORDEN_MSG.proveedorNoDisponible, { title: String(err) });
        }
        await storeDoorCheckout(db, { idOrden: held.idOrden, ...created });
      }
      return view(held.idOrden);
    },

    /** GET /Boleteria/Cobro */
    async cobro(viewer: Viewer, idOrden: number): Promise<CobroQr> {
      const sale = await doorQrSaleOf(db, idOrden);
      if (!sale || sale.idCaja === null) throw notFound(BOLETERIA_MSG.cajaNoEncontrada);
      await sellersCaja(viewer, sale.idCaja);
      return view(idOrden);
    },
  };
}

export type BoxOfficeQr = ReturnType<typeof createBoxOfficeQr>;
