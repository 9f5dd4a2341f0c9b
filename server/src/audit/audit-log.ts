import type { DbExecutor } from '../db/executor';
import { auditoria } from '../db/schema/index';

/**
 * What buyers' rights changes and a team's work leave behind: who acted, on what, what happened
 * (a productora's activity: docs/decisions/0091-productoras-and-roles.md).
 */
export interface AuditEntry {
  /** The person who acted; null when Pulso did (a job, a provider's notification). */
  idUsuario: number | null;
  accion: string;
  entidad:
    'ticket' | 'transferencia' | 'orden' | 'lista_espera' | 'reventa' | 'productora' | 'evento';
  idEntidad: number;
  detalle?: Record<string, unknown>;
  at: Date;
}

/** Written inside the caller's transaction: an entry exists exactly when its change does. */
export async function audit(exec: DbExecutor, entries: ReadonlyArray<AuditEntry>): Promise<void> {
  if (entries.length === 0) return;
  await exec.insert(auditoria).values(entries.map((e) => ({ ...e, detalle: e.detalle ?? {} })));
}
