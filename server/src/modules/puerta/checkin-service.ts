import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TicketClaims } from '@shared/api/checkout';
import { DOOR_MSG, type Escaneo, type EscaneoRespuesta } from '@shared/api/door';
import { decideScan, scanTimeOf, type ResultadoEscaneo } from '@shared/domain/door';
import { createTicketVerifier } from '@shared/domain/ticket-code';
import { normalizeShortCode } from '@shared/domain/ticket-short-code';
import type { Db } from '../../db/client';
import { escaneos, ticketsRevocados } from '../../db/schema/index';
import { conflict } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import type { TicketSigner } from '../../tickets/ticket-signer';
import type { DoorAccess, DoorDay } from './door-access';
import { admitTicket, doorTickets, type DoorTicket, type DoorTicketsOf } from '../ordenes';
import { listaClaimsOf } from './door-tickets';

type StoredScan = typeof escaneos.$inferSelect;

/** What identifies a scan's content: the code, or the ticket picked from the list. */
const fingerprintOf = (scan: Escaneo) =>
  createHash('sha256')
    .update(scan.codigo !== undefined ? scan.codigo : `tid:${scan.tid}`)
    .digest('hex');

/** Another request stored the same idEscaneo while this one was deciding. */
class ScanStoredMeanwhile extends Error {}

/**
 * Check-in at the door (POST /Puerta/Escanear and /Puerta/Sincronizar). The first scan of a
 * ticket wins on the tickets row itself, with one guarded update per scan: an online scan
 * (the server's time) only takes a ticket nobody has; an offline scan takes it also from a
 * later scan (its time is scanTimeOf the device's), so the earliest wins whatever the order
 * of arrival. Each scan is one transaction with its escaneos row, whose primary key is the
 * device's idEscaneo: a retried or replayed scan is stored once and answers what it answered.
 */
export function createCheckinService(deps: {
  db: Db;
  access: DoorAccess;
  signer: Pick<TicketSigner, 'publicJwk'>;
  now: () => Date;
}) {
  const { db, access } = deps;

  // The key is imported once per process, not per scan (bench/door.ts measures both).
  let verifier: ReturnType<typeof createTicketVerifier> | null = null;
  const verify = (code: string) =>
    (verifier ??= createTicketVerifier(deps.signer.publicJwk)).then((v) => v(code));

  const ticketWhere = (of: DoorTicketsOf) => doorTickets(db, of).then((rows) => rows[0] ?? null);

  /** The ticket a transfer took this code from (issue 13), if it was one. */
  async function replacedCode(tid: string) {
    const [row] = await db
      .select({ idTicket: ticketsRevocados.idTicket })
      .from(ticketsRevocados)
      .where(eq(ticketsRevocados.tid, tid));
    return row ?? null;
  }

  /** The claims a ticket's signed code carries, read from its row (a picked or typed ticket). */
  const claimsOfTicket = (ticket: DoorTicket, tid = ticket.tid): TicketClaims => ({
    tid,
    idEvento: ticket.idEvento,
    idFecha: ticket.idFecha,
    cdTipo: ticket.cdTipo,
    iat: 0,
    lista: listaClaimsOf(ticket.lista),
  });

  type Identified = {
    claims: TicketClaims | null;
    ticket: DoorTicket | null;
    revocada: { idTicket: number } | null;
  };
  const unknown: Identified = { claims: null, ticket: null, revocada: null };

  /** A tid a transfer replaced: the claims it had, its ticket not shown; unknown otherwise. */
  async function replaced(tid: string, revocada: { idTicket: number } | null): Promise<Identified> {
    const [old] = revocada ? await doorTickets(db, { idTicket: revocada.idTicket }) : [];
    return old ? { claims: claimsOfTicket(old, tid), ticket: null, revocada } : unknown;
  }

  /**
   * A typed short code: its ticket, or the ticket a transfer took it from (the newest, should a
   * code have been drawn again since), or nothing.
   */
  async function identifyShort(corto: string): Promise<Identified> {
    const ticket = await ticketWhere({ codigoCorto: corto });
    if (ticket) return { claims: claimsOfTicket(ticket), ticket, revocada: null };
    const [revocada] = await db
      .select({ idTicket: ticketsRevocados.idTicket, tid: ticketsRevocados.tid })
      .from(ticketsRevocados)
      .where(eq(ticketsRevocados.codigoCorto, corto))
      .orderBy(desc(ticketsRevocados.revocadoAt))
      .limit(1);
    return revocada ? replaced(revocada.tid, revocada) : unknown;
  }

  /**
   * The claims of a scan and the ticket they name (null claims: invalido). A code a transfer
   * replaced names no ticket any more: `revocada`, and its ticket is not shown.
   */
  async function identify(scan: Escaneo): Promise<Identified> {
    if (scan.tid !== undefined) {
      const ticket = await ticketWhere({ uid: scan.tid });
      if (ticket) return { claims: claimsOfTicket(ticket), ticket, revocada: null };
      // Picked from a list downloaded before the ticket moved.
      return replaced(scan.tid, await replacedCode(scan.tid));
    }
    const corto = normalizeShortCode(scan.codigo!);
    if (corto) return identifyShort(corto);
    const claims = await verify(scan.codigo!.trim());
    if (!claims) return unknown;
    const ticket = await ticketWhere({ uid: claims.tid });
    if (ticket) return { claims, ticket, revocada: null };
    const revocada = await replacedCode(claims.tid);
    // Signed by this key for a ticket this server never issued: not a Pulso ticket either.
    return revocada ? { claims, ticket: null, revocada } : unknown;
  }

  function answer(
    scan: Pick<StoredScan, 'idEscaneo' | 'resultado' | 'conflicto'>,
    ticket: DoorTicket | null,
    day: DoorDay,
  ): EscaneoRespuesta {
    // Holders of other events' tickets are not this door's business; nor, for an old code a
    // transfer replaced (a paid ticket answered anulada), is the ticket's new holder.
    const moved = scan.resultado === 'anulada' && ticket?.pagada;
    const known = ticket && ticket.idEvento === day.idEvento && !moved ? ticket : null;
    return {
      idEscaneo: scan.idEscaneo,
      resultado: scan.resultado,
      entrada: known && {
        tid: known.tid,
        cdTipo: known.cdTipo,
        dsTipo: known.dsTipo,
        admite: known.admite,
        titular: known.titular,
        idFecha: known.idFecha,
        nroFecha: known.nroFecha,
        inicio: known.inicio.toISOString(),
        ...(known.lista && { lista: known.lista }),
        ...(known.adicionales && { adicionales: known.adicionales }),
      },
      primerIngreso:
        scan.resultado === 'usada' && known?.usadoAt
          ? { at: known.usadoAt.toISOString(), puerta: known.usadoPuerta ?? '' }
          : null,
      conflicto: scan.conflicto,
    };
  }

  /** A scan already stored: the same content answers as stored; other content is a 409. */
  async function replay(stored: StoredScan, scan: Escaneo, day: DoorDay) {
    if (stored.idFecha !== scan.idFecha || stored.codigoHash !== fingerprintOf(scan))
      throw conflict(DOOR_MSG.escaneoRepetido);
    const ticket =
      stored.idTicket === null ? null : await ticketWhere({ idTicket: stored.idTicket });
    return answer(stored, ticket, day);
  }

  const storedScans = async (ids: string[]) =>
    new Map(
      (await db.select().from(escaneos).where(inArray(escaneos.idEscaneo, ids))).map((s) => [
        s.idEscaneo,
        s,
      ]),
    );

  async function checkIn(viewer: Viewer, day: DoorDay, scan: Escaneo): Promise<EscaneoRespuesta> {
    const received = deps.now();
    const offline = scan.escaneadoAt !== undefined;
    const at = offline ? scanTimeOf(new Date(scan.escaneadoAt!), received) : received;
    const { claims, ticket, revocada } = await identify(scan);
    const decided: ResultadoEscaneo = decideScan(
      claims,
      {
        idEvento: day.idEvento,
        idFecha: day.fecha.idFecha,
        revocadas: new Set(revocada ? [claims!.tid] : ticket && !ticket.pagada ? [ticket.tid] : []),
        ingresadas: new Map(),
      },
      at,
    );
    // A guest who got in before the list closed and is scanned again: that entry is the news.
    const verdict = decided === 'lista_vencida' && ticket?.usadoAt ? 'usada' : decided;
    const admittedHere = scan.resultadoLocal === 'admitido';
    try {
      const stored = await db.transaction(async (tx) => {
        let resultado = verdict;
        let conflicto = false;
        const taken =
          verdict === 'admitido' ? await admitTicket(tx, ticket!, scan, at, offline) : null;
        if (taken === 'taken') {
          resultado = 'usada';
          // The device let the person in offline, but someone had come in first.
          conflicto = admittedHere;
        } else if (taken === 'anulada') {
          // Transferred or refunded while this scan was deciding: its code no longer admits.
          resultado = 'anulada';
        }
        const [row] = await tx
          .insert(escaneos)
          .values({
            idEscaneo: scan.idEscaneo,
            idTicket: ticket?.idTicket ?? revocada?.idTicket ?? null,
            idEvento: day.idEvento,
            idFecha: day.fecha.idFecha,
            puerta: scan.puerta,
            dispositivo: scan.dispositivo,
            idUsuario: viewer.idUsuario,
            escaneadoAt: at,
            recibidoAt: received,
            resultado,
            resultadoLocal: scan.resultadoLocal ?? null,
            codigoHash: fingerprintOf(scan),
            conflicto,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ScanStoredMeanwhile();
        if (resultado === 'admitido' && offline && admittedHere) {
          // An earlier offline scan displaced scans that had been admitted: both got in.
          await tx
            .update(escaneos)
            .set({ conflicto: true })
            .where(
              and(
                eq(escaneos.idTicket, ticket!.idTicket),
                ne(escaneos.idEscaneo, scan.idEscaneo),
                eq(escaneos.resultado, 'admitido'),
                eq(escaneos.conflicto, false),
              ),
            );
        }
        return row;
      });
      // Only a "usada" needs the ticket again: its first scan is someone else's.
      const after =
        stored.resultado === 'usada' ? await ticketWhere({ idTicket: ticket!.idTicket }) : ticket;
      return answer(stored, after, day);
    } catch (err) {
      if (!(err instanceof ScanStoredMeanwhile)) throw err;
      const stored = (await storedScans([scan.idEscaneo])).get(scan.idEscaneo)!;
      return replay(stored, scan, day);
    }
  }

  /** Each distinct day of the scans, checked once; any day the caller may not open: 404. */
  async function daysOf(viewer: Viewer, scans: Escaneo[], late: boolean) {
    const days = new Map<number, DoorDay>();
    for (const idFecha of new Set(scans.map((s) => s.idFecha)))
      days.set(idFecha, await (late ? access.syncDay : access.day)(viewer, idFecha));
    return days;
  }

  /** `late`: a sync of queued scans, taken for a while after the door closed. */
  async function run(viewer: Viewer, scans: Escaneo[], late: boolean): Promise<EscaneoRespuesta[]> {
    const days = await daysOf(viewer, scans, late);
    // Ids already used for other content are refused before anything is stored.
    const stored = await storedScans([...new Set(scans.map((s) => s.idEscaneo))]);
    const firstOfId = new Map<string, Escaneo>();
    for (const s of scans) {
      const seen = stored.get(s.idEscaneo);
      const earlier = firstOfId.get(s.idEscaneo);
      if (
        (seen && (seen.idFecha !== s.idFecha || seen.codigoHash !== fingerprintOf(s))) ||
        (earlier && (earlier.idFecha !== s.idFecha || fingerprintOf(earlier) !== fingerprintOf(s)))
      )
        throw conflict(DOOR_MSG.escaneoRepetido);
      firstOfId.set(s.idEscaneo, s);
    }
    const out: EscaneoRespuesta[] = [];
    for (const s of scans) {
      const day = days.get(s.idFecha)!;
      const seen = stored.get(s.idEscaneo);
      out.push(seen ? await replay(seen, s, day) : await checkIn(viewer, day, s));
    }
    return out;
  }

  return {
    /** POST /Puerta/Escanear. */
    escanear: async (viewer: Viewer, scan: Escaneo) => (await run(viewer, [scan], false))[0]!,
    /** POST /Puerta/Sincronizar: in the batch's order, one transaction per scan. */
    sincronizar: (viewer: Viewer, scans: Escaneo[]) => run(viewer, scans, true),
  };
}

export type CheckinService = ReturnType<typeof createCheckinService>;
