import type { Equipo, Miembro } from '@shared/api/productoras';
import {
  puede,
  ROLES_EQUIPO,
  VE_LIQUIDACION_SI_SE_PERMITE,
  type RolEquipo,
} from '@shared/domain/equipo';
import { ROL_EQUIPO_TEXT } from '@shared/texts/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { Select, Switch, Table, type TableColumnsType } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useMediaQuery } from '../../ui/use-media-query';
import { useCambiarMiembroMutation } from './api';
import { motivoDelError } from './errors';

const ROL_OPCIONES = ROLES_EQUIPO.map((rol) => ({ value: rol, label: ROL_EQUIPO_TEXT[rol] }));

type Cambio = Pick<Miembro, 'rol' | 'verLiquidacion'>;

/** Whether the dueño's switch means anything for this role (a dueño always sees the money). */
const liquidacionOpcional = (rol: RolEquipo) => VE_LIQUIDACION_SI_SE_PERMITE.includes(rol);

/**
 * The team: name, e-mail, role and whether each member sees the settlement. A dueño changes a
 * member's role and "Ver liquidación" right there; each change is saved at once
 * (POST /Productora/Miembro) and the server's refusal ("La productora necesita al menos un
 * dueño.") shows under that member. A table on wide screens, one card per member on a phone.
 */
export function Miembros({ equipo, editable }: { equipo: Equipo; editable: boolean }) {
  const id = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const [cambiar] = useCambiarMiembroMutation();
  const idProductora = equipo.productora.idProductora;
  /** Changes being saved, by member: the controls show them meanwhile. */
  const [guardando, setGuardando] = useState<Record<number, Cambio>>({});
  const [errores, setErrores] = useState<Record<number, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);

  /**
   * Changes saved that the team's data does not show yet (it is read again after a save): the
   * controls keep them, so a switch never flips back for a moment.
   */
  const [guardados, setGuardados] = useState<Record<number, Cambio>>({});
  useEffect(() => {
    setGuardados((g) => {
      const vigentes = Object.entries(g).filter(([idUsuario, c]) => {
        const m = equipo.miembros.find((x) => x.idUsuario === Number(idUsuario));
        return m !== undefined && (m.rol !== c.rol || m.verLiquidacion !== c.verLiquidacion);
      });
      return vigentes.length === Object.keys(g).length ? g : Object.fromEntries(vigentes);
    });
  }, [equipo]);

  const actual = (m: Miembro): Cambio => guardando[m.idUsuario] ?? guardados[m.idUsuario] ?? m;
  const sinClave = <V,>(record: Record<number, V>, key: number) => {
    const { [key]: _omitted, ...rest } = record;
    return rest;
  };

  const guardar = async (m: Miembro, cambio: Partial<Cambio>) => {
    if (guardando[m.idUsuario]) return;
    const nuevo: Cambio = { rol: m.rol, verLiquidacion: m.verLiquidacion, ...cambio };
    setGuardando((g) => ({ ...g, [m.idUsuario]: nuevo }));
    setErrores((e) => sinClave(e, m.idUsuario));
    setAviso(null);
    try {
      await cambiar({ idProductora, idUsuario: m.idUsuario, ...nuevo }).unwrap();
      setGuardados((g) => ({ ...g, [m.idUsuario]: nuevo }));
      setAviso(T.guardado(m.nombre));
    } catch (err) {
      setErrores((e) => ({
        ...e,
        [m.idUsuario]: motivoDelError(err, 'No se pudo cambiar el miembro'),
      }));
    } finally {
      setGuardando((g) => sinClave(g, m.idUsuario));
    }
  };

  const errorId = (m: Miembro) => `${id}-error-${m.idUsuario}`;
  const error = (m: Miembro) =>
    errores[m.idUsuario] && (
      <p id={errorId(m)} className="inline-error team-error" role="alert">
        {errores[m.idUsuario]}
      </p>
    );
  const rolControl = (m: Miembro, controlId?: string) => (
    <Select<RolEquipo>
      id={controlId}
      // Named after the member in the table and in the cards alike (the card's visible label,
      // "Rol", starts the name).
      aria-label={T.rolDe(m.nombre)}
      aria-describedby={errores[m.idUsuario] ? errorId(m) : undefined}
      className="team-rol"
      virtual={false}
      value={actual(m).rol}
      loading={Boolean(guardando[m.idUsuario])}
      options={ROL_OPCIONES}
      onChange={(rol) => void guardar(m, { rol })}
    />
  );
  const liquidacionControl = (m: Miembro, controlId?: string) => {
    const v = actual(m);
    return (
      <Switch
        id={controlId}
        aria-label={T.verLiquidacionDe(m.nombre)}
        checked={puede(v, 'liquidacion')}
        disabled={!liquidacionOpcional(v.rol)}
        loading={Boolean(guardando[m.idUsuario])}
        onChange={(verLiquidacion) => void guardar(m, { verLiquidacion })}
      />
    );
  };
  const siNo = (m: Miembro) => (puede(m, 'liquidacion') ? T.si : T.no);

  let lista;
  if (wide) {
    const columns: TableColumnsType<Miembro> = [
      { title: T.columnas.nombre, key: 'nombre', render: (_, m) => m.nombre },
      { title: T.columnas.correo, key: 'correo', render: (_, m) => m.correo },
      {
        title: T.columnas.rol,
        key: 'rol',
        render: (_, m) =>
          editable ? (
            <div className="team-rol-cell">
              {rolControl(m)}
              {error(m)}
            </div>
          ) : (
            ROL_EQUIPO_TEXT[m.rol]
          ),
      },
      {
        title: T.columnas.liquidacion,
        key: 'liquidacion',
        render: (_, m) => (editable ? liquidacionControl(m) : siNo(m)),
      },
    ];
    lista = (
      <Table<Miembro>
        rowKey="idUsuario"
        columns={columns}
        dataSource={equipo.miembros}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    );
  } else {
    lista = (
      <ul className="team-cards" aria-label={T.equipoTabla}>
        {equipo.miembros.map((m) => {
          const cid = `${id}-${m.idUsuario}`;
          return (
            <li key={m.idUsuario} className="team-card team-member">
              <strong className="team-member-nombre">{m.nombre}</strong>
              <span className="muted team-member-correo">{m.correo}</span>
              {editable ? (
                <>
                  <div className="team-field">
                    <label htmlFor={`${cid}-rol`} className="team-label">
                      {T.rol}
                    </label>
                    {rolControl(m, `${cid}-rol`)}
                  </div>
                  <div className="team-switch">
                    {liquidacionControl(m, `${cid}-liq`)}
                    <label htmlFor={`${cid}-liq`}>{T.verLiquidacion}</label>
                  </div>
                  {error(m)}
                </>
              ) : (
                <dl className="team-member-datos">
                  <dt>{T.columnas.rol}</dt>
                  <dd>{ROL_EQUIPO_TEXT[m.rol]}</dd>
                  <dt>{T.columnas.liquidacion}</dt>
                  <dd>{siNo(m)}</dd>
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="team-section" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.equipoTitulo}</h2>
      {editable && <p className="muted team-help">{T.liquidacionAyuda}</p>}
      {lista}
      {/* Always there, its line kept: a saved change moves nothing below it. */}
      <p role="status" className="team-aviso">
        {aviso}
      </p>
    </section>
  );
}
