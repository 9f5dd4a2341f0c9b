import { invitarEquipoSchema, type InvitacionEquipo } from '@shared/api/productoras';
import { ROLES_EQUIPO, type RolEquipo } from '@shared/domain/equipo';
import { ROL_EQUIPO_TEXT } from '@shared/texts/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { Button, Input, Select } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { FieldItem, invalidProps } from '../../ui/field-item';
import { formatFechaLarga, formatHora } from '../../ui/format';
import { useInvitarMutation } from './api';
import { motivoDelError } from './errors';

const ROL_OPCIONES = ROLES_EQUIPO.map((rol) => ({ value: rol, label: ROL_EQUIPO_TEXT[rol] }));

/**
 * "Invitar al equipo": an address and a role. The server mails the link; the address joins
 * when its account accepts. Its refusals (already a member, already invited) show under the
 * address.
 */
export function InvitarSection({ idProductora }: { idProductora: number }) {
  const id = useId();
  const [correo, setCorreo] = useState('');
  const [rol, setRol] = useState<RolEquipo>('productor');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [invitar, { isLoading }] = useInvitarMutation();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    setAviso(null);
    const parsed = invitarEquipoSchema.safeParse({ idProductora, correo, rol });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const invitacion = await invitar(parsed.data).unwrap();
      setCorreo('');
      setAviso(T.invitado(invitacion.correo, invitacion.rol));
    } catch (err) {
      setError(motivoDelError(err, 'No se pudo invitar al equipo'));
    }
  };

  return (
    <section className="team-card team-section" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.invitarTitulo}</h2>
      <p className="muted team-help">{T.invitarAyuda}</p>
      <form className="team-form team-invitar" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="team-field team-field-wide">
          <label htmlFor={`${id}-correo`} className="team-label">
            {T.correo}
          </label>
          <FieldItem fieldId={`${id}-correo`} error={error}>
            <Input
              id={`${id}-correo`}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={correo}
              onChange={(e) => {
                setCorreo(e.target.value);
                setError(null);
              }}
              {...invalidProps(`${id}-correo`, error)}
            />
          </FieldItem>
        </div>
        <div className="team-field">
          <label htmlFor={`${id}-rol`} className="team-label">
            {T.rol}
          </label>
          <Select<RolEquipo>
            id={`${id}-rol`}
            virtual={false}
            value={rol}
            options={ROL_OPCIONES}
            onChange={setRol}
          />
        </div>
        <div className="team-form-acciones">
          <Button type="primary" htmlType="submit" loading={isLoading} className="team-submit">
            {isLoading ? T.invitando : T.invitar}
          </Button>
          <p role="status" className="team-aviso">
            {aviso}
          </p>
        </div>
      </form>
    </section>
  );
}

/** "Vence el 7 de diciembre de 2026, 15:30" */
const vence = (iso: string) => T.vence(`${formatFechaLarga(iso)}, ${formatHora(iso)}`);

/** The open invitations: who, with which role, until when. */
export function Pendientes({ invitaciones }: { invitaciones: ReadonlyArray<InvitacionEquipo> }) {
  const id = useId();
  return (
    <section className="team-section" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.pendientesTitulo}</h2>
      {invitaciones.length === 0 ? (
        <p className="muted">{T.pendientesVacio}</p>
      ) : (
        <ul className="team-list" aria-labelledby={`${id}-titulo`}>
          {invitaciones.map((i) => (
            <li key={i.idInvitacion}>
              <strong className="team-list-main">{i.correo}</strong>
              <span className="tag">{ROL_EQUIPO_TEXT[i.rol]}</span>
              <span className="muted">{vence(i.vence)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
