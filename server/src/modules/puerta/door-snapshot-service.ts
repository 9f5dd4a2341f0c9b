import type { PuertaCambios, PuertaSnapshot } from '@shared/api/door';
import type { Db } from '../../db/client';
import type { TicketSigner } from '../../tickets/ticket-signer';
import type { Viewer } from '../../plugins/viewer';
import type { DoorAccess } from './door-access';
import { encodeCursor, sinceOf } from './door-cursor';
import { doorTickets, ingresosOf, revokedTids, vendidosOf } from '../ordenes';
import { toEntrada } from './door-tickets';

/**
 * What a device downloads to admit offline (GET /Puerta/Snapshot) and then only what changed
 * since its cursor (GET /Puerta/Cambios). The cursor is taken before reading, so anything
 * committed while answering comes again in the next delta.
 */
export function createDoorSnapshotService(deps: {
  db: Db;
  access: DoorAccess;
  signer: Pick<TicketSigner, 'publicJwk'>;
  now: () => Date;
}) {
  const { db, access } = deps;

  return {
    async snapshot(viewer: Viewer, idFecha: number): Promise<PuertaSnapshot> {
      const day = await access.day(viewer, idFecha);
      const at = deps.now();
      const [entradas, revocadas, ingresos] = await Promise.all([
        doorTickets(db, { paidOfDay: idFecha }),
        revokedTids(db, idFecha),
        ingresosOf(db, idFecha),
      ]);
      return {
        idEvento: day.idEvento,
        nombreEvento: day.nombreEvento,
        // The door checks a DNI's age against it, offline too (docs/decisions/0093-minimum-age.md).
        ...(day.edadMinima !== null && { edadMinima: day.edadMinima }),
        vende: day.vende,
        fecha: day.fecha,
        servidorAt: at.toISOString(),
        cursor: encodeCursor(at),
        clave: deps.signer.publicJwk,
        entradas: entradas.map(toEntrada),
        revocadas,
        ingresos,
        vendidos: entradas.length,
      };
    },

    async cambios(viewer: Viewer, idFecha: number, cursor: string): Promise<PuertaCambios> {
      await access.day(viewer, idFecha);
      const at = deps.now();
      const since = sinceOf(cursor, at);
      const [entradas, revocadas, ingresos, vendidos] = await Promise.all([
        // Issued since: bought, or given a new code by a transfer (issue 13).
        doorTickets(db, { paidOfDay: idFecha, issuedSince: since }),
        revokedTids(db, idFecha, since),
        // A winner is new when its scan reached the server since then (an offline scan may
        // carry an earlier time than the cursor's and still be news).
        ingresosOf(db, idFecha, since),
        vendidosOf(db, idFecha),
      ]);
      return {
        servidorAt: at.toISOString(),
        cursor: encodeCursor(at),
        entradas: entradas.map(toEntrada),
        revocadas,
        ingresos,
        vendidos,
      };
    },
  };
}

export type DoorSnapshotService = ReturnType<typeof createDoorSnapshotService>;
