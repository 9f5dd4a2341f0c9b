import type { Escaneo, EscaneoRespuesta, PuertaEntrada, PuertaLista } from '@shared/api/door';
import type { TicketClaims } from '@shared/api/checkout';
import {
  DOOR_DELTA_INTERVAL_MS,
  SYNC_BATCH_MAX,
  decideScan,
  type DoorState,
  type ResultadoEscaneo,
} from '@shared/domain/door';
import { createTicketVerifier } from '@shared/domain/ticket-code';
import { normalizeShortCode } from '@shared/domain/ticket-short-code';
import { DoorApiError, isOffline, type DoorClient } from './door-client';
import type { DoorDb, DoorSettings, QueuedScan } from './door-db';
import {
  clockOffset,
  dayFromSnapshot,
  doorStateOf,
  entradaOfShortCode,
  ingresadosOf,
  mergeCambios,
  serverNow,
  withIngreso,
  type DoorDay,
} from './door-day';

/** What the status bar shows. */
export interface DoorStatus {
  online: boolean;
  pendientes: number;
  ingresados: number;
  vendidos: number;
  actualizadoAt: number;
}

/** A DNI refused at the door: the ticket was not let in (shared/domain/dni.ts). */
export type DniRechazo = 'menor' | 'no_coincide';

/** What the full-screen answer shows. */
export interface Verdict {
  resultado: ResultadoEscaneo | DniRechazo;
  /** An 18+ night's DNI, checked before the ticket was let in. */
  dniVerificado?: boolean;
  dsTipo: string | null;
  /** What the door admits the holder as (General, VIP, Backstage…), whatever the type's name. */
  admite: string | null;
  titular: string | null;
  nroFecha: number | null;
  primerIngreso: { at: string; puerta: string } | null;
  /** A guest-list ticket (issue 14): its deadline and what to charge at the door. */
  lista: PuertaLista | null;
  /** The add-ons to hand over with the ticket ("Combo trago"); empty when none. */
  adicionales: string[];
  /** Decided on the device, with no answer from the server. */
  local: boolean;
}

export type ScanInput = { codigo: string } | { tid: string };

/** Verdicts about a ticket of this day: queued when offline, so the server records them too. */
const OF_THIS_DAY: readonly ResultadoEscaneo[] = ['admitido', 'usada', 'anulada', 'lista_vencida'];

/** Downloads a day's snapshot, or resumes the stored one when there is no connection. */
export async function loadDay(client: DoorClient, db: DoorDb, idFecha: number): Promise<DoorDay> {
  try {
    const sentAt = Date.now();
    const snapshot = await client.snapshot(idFecha);
    const receivedAt = Date.now();
    const day = dayFromSnapshot(
      snapshot,
      clockOffset(snapshot.servidorAt, sentAt, receivedAt),
      receivedAt,
    );
    await db.saveDay(day);
    return day;
  } catch (error) {
    const stored = isOffline(error) ? await db.day(idFecha) : undefined;
    if (stored) return stored;
    throw error;
  }
}

/**
 * One device scanning one day: decides each scan (with the server when it answers in time,
 * otherwise on its own from the signature and what it knows), queues offline scans in
 * IndexedDB and syncs them, and pulls deltas every DOOR_DELTA_INTERVAL_MS.
 */
export class DoorSession {
  private online = typeof navigator === 'undefined' ? true : navigator.onLine;
  private state: DoorState;
  private status: DoorStatus;
  private listeners = new Set<() => void>();
  private ticking: Promise<void> | null = null;
  private saving: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** A 401 or a day the door may no longer open: the app goes back to sign-in or the list. */
  onRefused: (error: DoorApiError) => void = () => {};

  private constructor(
    private readonly client: DoorClient,
    private readonly db: DoorDb,
    private readonly settings: DoorSettings,
    private day: DoorDay,
    private queue: QueuedScan[],
    private readonly verify: (code: string) => Promise<TicketClaims | null>,
  ) {
    this.state = doorStateOf(day);
    this.status = this.computeStatus();
  }

  static async start(client: DoorClient, db: DoorDb, settings: DoorSettings, day: DoorDay) {
    const verify = await createTicketVerifier(day.clave);
    return new DoorSession(client, db, settings, day, await db.queue(), verify);
  }

  get currentDay(): DoorDay {
    return this.day;
  }

  getStatus = (): DoorStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts the background sync; returns the function that stops it. */
  run(): () => void {
    const wake = () => void this.tick();
    const down = () => this.setOnline(false);
    window.addEventListener('online', wake);
    window.addEventListener('offline', down);
    this.timer = setInterval(wake, DOOR_DELTA_INTERVAL_MS);
    wake();
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener('offline', down);
      if (this.timer) clearInterval(this.timer);
    };
  }

  /**
   * What the device alone would say of a scan, recording nothing, and whose ticket it is: an
   * 18+ night asks for the DNI only of a ticket that would be let in.
   */
  async preview(
    input: ScanInput,
  ): Promise<{ resultado: ResultadoEscaneo; titular: { dni: string; nombre: string } | null }> {
    const claims = await this.claimsOf(input);
    const resultado = decideScan(claims, this.state, serverNow(this.day));
    const entrada = claims ? this.day.entradas[claims.tid] : undefined;
    return { resultado, titular: entrada ? { dni: entrada.dni, nombre: entrada.titular } : null };
  }

  async scan(input: ScanInput): Promise<Verdict> {
    const claims = await this.claimsOf(input);
    const local = decideScan(claims, this.state, serverNow(this.day));
    const escaneo: Escaneo = {
      idEscaneo: crypto.randomUUID(),
      idFecha: this.day.idFecha,
      puerta: this.settings.puerta,
      dispositivo: this.settings.dispositivo,
      ...('tid' in input
        ? { tid: input.tid }
        : { codigo: normalizeShortCode(input.codigo) ?? input.codigo.trim() }),
    };
    if (this.online) {
      try {
        const answer = await this.client.escanear(escaneo);
        this.setOnline(true);
        this.apply([answer]);
        return this.verdictOf(answer, claims);
      } catch (error) {
        if (!isOffline(error)) throw error;
        this.setOnline(false);
      }
    }
    return this.decideOffline(escaneo, claims, local);
  }

  /** Syncs the queue, then pulls what changed. One at a time. */
  tick(): Promise<void> {
    this.ticking ??= this.syncAndPull().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async decideOffline(
    escaneo: Escaneo,
    claims: TicketClaims | null,
    local: ResultadoEscaneo,
  ): Promise<Verdict> {
    const at = serverNow(this.day).toISOString();
    if (claims && OF_THIS_DAY.includes(local)) {
      const queued: QueuedScan = {
        escaneo: { ...escaneo, escaneadoAt: at, resultadoLocal: local },
        // Strictly after the last queued scan: two scans in one millisecond keep their order.
        queuedAt: Math.max(Date.now(), (this.queue.at(-1)?.queuedAt ?? 0) + 1),
      };
      await this.db.enqueue(queued);
      this.queue.push(queued);
    }
    if (local === 'admitido' && claims)
      this.setDay(withIngreso(this.day, claims.tid, at, escaneo.puerta));
    else this.notify();
    const entrada = claims ? this.day.entradas[claims.tid] : undefined;
    // A ticket missing from the download (sold after it) still says, signed, what it admits as
    // and what goes with it.
    const signed = this.signedExtrasOf(claims);
    return {
      resultado: local,
      dsTipo: entrada?.dsTipo ?? null,
      admite: entrada?.admite ?? signed.admite,
      titular: entrada?.titular ?? null,
      nroFecha: claims && claims.idFecha === this.day.idFecha ? this.day.fecha.nroFecha : null,
      primerIngreso: local === 'usada' && claims ? (this.day.ingresos[claims.tid] ?? null) : null,
      // The terms are the signed code's; whose list it is, the day's download (an RRPP's).
      lista: claims?.lista
        ? {
            ...listaOfClaims(claims.lista),
            ...(entrada?.lista?.rrpp && { rrpp: entrada.lista.rrpp }),
          }
        : null,
      adicionales: entrada?.adicionales ?? signed.adicionales ?? [],
      local: true,
    };
  }

  private async claimsOf(input: ScanInput): Promise<TicketClaims | null> {
    let entrada: PuertaEntrada | undefined;
    if ('codigo' in input) {
      const corto = normalizeShortCode(input.codigo);
      if (!corto) return this.verify(input.codigo.trim());
      // A typed short code names a ticket of the day's list (another event's is not in it).
      entrada = entradaOfShortCode(this.day, corto);
    } else entrada = this.day.entradas[input.tid];
    if (!entrada) return null;
    return {
      tid: entrada.tid,
      idEvento: this.day.idEvento,
      idFecha: this.day.idFecha,
      cdTipo: entrada.cdTipo,
      iat: 0,
      ...(entrada.lista && {
        lista: {
          ...(entrada.lista.hasta && { hasta: Math.floor(Date.parse(entrada.lista.hasta) / 1000) }),
          ...(entrada.lista.precio > 0 && { precio: entrada.lista.precio }),
        },
      }),
    };
  }

  private verdictOf(answer: EscaneoRespuesta, claims: TicketClaims | null): Verdict {
    const entrada = answer.entrada ? this.day.entradas[answer.entrada.tid] : undefined;
    return {
      resultado: answer.resultado,
      dsTipo: answer.entrada?.dsTipo ?? null,
      admite: answer.entrada?.admite ?? null,
      titular: answer.entrada?.titular ?? null,
      nroFecha: answer.entrada?.nroFecha ?? null,
      primerIngreso: answer.primerIngreso,
      lista: answer.entrada?.lista ?? null,
      adicionales:
        entrada?.adicionales ??
        answer.entrada?.adicionales ??
        (claims && claims.tid === answer.entrada?.tid
          ? this.signedExtrasOf(claims).adicionales
          : undefined) ??
        [],
      local: false,
    };
  }

  /**
   * What a signed code of this event says it admits as and its add-ons. The claims come back as
   * parsed, so anything not of the expected shape counts as absent.
   */
  private signedExtrasOf(claims: TicketClaims | null): {
    admite: string | null;
    adicionales: string[] | undefined;
  } {
    if (!claims || claims.idEvento !== this.day.idEvento) {
      return { admite: null, adicionales: undefined };
    }
    const admite = typeof claims.admite === 'string' && claims.admite.trim() ? claims.admite : null;
    const adicionales = Array.isArray(claims.adicionales)
      ? claims.adicionales.filter((a): a is string => typeof a === 'string' && a.trim() !== '')
      : undefined;
    return { admite, adicionales };
  }

  /** What the server said about scans of this day becomes what the device knows. */
  private apply(answers: readonly EscaneoRespuesta[]) {
    let day = this.day;
    for (const a of answers) {
      const tid = a.entrada?.tid;
      if (!tid || a.entrada!.idFecha !== day.idFecha) continue;
      if (a.resultado === 'admitido' && !a.conflicto) {
        day = withIngreso(day, tid, serverNow(day).toISOString(), this.settings.puerta);
      } else if (a.primerIngreso) {
        day = { ...day, ingresos: { ...day.ingresos, [tid]: a.primerIngreso } };
      } else if (a.resultado === 'anulada' && !day.revocadas.includes(tid)) {
        day = { ...day, revocadas: [...day.revocadas, tid] };
      }
    }
    if (day !== this.day) this.setDay(day);
  }

  private async syncAndPull(): Promise<void> {
    try {
      await this.flushQueue();
      const sentAt = Date.now();
      const cambios = await this.client.cambios(this.day.idFecha, this.day.cursor);
      const receivedAt = Date.now();
      const offset = clockOffset(cambios.servidorAt, sentAt, receivedAt);
      this.setOnline(true);
      this.setDay(mergeCambios(this.day, cambios, offset, receivedAt));
    } catch (error) {
      if (isOffline(error)) return this.setOnline(false);
      if (error instanceof DoorApiError && error.status === 400) {
        // A cursor the server no longer reads: download the day again.
        this.setDay(await loadDay(this.client, this.db, this.day.idFecha));
        return;
      }
      if (error instanceof DoorApiError) this.onRefused(error);
    }
  }

  /** Oldest first, one day and at most SYNC_BATCH_MAX scans per request. */
  private async flushQueue(): Promise<void> {
    const byDay = new Map<number, QueuedScan[]>();
    for (const q of this.queue) {
      const list = byDay.get(q.escaneo.idFecha) ?? [];
      list.push(q);
      byDay.set(q.escaneo.idFecha, list);
    }
    for (const scans of byDay.values()) {
      for (let i = 0; i < scans.length; i += SYNC_BATCH_MAX) {
        const batch = scans.slice(i, i + SYNC_BATCH_MAX);
        let resultados: EscaneoRespuesta[];
        try {
          ({ resultados } = await this.client.sincronizar(batch.map((q) => q.escaneo)));
        } catch (error) {
          // A day this door may no longer sync keeps its scans (never lost); the rest go on.
          if (error instanceof DoorApiError && error.status !== null && error.status < 500) break;
          throw error;
        }
        const ids = batch.map((q) => q.escaneo.idEscaneo);
        await this.db.dequeue(ids);
        const sent = new Set(ids);
        this.queue = this.queue.filter((q) => !sent.has(q.escaneo.idEscaneo));
        this.apply(resultados);
        this.notify();
      }
    }
  }

  private setDay(day: DoorDay) {
    this.day = day;
    this.state = doorStateOf(day);
    this.saving = this.saving.then(() => this.db.saveDay(day)).catch(() => {});
    this.notify();
  }

  private setOnline(online: boolean) {
    if (this.online === online) return;
    this.online = online;
    this.notify();
  }

  private computeStatus(): DoorStatus {
    return {
      online: this.online,
      pendientes: this.queue.length,
      ingresados: ingresadosOf(this.day),
      vendidos: this.day.vendidos,
      actualizadoAt: this.day.actualizadoAt,
    };
  }

  private notify() {
    this.status = this.computeStatus();
    for (const listener of this.listeners) listener();
  }
}

/** A signed code's guest-list claims as the verdict shows them. */
const listaOfClaims = (lista: NonNullable<TicketClaims['lista']>): PuertaLista => ({
  hasta: lista.hasta !== undefined ? new Date(lista.hasta * 1000).toISOString() : null,
  precio: lista.precio ?? 0,
});
