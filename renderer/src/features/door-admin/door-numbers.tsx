import type { IngresosFecha } from '@shared/api/door';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import { formatDia } from '../../ui/format';
import { DoorTable } from './door-table';

/** One event day at the door: ingresados / vendidas, per door and per ticket type. */
export function DoorDayCard({ fecha }: { fecha: IngresosFecha }) {
  const headingId = `door-day-${fecha.idFecha}`;
  const share = fecha.vendidos === 0 ? 0 : Math.round((fecha.ingresados / fecha.vendidos) * 100);
  return (
    <section aria-labelledby={headingId} className="door-admin-card">
      <h3 id={headingId}>{T.dia(fecha.nroFecha, formatDia(fecha.inicio))}</h3>
      <p className="muted">{fecha.abierta ? T.abierta : T.cerrada}</p>
      <p className="door-big-number">
        <span className="visually-hidden">{`${T.ingresados}: `}</span>
        {T.ingresadosDe(fecha.ingresados, fecha.vendidos)}
      </p>
      <progress
        max={100}
        value={share}
        aria-label={`${T.ingresados} / ${T.vendidos}`}
        className="door-progress"
      />
      {fecha.ingresados === 0 ? (
        <p className="muted">{T.sinIngresos}</p>
      ) : (
        <DoorTable
          caption={T.porPuerta}
          headers={[T.puerta, T.ingresados]}
          rows={fecha.porPuerta.map((p) => ({ key: p.puerta, cells: [p.puerta, p.ingresados] }))}
        />
      )}
      <DoorTable
        caption={T.porTipo}
        headers={[T.tipo, T.ingresados, T.vendidos]}
        rows={fecha.porTipo.map((t) => ({
          key: t.cdTipo,
          cells: [t.dsTipo, t.ingresados, t.vendidos],
        }))}
      />
    </section>
  );
}
