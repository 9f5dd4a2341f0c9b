import { DOOR_TEXT } from '@shared/texts/door';
import { formatHora } from '../ui/format';
import type { DoorStatus } from './door-session';

/** Always on screen: online or not, scans waiting to sync, how many are in. */
export function StatusBar({ status }: { status: DoorStatus }) {
  return (
    <div role="status" aria-label={DOOR_TEXT.titulo} className="door-status">
      <span className={status.online ? 'door-online' : 'door-offline'}>
        {status.online ? DOOR_TEXT.enLinea : DOOR_TEXT.sinConexion}
      </span>
      <span>{DOOR_TEXT.pendientes(status.pendientes)}</span>
      <span>{DOOR_TEXT.ingresados(status.ingresados, status.vendidos)}</span>
      <span className="door-hint">
        {DOOR_TEXT.actualizado(formatHora(new Date(status.actualizadoAt).toISOString()))}
      </span>
    </div>
  );
}
