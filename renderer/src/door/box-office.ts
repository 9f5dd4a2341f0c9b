import type {
  BoleteriaDia,
  Caja,
  CobroQr,
  VentaPuerta,
  VentaRegistrada,
} from '@shared/api/boleteria';
import {
  VENTAS_PUERTA_LOTE_MAX,
  restoDeCupo,
  type MedioSinConexion,
} from '@shared/domain/boleteria';
import { DOOR_DELTA_INTERVAL_MS } from '@shared/domain/door';
import { BOLETERIA_TEXT } from '@shared/texts/boleteria';
import { DoorApiError, isOffline, type DoorClient } from './door-client';
import type { DoorDb, DoorSettings, QueuedSale } from './door-db';

export interface BoxOfficeState {
  dia: BoleteriaDia;
  online: boolean;
  pendientes: number;
}

export interface SaleInput {
  idEntrada: number;
  cantidad: number;
  medio: MedioSinConexion;
  ingresa: boolean;
  correo: string | null;
  nombre: string | null;
}

/** What the seller sees after a sale: its codes when the server answered, else "saved offline". */
export type SaleOutcome =
  | { estado: 'registrada'; venta: VentaRegistrada }
  | { estado: 'sin_conexion' }
  | { estado: 'rechazada'; motivo: string };

/**
 * One seller's box office on one device and day (docs/decisions/0094-box-office.md). Places are
 * reserved while online (the allotment); a sale is checked against what is left of it on the
 * device, kept in IndexedDB with its own id, and sent at once or when the signal is back, so a
 * sale is never lost nor counted twice (the server records each id once).
 */
export class BoxOffice {
  private state: BoxOfficeState;
  private listeners = new Set<() => void>();
  private syncing: Promise<void> | null = null;

  private constructor(
    private readonly client: DoorClient,
    private readonly db: DoorDb,
    private readonly settings: DoorSettings,
    dia: BoleteriaDia,
    private queue: QueuedSale[],
    online: boolean,
  ) {
    this.state = { dia: withPending(dia, queue), online, pendientes: queue.length };
  }

  /** The day from the server, or as stored when there is no connection. */
  static async open(client: DoorClient, db: DoorDb, settings: DoorSettings, idFecha: number) {
    const queue = await db.sales();
    try {
      const dia = await client.boleteriaDia(idFecha);
      await db.saveBoxOffice(dia);
      return new BoxOffice(client, db, settings, dia, queue, true);
    } catch (error) {
      const stored = isOffline(error) ? await db.boxOffice(idFecha) : undefined;
      if (!stored) throw error;
      return new BoxOffice(client, db, settings, stored, queue, false);
    }
  }

  getState = () => this.state;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Syncs when the signal comes back and every few seconds; returns the function that stops. */
  run(): () => void {
    const wake = () => {
      if (this.queue.length > 0) void this.sync().catch(() => {});
    };
    const up = () => {
      this.publish({ ...this.state, online: true });
      wake();
    };
    const down = () => this.publish({ ...this.state, online: false });
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(wake, DOOR_DELTA_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }

  /** Places of this type the device may still sell (its allotment, less the queued sales). */
  resto(idEntrada: number): number {
    const cupo = this.state.dia.caja?.cupos.find((c) => c.idEntrada === idEntrada);
    return cupo ? restoDeCupo(cupo) : 0;
  }

  async abrirCaja(): Promise<void> {
    const caja = await this.client.abrirCaja({
      idFecha: this.state.dia.idFecha,
      dispositivo: this.settings.dispositivo,
    });
    await this.setCaja(caja, true);
  }

  async reservar(idEntrada: number, cantidad: number): Promise<void> {
    const caja = this.requireCaja();
    await this.setCaja(
      await this.client.pedirCupo({ idCaja: caja.idCaja, idEntrada, cantidad }),
      true,
    );
  }

  async vender(input: SaleInput): Promise<SaleOutcome> {
    const caja = this.requireCaja();
    const resto = this.resto(input.idEntrada);
    if (resto < input.cantidad)
      return { estado: 'rechazada', motivo: BOLETERIA_TEXT.sinCupoLocal(resto) };
    const venta: VentaPuerta = {
      idVenta: crypto.randomUUID(),
      ...input,
      vendidaAt: new Date().toISOString(),
      puerta: this.settings.puerta || BOLETERIA_TEXT.titulo,
    };
    const queued: QueuedSale = {
      idCaja: caja.idCaja,
      venta,
      queuedAt: Math.max(Date.now(), (this.queue.at(-1)?.queuedAt ?? 0) + 1),
    };
    await this.db.enqueueSale(queued);
    this.queue.push(queued);
    this.publish({ ...this.state, dia: withPending(this.state.dia, [queued]) });
    const answers = await this.sync();
    const mine = answers.find((a) => a.idVenta === venta.idVenta);
    if (!mine) return { estado: 'sin_conexion' };
    return mine.motivo === null
      ? { estado: 'registrada', venta: mine }
      : { estado: 'rechazada', motivo: mine.motivo };
  }

  /** Sends the queued sales, oldest first; answers what the server said of them. */
  async sync(): Promise<VentaRegistrada[]> {
    const answers: VentaRegistrada[] = [];
    const run = async () => {
      for (const idCaja of new Set(this.queue.map((q) => q.idCaja))) {
        const batch = this.queue
          .filter((q) => q.idCaja === idCaja)
          .slice(0, VENTAS_PUERTA_LOTE_MAX);
        try {
          const r = await this.client.vender({ idCaja, ventas: batch.map((q) => q.venta) });
          const ids = r.ventas.map((v) => v.idVenta);
          await this.db.dequeueSales(ids);
          this.queue = this.queue.filter((q) => !ids.includes(q.venta.idVenta));
          answers.push(...r.ventas);
          if (idCaja === this.state.dia.caja?.idCaja) await this.setCaja(r.caja, true);
          else this.publish({ ...this.state, online: true });
        } catch (error) {
          if (isOffline(error)) return this.publish({ ...this.state, online: false });
          throw error;
        }
      }
    };
    this.syncing = (this.syncing ?? Promise.resolve()).then(run, run);
    await this.syncing;
    return answers;
  }

  /**
   * A sale paid by Mercado Pago QR: online only, through Pulso's provider. Answers the order
   * with the QR the buyer scans; `cobro` follows it until the payment lands.
   */
  async cobrarQr(input: Omit<SaleInput, 'medio' | 'ingresa' | 'correo'>): Promise<CobroQr> {
    const caja = this.requireCaja();
    try {
      const cobro = await this.client.cobrarQr({
        idCaja: caja.idCaja,
        idVenta: crypto.randomUUID(),
        idEntrada: input.idEntrada,
        cantidad: input.cantidad,
        nombre: input.nombre,
      });
      this.publish({ ...this.state, online: true });
      return cobro;
    } catch (error) {
      if (!isOffline(error)) throw error;
      this.publish({ ...this.state, online: false });
      throw new DoorApiError(null, BOLETERIA_TEXT.qrSinConexion);
    }
  }

  /** Follows a QR sale; once paid, the caja is read again (its Mercado Pago line). */
  async cobro(idOrden: number): Promise<CobroQr> {
    const cobro = await this.client.cobro(idOrden);
    if (cobro.estado === 'pagada') {
      const dia = await this.client.boleteriaDia(this.state.dia.idFecha);
      await this.setCaja(dia.caja, true);
    }
    return cobro;
  }

  async cerrar(efectivoContado: number, nota: string | null): Promise<Caja> {
    const caja = this.requireCaja();
    await this.sync();
    if (this.queue.length > 0)
      throw new DoorApiError(null, BOLETERIA_TEXT.pendientes(this.queue.length));
    const cerrada = await this.client.cerrarCaja({ idCaja: caja.idCaja, efectivoContado, nota });
    await this.setCaja(null, true);
    return cerrada;
  }

  private requireCaja(): Caja {
    const caja = this.state.dia.caja;
    if (!caja) throw new Error('sin caja');
    return caja;
  }

  private async setCaja(caja: Caja | null, online: boolean) {
    const dia = { ...this.state.dia, caja };
    await this.db.saveBoxOffice(dia);
    this.publish({ dia: withPending(dia, this.queue), online, pendientes: this.queue.length });
  }

  private publish(state: BoxOfficeState) {
    this.state = { ...state, pendientes: this.queue.length };
    for (const l of this.listeners) l();
  }
}

/** The caja as the device counts it: its queued sales already spent from the allotment. */
function withPending(dia: BoleteriaDia, queue: ReadonlyArray<QueuedSale>): BoleteriaDia {
  const caja = dia.caja;
  if (!caja) return dia;
  const mine = queue.filter((q) => q.idCaja === caja.idCaja).map((q) => q.venta);
  if (mine.length === 0) return dia;
  const sumOf = (medio: MedioSinConexion) => mine.filter((v) => v.medio === medio);
  const precio = (idEntrada: number) =>
    dia.tipos.find((t) => t.idEntrada === idEntrada)?.precioPuerta ?? 0;
  const add = (medio: MedioSinConexion) => ({
    entradas: caja.ventas[medio].entradas + sumOf(medio).reduce((s, v) => s + v.cantidad, 0),
    monto:
      caja.ventas[medio].monto +
      sumOf(medio).reduce((s, v) => s + v.cantidad * precio(v.idEntrada), 0),
  });
  return {
    ...dia,
    caja: {
      ...caja,
      cupos: caja.cupos.map((c) => ({
        ...c,
        vendidas:
          c.vendidas +
          mine.filter((v) => v.idEntrada === c.idEntrada).reduce((s, v) => s + v.cantidad, 0),
      })),
      ventas: { ...caja.ventas, efectivo: add('efectivo'), transferencia: add('transferencia') },
    },
  };
}
