import type { Equipo } from '@shared/api/productoras';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { Button } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { formatFechaNumerica, formatHora } from '../../ui/format';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { fraseDeActividad, type Nombres } from './actividad';
import { useGetActividadQuery, useGetEventosDelEquipoQuery } from './api';

/** Entries shown before "Ver toda la actividad". */
const PRIMERAS = 10;

/**
 * "Actividad del equipo" (a dueño's): who invited whom, who joined, roles changed, events
 * joined, codes created or deactivated, newest first, each as a sentence with its time.
 */
export function ActividadSection({ equipo }: { equipo: Equipo }) {
  const id = useId();
  const idProductora = equipo.productora.idProductora;
  const user = useAppSelector(selectUser);
  const query = useGetActividadQuery(idProductora, { refetchOnMountOrArgChange: true });
  // The events it names: the caller's, their productoras' among them.
  const eventos = useGetEventosDelEquipoQuery(user?.id ?? 0, { skip: !user });
  const [todo, setTodo] = useState(false);
  const nombres: Nombres = useMemo(
    () => ({
      miembros: new Map(equipo.miembros.map((m) => [m.idUsuario, m.nombre])),
      eventos: new Map((eventos.data?.eventos ?? []).map((e) => [e.idEvento, e.nombre])),
    }),
    [equipo.miembros, eventos.data],
  );

  let body;
  if (query.data) {
    const entradas = todo ? query.data : query.data.slice(0, PRIMERAS);
    body =
      query.data.length === 0 ? (
        <p className="muted">{T.actividadVacia}</p>
      ) : (
        <>
          <ol className="team-actividad" aria-labelledby={`${id}-titulo`}>
            {entradas.map((a, i) => (
              <li key={`${a.at}-${i}`}>
                <span>{fraseDeActividad(a, nombres)}</span>
                <time dateTime={a.at} className="muted">
                  {`${formatFechaNumerica(a.at)} ${formatHora(a.at)}`}
                </time>
              </li>
            ))}
          </ol>
          {!todo && query.data.length > PRIMERAS && (
            <Button onClick={() => setTodo(true)}>{T.actividadVerTodo(query.data.length)}</Button>
          )}
        </>
      );
  } else if (query.isError) {
    body = (
      <LoadFailed
        text={T.actividadError}
        retryText={T.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <LoadingText>{T.actividadCargando}</LoadingText>;
  }

  return (
    <section className="team-section" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.actividadTitulo}</h2>
      {body}
    </section>
  );
}
