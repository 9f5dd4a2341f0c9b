import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Escaneo, PuertaEntrada } from '@shared/api/door';
import type { BoleteriaDia, VentaPuerta } from '@shared/api/boleteria';
import type { DoorDay } from './door-day';

/**
 * What the door keeps on the device (IndexedDB, so a reload with no connection loses
 * nothing): the downloaded days, the scans waiting to sync, and the device's settings.
 */
export interface QueuedScan {
  escaneo: Escaneo & { idFecha: number };
  /** Device time it was queued (ms): the queue syncs oldest first. */
  queuedAt: number;
}

export interface DoorSettings {
  /** Generated once per device: the server records it with every scan. */
  dispositivo: string;
  puerta: string;
  /** The day being scanned, resumed after a reload. */
  idFechaActiva: number | null;
  /** The person chose to open the door with their website (or desktop app) session. */
  sesionWeb: boolean;
  /** Staff turned the camera off on this device (typing codes, saving battery). */
  camaraApagada: boolean;
}

/**
 * A day as stored: one saved before tickets carried `admite` (what the door admits as) lacks
 * it, and such a day is still read back offline, so the store needs no new version. Nor does
 * one saved before tickets carried `adicionales`: that field is optional, and a ticket without
 * it hands over nothing (or what its signed code says, door-session.ts).
 */
type StoredDay = Omit<DoorDay, 'entradas'> & {
  entradas: Record<string, Omit<PuertaEntrada, 'admite'> & { admite?: string }>;
};

/** An old stored ticket admits as its type's name, which is what the door showed before. */
const dayOfStored = (day: StoredDay): DoorDay => ({
  ...day,
  entradas: Object.fromEntries(
    Object.entries(day.entradas).map(([tid, e]) => [tid, { ...e, admite: e.admite ?? e.dsTipo }]),
  ),
});

/** A box-office sale made on this device, waiting to reach the server (door-box-office.ts). */
export interface QueuedSale {
  idCaja: number;
  venta: VentaPuerta;
  queuedAt: number;
}

interface DoorSchema extends DBSchema {
  dias: { key: number; value: StoredDay };
  /** The box office of a day as last known: its door types and this seller's caja. */
  boleteria: { key: number; value: BoleteriaDia };
  ventas: { key: string; value: QueuedSale; indexes: { porHora: number } };
  cola: { key: string; value: QueuedScan; indexes: { porHora: number } };
  ajustes: { key: 'dispositivo'; value: DoorSettings };
}

export const DOOR_DB_NAME = 'pulso-puerta';

export interface DoorDb {
  day(idFecha: number): Promise<DoorDay | undefined>;
  saveDay(day: DoorDay): Promise<void>;
  queue(): Promise<QueuedScan[]>;
  enqueue(scan: QueuedScan): Promise<void>;
  dequeue(ids: readonly string[]): Promise<void>;
  settings(): Promise<DoorSettings>;
  saveSettings(settings: DoorSettings): Promise<void>;
  /** Signing out forgets the days (holders' names and DNIs) but never unsynced scans. */
  forgetDays(): Promise<void>;
  boxOffice(idFecha: number): Promise<BoleteriaDia | undefined>;
  saveBoxOffice(dia: BoleteriaDia): Promise<void>;
  sales(): Promise<QueuedSale[]>;
  enqueueSale(sale: QueuedSale): Promise<void>;
  dequeueSales(ids: readonly string[]): Promise<void>;
}

export async function openDoorDb(name = DOOR_DB_NAME): Promise<DoorDb> {
  const db: IDBPDatabase<DoorSchema> = await openDB<DoorSchema>(name, 2, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore('dias', { keyPath: 'idFecha' });
        d.createObjectStore('cola', { keyPath: 'escaneo.idEscaneo' }).createIndex(
          'porHora',
          'queuedAt',
        );
        d.createObjectStore('ajustes');
      }
      // Version 2: the box office (its day and the sales waiting to sync).
      if (oldVersion < 2) {
        d.createObjectStore('boleteria', { keyPath: 'idFecha' });
        d.createObjectStore('ventas', { keyPath: 'venta.idVenta' }).createIndex(
          'porHora',
          'queuedAt',
        );
      }
    },
  });
  return {
    day: async (idFecha) => {
      const stored = await db.get('dias', idFecha);
      return stored && dayOfStored(stored);
    },
    saveDay: async (day) => {
      await db.put('dias', day);
    },
    queue: () => db.getAllFromIndex('cola', 'porHora'),
    enqueue: async (scan) => {
      await db.put('cola', scan);
    },
    dequeue: async (ids) => {
      const tx = db.transaction('cola', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
    settings: async () =>
      (await db.get('ajustes', 'dispositivo')) ?? {
        dispositivo: crypto.randomUUID(),
        puerta: '',
        idFechaActiva: null,
        sesionWeb: false,
        camaraApagada: false,
      },
    saveSettings: async (settings) => {
      await db.put('ajustes', settings, 'dispositivo');
    },
    forgetDays: () => db.clear('dias'),
    boxOffice: (idFecha) => db.get('boleteria', idFecha),
    saveBoxOffice: async (dia) => {
      await db.put('boleteria', dia);
    },
    sales: () => db.getAllFromIndex('ventas', 'porHora'),
    enqueueSale: async (sale) => {
      await db.put('ventas', sale);
    },
    dequeueSales: async (ids) => {
      const tx = db.transaction('ventas', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}
