import { agregarPersonalSchema, type PersonalPuerta } from '@shared/api/door';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import { useState, type FormEvent } from 'react';
import { problemDetail } from '../../api/problem';
import { MSG } from '@shared/messages';
import { useAgregarPersonalMutation, useGetPersonalQuery, useQuitarPersonalMutation } from './api';

/** Door staff of one event: add by e-mail (existing account or invitation), remove. */
export function StaffSection({ idEvento }: { idEvento: number }) {
  const personal = useGetPersonalQuery(idEvento, { refetchOnMountOrArgChange: true });
  const [agregar, agregando] = useAgregarPersonalMutation();
  const [quitar] = useQuitarPersonalMutation();
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState<PersonalPuerta | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAviso(null);
    const parsed = agregarPersonalSchema.safeParse({ idEvento, correo });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const { persona, invitado } = await agregar(parsed.data).unwrap();
      setCorreo('');
      setAviso(
        invitado ? T.staffInvitacionEnviada(persona.correo) : T.staffAgregado(persona.correo),
      );
    } catch (err) {
      setError(problemDetail(err, MSG.errorInterno));
    }
  }

  async function onQuitar(persona: PersonalPuerta) {
    setConfirmando(null);
    setAviso(null);
    try {
      await quitar({ idEvento, idUsuario: persona.idUsuario }).unwrap();
    } catch (err) {
      setError(problemDetail(err, MSG.errorInterno));
    }
  }

  const lista = personal.data?.personal ?? [];
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
      {personal.isSuccess && lista.length === 0 && <p className="muted">{T.staffVacio}</p>}
      {lista.length > 0 && (
        <ul className="door-staff-list" aria-label={T.staffLista}>
          {lista.map((p) => (
            <li key={p.idUsuario}>
              <span>
                <strong>{p.correo}</strong> {p.nombre}
              </span>
              {p.invitacionPendiente && <span className="tag tag-accent">{T.staffInvitado}</span>}
              <button
                type="button"
                className="btn"
                aria-label={`${T.staffQuitar} ${p.correo}`}
                onClick={() => setConfirmando(p)}
              >
                {T.staffQuitar}
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirmando && (
        <div role="alertdialog" aria-label={T.staffQuitarConfirmar(confirmando.correo)}>
          <p>{T.staffQuitarConfirmar(confirmando.correo)}</p>
          <button type="button" className="btn" onClick={() => void onQuitar(confirmando)}>
            {T.staffQuitar}
          </button>
          <button type="button" className="btn" onClick={() => setConfirmando(null)}>
            {T.staffCancelar}
          </button>
        </div>
      )}
    </section>
  );
}
