import type { ProductoraMia } from '@shared/api/productoras';
import { puede } from '@shared/domain/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { ActividadSection } from './actividad-section';
import { useGetEquipoQuery, useGetMisProductorasQuery } from './api';
import { CrearProductora } from './crear-productora';
import { InvitarSection, Pendientes } from './invitar-section';
import { Miembros } from './miembros';
import './team.css';

/**
 * /productora (docs/decisions/0091-productoras-and-roles.md): the organiser's productora. With
 * none, a form creates one (its creator is its dueño); with several, a selector says which one
 * shows. The productora's name and the caller's role, then its members; a dueño also changes
 * each member's role and settlement access, invites by e-mail, sees the open invitations and
 * what the team did. Other members read the team and nothing else (the server refuses them
 * the rest).
 */
export function MiProductoraPage() {
  const mias = useGetMisProductorasQuery(undefined, { refetchOnMountOrArgChange: true });
  const [elegida, setElegida] = useState<number | null>(null);
  const status = errorStatus(mias.error);
  useEffect(() => {
    if (mias.error && (status === null || status >= 500))
      console.error('No se pudieron cargar las productoras', mias.error);
  }, [mias.error, status]);

  let body;
  if (mias.data) {
    const lista = mias.data;
    const actual = lista.find((p) => p.idProductora === elegida) ?? lista[0];
    body = actual ? (
      <>
        {lista.length > 1 && (
          <Selector lista={lista} actual={actual} onChange={(id) => setElegida(id)} />
        )}
        <EquipoView key={actual.idProductora} idProductora={actual.idProductora} />
      </>
    ) : (
      <CrearProductora onCreada={setElegida} />
    );
  } else if (mias.isError) {
    body = (
      <LoadFailed
        text={problemDetail(mias.error, T.error)}
        retryText={T.reintentar}
        onRetry={() => void mias.refetch()}
      />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page team">
      <h1>{T.titulo}</h1>
      {body}
    </section>
  );
}

function Selector({
  lista,
  actual,
  onChange,
}: {
  lista: ReadonlyArray<ProductoraMia>;
  actual: ProductoraMia;
  onChange: (idProductora: number) => void;
}) {
  const id = useId();
  return (
    <div className="team-field team-selector">
      <label htmlFor={id} className="team-label">
        {T.elegir}
      </label>
      <Select
        id={id}
        virtual={false}
        value={actual.idProductora}
        options={lista.map((p) => ({ value: p.idProductora, label: p.nombre }))}
        onChange={onChange}
      />
    </div>
  );
}

/** One productora: its name and the caller's role, the team, and a dueño's tools. */
function EquipoView({ idProductora }: { idProductora: number }) {
  const query = useGetEquipoQuery(idProductora, { refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  useEffect(() => {
    if (query.error && (status === null || status >= 500))
      console.error('No se pudo cargar el equipo', query.error);
  }, [query.error, status]);

  if (!query.data) {
    if (query.isError)
      return (
        <LoadFailed
          text={problemDetail(query.error, T.error)}
          retryText={T.reintentar}
          onRetry={() => void query.refetch()}
        />
      );
    return <LoadingText>{T.cargando}</LoadingText>;
  }
  const equipo = query.data;
  const { productora } = equipo;
  // The screens read the server's table of permissions: managing the team is a dueño's.
  const gestiona = puede({ rol: productora.rol, verLiquidacion: false }, 'miembros');
  return (
    <>
      <div className="team-card team-head">
        <h2>{productora.nombre}</h2>
        <p className="muted">{T.tuRol(productora.rol)}</p>
      </div>
      <Miembros equipo={equipo} editable={gestiona} />
      {gestiona ? (
        <>
          <InvitarSection idProductora={idProductora} />
          <Pendientes invitaciones={equipo.invitaciones} />
          <ActividadSection equipo={equipo} />
        </>
      ) : (
        <p className="muted">{T.soloLectura}</p>
      )}
    </>
  );
}
