import type { ConflictoPuerta } from '@shared/api/door';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import { formatFechaCorta } from '../../ui/format';
import { DoorTable } from './door-table';

const scanText = (s: { at: string; puerta: string }) => `${formatFechaCorta(s.at)} · ${s.puerta}`;

/** Tickets two offline doors both let in: the first scan counts, the organiser sees both. */
export function ConflictsTable({ conflictos }: { conflictos: ConflictoPuerta[] }) {
  return (
    <section aria-labelledby="door-conflicts" className="door-admin-card">
      <h2 id="door-conflicts">{T.conflictosTitulo}</h2>
      <p className="muted">{T.conflictosAyuda}</p>
      {conflictos.length === 0 ? (
        <p className="muted">{T.conflictosVacio}</p>
      ) : (
        <DoorTable
          caption={T.conflictosTitulo}
          hiddenCaption
          headers={[T.conflictoEntrada, T.conflictoPrimero, T.conflictoSegundo]}
          rows={conflictos.map((c) => ({
            key: `${c.tid}-${c.segundo.at}`,
            cells: [`${c.titular} · ${c.dsTipo}`, scanText(c.primero), scanText(c.segundo)],
          }))}
        />
      )}
    </section>
  );
}
