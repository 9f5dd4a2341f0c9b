import {
  agregarPersonalSchema,
  type InvitacionPuerta,
  type PersonalPuerta,
} from '@shared/api/door';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import { useState, type FormEvent } from 'react';
import { problemDetail } from '../../api/problem';
import { MSG } from '@shared/messages';
import {
  useAgregarPersonalMutation,
  useGetPersonalQuery,
  useQuitarPersonalMutation,
  useRetirarInvitacionMutation,
} from './api';

type Confirmacion =
  { tipo: 'quitar'; persona: PersonalPuerta } | { tipo: 'retirar'; invitacion: InvitacionPuerta };

/**
 * Door staff of one event: invited by e-mail, they join when they accept
 * (docs/decisions/0076-hostile-users.md); pending invitations can be withdrawn, staff removed.
 */
export function StaffSection({ idEvento }: { idEvento: number }) {
  const personal = useGetPersonalQuery(idEvento, { refetchOnMountOrArgChange: true });
  const [agregar, agregando] = useAgregarPersonalMutation();
  const [quitar] = useQuitarPersonalMutation();
  const [retirar] = useRetirarInvitacionMutation();
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState<Confirmacion | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAviso(null);
    const parsed = agregarPersonalSchema.safeParse({ idEvento, correo });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const { invitacion } = await agregar(parsed.data).unwrap();
      setCorreo('');
      setAviso(T.staffInvitacionEnviada(invitacion.correo));
    } catch (err) {
      setError(problemDetail(err, MSG.errorInterno));
    }
  }

  async function onConfirmar(c: Confirmacion) {
    setConfirmando(null);
    setAviso(null);
    try {
      if (c.tipo === 'quitar') await quitar({ idEvento, idUsuario: c.persona.idUsuario }).unwrap();
      else await retirar({ idEvento, idInvitacion: c.invitacion.idInvitacion }).unwrap();
    } catch (err) {
      setError(problemDetail(err, MSG.errorInterno));
    }
  }

  const lista = personal.data?.personal ?? [];
  const invitaciones = personal.data?.invitaciones ?? [];
  const pregunta =
    confirmando &&
    (confirmando.tipo === 'quitar'
      ? T.staffQuitarConfirmar(confirmando.persona.correo)
      : T.staffRetirarConfirmar(confirmando.invitacion.correo));
  return (
    <section aria-labelledby="door-staff" className="door-admin-card">
      <h2 id="door-staff">{T.staffTitulo}</h2>
      <p className="muted">{T.staffAyuda}</p>
      <form className="door-staff-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label htmlFor="door-staff-correo">{T.staffCorreo}</label>
        <input
          id="door-staff-correo"
          className="input"
          type="email"
          autoComplete="off"
          value={correo}
          aria-invalid={error !== null}
          aria-describedby={error ? 'door-staff-error' : undefined}
          onChange={(e) => setCorreo(e.target.value)}
        />
        <button type="submit" className="btn" disabled={agregando.isLoading}>
          {agregando.isLoading ? T.staffAgregando : T.staffAgregar}
        </button>
      </form>
      {error && (
        <p id="door-staff-error" role="alert" className="inline-error">
          {error}
        </p>
      )}
      {aviso && <p role="status">{aviso}</p>}
      {personal.isSuccess && lista.length === 0 && invitaciones.length === 0 && (
        <p className="muted">{T.staffVacio}</p>
      )}
      {lista.length + invitaciones.length > 0 && (
        <ul className="door-staff-list" aria-label={T.staffLista}>
          {lista.map((p) => (
            <li key={`p${p.idUsuario}`}>
              <span>
                <strong>{p.correo}</strong> {p.nombre}
              </span>
              <button
                type="button"
                className="btn"
                aria-label={`${T.staffQuitar} ${p.correo}`}
                onClick={() => setConfirmando({ tipo: 'quitar', persona: p })}
              >
                {T.staffQuitar}
              </button>
            </li>
          ))}
          {invitaciones.map((i) => (
            <li key={`i${i.idInvitacion}`}>
              <span>
                <strong>{i.correo}</strong>
              </span>
              <span className="tag tag-accent">{T.staffInvitado}</span>
              <button
                type="button"
                className="btn"
                aria-label={`${T.staffRetirar} ${i.correo}`}
                onClick={() => setConfirmando({ tipo: 'retirar', invitacion: i })}
              >
                {T.staffRetirar}
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirmando && pregunta && (
        <div role="alertdialog" aria-label={pregunta}>
          <p>{pregunta}</p>
          <button type="button" className="btn" onClick={() => void onConfirmar(confirmando)}>
            {confirmando.tipo === 'quitar' ? T.staffQuitar : T.staffRetirar}
          </button>
          <button type="button" className="btn" onClick={() => setConfirmando(null)}>
            {T.staffCancelar}
          </button>
        </div>
      )}
    </section>
  );
}
