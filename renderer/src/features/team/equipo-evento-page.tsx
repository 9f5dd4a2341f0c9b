import type { EquipoDelEvento, MiembroEnEvento } from '@shared/api/productoras';
import { ROLES_EN_EVENTO, type RolEnEvento } from '@shared/domain/equipo';
import { ROL_EN_EVENTO_TEXT } from '@shared/texts/equipo';
import { EQUIPO_TEXT } from '@shared/texts/equipo-pantalla';
import { useEffect, useId, useState } from 'react';
import { OwnEventPage, useEventoIdParam } from '../../ui/own-event-page';
import { useCambiarRolEnEventoMutation, useGetEquipoDelEventoQuery } from './api';
import { motivoDelError } from './errors';
import './team.css';

const T = EQUIPO_TEXT.equipoEvento;
/** The select's value for "as in the productora" (no role of the event's own). */
const COMO_EN_PRODUCTORA = '';

/**
 * /equipo-evento/{eventoId} (docs/decisions/0091-productoras-and-roles.md): each member of the
 * event's productora works it with their productora role unless it is given another role for
 * this night, or none. Who manages the team (a dueño, the event's owner) changes it here; each
 * change is saved at once (POST /Productora/RolEnEvento) and the server's refusal shows under
 * that member. Dueños keep their role on every event. Plain HTML, as the commissions page.
 */
export function EquipoEventoPage() {
  const { idEvento, valid } = useEventoIdParam();
  const query = useGetEquipoDelEventoQuery(idEvento, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  return (
    <OwnEventPage
      className="team team-evento"
      idEvento={idEvento}
      valid={valid}
      title={(equipo) => (equipo ? T.tituloEvento(equipo.nombreEvento) : T.titulo)}
      query={query}
      texts={T}
      failure="No se pudo cargar el equipo del evento"
    >
      {(equipo) => <Miembros equipo={equipo} />}
    </OwnEventPage>
  );
}

function Miembros({ equipo }: { equipo: EquipoDelEvento }) {
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <>
      <p className="muted">{T.ayuda(equipo.productora)}</p>
      <ul className="team-evento-lista" aria-label={T.miembros}>
        {equipo.miembros.map((m) => (
          <li key={m.idUsuario}>
            <MiembroEnEventoCard idEvento={equipo.idEvento} miembro={m} onGuardado={setAviso} />
          </li>
        ))}
      </ul>
      <p role="status" className="team-aviso">
        {aviso}
      </p>
    </>
  );
}

function MiembroEnEventoCard({
  idEvento,
  miembro: m,
  onGuardado,
}: {
  idEvento: number;
  miembro: MiembroEnEvento;
  onGuardado: (aviso: string | null) => void;
}) {
  const id = useId();
  const [cambiar, { isLoading }] = useCambiarRolEnEventoMutation();
  /** What the select shows while it is being saved (never the old value for a moment). */
  const [pendiente, setPendiente] = useState<string | null>(null);
  /** A saved value the team's data does not show yet (it is read again after a save). */
  const [guardado, setGuardado] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actual = m.rolEvento ?? COMO_EN_PRODUCTORA;
  useEffect(() => {
    if (guardado === actual) setGuardado(null);
  }, [guardado, actual]);
  const valor = pendiente ?? guardado ?? actual;

  const guardar = async (value: string) => {
    if (isLoading) return;
    const rol = value === COMO_EN_PRODUCTORA ? null : (value as RolEnEvento);
    setPendiente(value);
    setError(null);
    onGuardado(null);
    try {
      const linea = await cambiar({ idEvento, idUsuario: m.idUsuario, rol }).unwrap();
      setGuardado(linea.rolEvento ?? COMO_EN_PRODUCTORA);
      onGuardado(T.guardado(m.nombre, linea.rol));
    } catch (err) {
      setError(motivoDelError(err, 'No se pudo cambiar el rol en el evento'));
    } finally {
      setPendiente(null);
    }
  };

  return (
    <article className="team-card team-evento-card" aria-labelledby={`${id}-nombre`}>
      <h2 id={`${id}-nombre`} className="team-evento-nombre">
        {m.nombre}
      </h2>
      <p className="muted">{m.correo}</p>
      <p>{T.enProductora(m.rolProductora)}</p>
      {m.rolProductora === 'duenio' ? (
        <p>{T.duenioEnTodos}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-rol`}>{T.rolEnEvento}</label>
          <select
            id={`${id}-rol`}
            aria-label={T.rolEnEventoDe(m.nombre)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="input"
            aria-busy={isLoading}
            value={valor}
            onChange={(e) => void guardar(e.target.value)}
          >
            <option value={COMO_EN_PRODUCTORA}>{T.comoEnProductora(m.rolProductora)}</option>
            {ROLES_EN_EVENTO.filter((r) => r !== m.rolProductora).map((r) => (
              <option key={r} value={r}>
                {ROL_EN_EVENTO_TEXT[r]}
              </option>
            ))}
          </select>
          {isLoading && <span className="muted">{T.guardando}</span>}
          {error && (
            <p id={`${id}-error`} className="inline-error team-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
