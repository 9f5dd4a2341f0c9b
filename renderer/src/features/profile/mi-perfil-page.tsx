import type { UsuarioView } from '@shared/api/usuario';
import { ROL } from '@shared/domain/roles';
import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { PROFILE_MSG } from '@shared/validation/profile';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorStatus, problemDetail, problemFieldErrors } from '../../api/problem';
import { useGetUsuarioQuery, useUpdateUsuarioMutation } from '../../api/usuario-api';
import { restoreSession } from '../../session/session-actions';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import type { LocationValue } from '../../ui/location-cascade';
import { LocationPicker } from '../../ui/location-picker';
import { ResultDialog } from '../../ui/result-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { InlineField } from './inline-field';
import { PasswordDialog } from './password-dialog';
import { ProfilePhoto } from './profile-photo';
import {
  draftFieldOf,
  draftOf,
  isCompleteLocation,
  validPart,
  type DraftField,
  type FieldErrors,
  type PerfilDraft,
} from './profile-form';
import './profile.css';

/** A 400 names the field the server refused; anything else is the spec's failure text. */
function saveErrorOf(err: unknown): string {
  return errorStatus(err) === 400
    ? problemDetail(err, PROFILE_MSG.errorActualizar)
    : PROFILE_MSG.errorActualizar;
}

/** /miperfil: the guard sends a visitor without a session to /. */
export function MiPerfilPage() {
  const user = useAppSelector(selectUser);
  const perfil = useGetUsuarioQuery(user?.id ?? 0, { skip: !user });

  useEffect(() => {
    if (perfil.error) console.error('No se pudo cargar el perfil', perfil.error);
  }, [perfil.error]);

  if (!user) return null;
  return (
    <section className="page page-narrow profile">
      <h1>{T.titulo}</h1>
      {perfil.data ? (
        <PerfilEditor key={perfil.data.idUsuario} usuario={perfil.data} />
      ) : perfil.isLoading || perfil.isFetching ? (
        <p className="status-text" role="status">
          {T.cargando}
        </p>
      ) : (
        <p className="status-text" role="alert">
          {T.errorCargar}
        </p>
      )}
    </section>
  );
}

type TextField = { field: DraftField; label: string; kind?: 'date' | 'textarea' | 'url' };

const DATOS: TextField[] = [
  { field: 'nombre', label: T.nombre },
  { field: 'apellido', label: T.apellido },
  { field: 'dni', label: T.dni },
  { field: 'telefono', label: T.telefono },
  { field: 'dtNacimiento', label: T.dtNacimiento, kind: 'date' },
  { field: 'bio', label: T.bio, kind: 'textarea' },
];

/** Where an organiser is paid: shown to organisers (the settlement's PDF carries them). */
const COBRO: TextField[] = [
  { field: 'cuit', label: T.cuit },
  { field: 'banco', label: T.banco },
  { field: 'cbu', label: T.cbu },
  { field: 'aliasCbu', label: T.aliasCbu },
];

const REDES: TextField[] = [
  { field: 'mdInstagram', label: T.instagram, kind: 'url' },
  { field: 'mdSpotify', label: T.spotify, kind: 'url' },
  { field: 'mdSoundcloud', label: T.soundcloud, kind: 'url' },
];

function PerfilEditor({ usuario }: { usuario: UsuarioView }) {
  const dispatch = useAppDispatch();
  const [stored, setStored] = useState(usuario);
  const [draft, setDraft] = useState<PerfilDraft>(() => draftOf(usuario));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [update, { isLoading }] = useUpdateUsuarioMutation();
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Saves run one after another, each from the latest draft and the latest stored user.
  const latest = useRef({ stored, draft });
  latest.current = { stored, draft };
  const queue = useRef<Promise<void>>(Promise.resolve());

  const refreshSession = () => void dispatch(restoreSession());

  /**
   * Saves what is valid of the draft (the fields the rules refuse keep what was typed, with
   * their message beside them). `announce`: the Guardar button's dialog, else a quiet status.
   */
  const persist = (announce: boolean) => {
    queue.current = queue.current.then(async () => {
      const { stored: base, draft: current } = latest.current;
      setSaveError(null);
      setNotice(null);
      const { body, errors } = validPart(base, current);
      setFieldErrors(errors);
      const clean = Object.keys(errors).length === 0;
      if (!body) {
        if (announce && clean) setSaved(true);
        return;
      }
      try {
        const updated = await update(body).unwrap();
        latest.current.stored = updated;
        setStored(updated);
        // What was refused stays as typed, to be corrected; the rest is what the server keeps.
        setDraft((d) => {
          const next = draftOf(updated);
          for (const f of Object.keys(errors) as DraftField[]) next[f] = d[f];
          return { ...next, ubicacion: d.ubicacion };
        });
        if (announce && clean) setSaved(true);
        else setNotice(clean ? T.cambioGuardado : T.guardadoParcial);
        refreshSession();
      } catch (err) {
        console.error('No se pudo actualizar el perfil', err);
        const byField: FieldErrors = {};
        for (const [key, message] of Object.entries(problemFieldErrors(err))) {
          const f = draftFieldOf(key);
          if (f) byField[f] ??= message;
        }
        setFieldErrors((e) => ({ ...e, ...byField }));
        setSaveError(saveErrorOf(err));
      }
    });
  };

  // A field saves as it is left (the spec: inline fields commit on losing focus).
  const commit = (field: DraftField) => (value: string) => {
    const next = { ...latest.current.draft, [field]: value };
    latest.current.draft = next;
    setDraft(next);
    persist(false);
  };
  const onUbicacion = (ubicacion: LocationValue) => {
    const next = { ...latest.current.draft, ubicacion };
    latest.current.draft = next;
    setDraft(next);
    // Saved once every level it needs is chosen (a half-chosen place is not an address).
    if (isCompleteLocation(ubicacion)) persist(false);
  };

  const field = ({ field: name, label, kind }: TextField) => (
    <InlineField
      key={name}
      label={label}
      kind={kind}
      value={draft[name]}
      error={fieldErrors[name]}
      inputMode={['telefono', 'cuit', 'cbu'].includes(name) ? 'numeric' : undefined}
      onCommit={commit(name)}
    />
  );

  return (
    <>
      <p className={notice ? 'profile-notice' : 'visually-hidden'} role="status">
        {notice ?? ''}
      </p>

      <ProfilePhoto idUsuario={stored.idUsuario} onChanged={refreshSession} />

      <h2>{T.datos}</h2>
      <p className="muted">{T.editarAyuda}</p>
      <div className="profile-fields">
        {DATOS.slice(0, 2).map(field)}
        <div className="profile-field">
          <span className="form-label">{T.correo}</span>
          <span className="profile-readonly" aria-label={T.correo}>
            {stored.correo}
          </span>
          <span className="muted">{T.correoAyuda}</span>
        </div>
        {DATOS.slice(2).map(field)}
      </div>

      <h2>{T.domicilio}</h2>
      <LocationPicker value={draft.ubicacion} onChange={onUbicacion} />
      <div className="profile-fields">{field({ field: 'direccion', label: T.direccion })}</div>

      <h2>{T.redes}</h2>
      <div className="profile-fields">{REDES.map(field)}</div>

      {stored.roles.some((r) => r.cdRol === ROL.ORGANIZADOR) && (
        <>
          <h2>{T.cobro}</h2>
          <p className="muted">{T.cobroAyuda}</p>
          <div className="profile-fields">{COBRO.map(field)}</div>
        </>
      )}

      {saveError && (
        <p className="inline-error" role="alert">
          {saveError}
        </p>
      )}
      <div className="profile-actions">
        <Button type="primary" loading={isLoading} onClick={() => persist(true)}>
          {T.guardar}
        </Button>
        <Button onClick={() => setDialog('password')}>{T.cambiarPassword}</Button>
        <Button danger onClick={() => setDialog('delete')}>
          {T.eliminarCuenta}
        </Button>
      </div>

      <ResultDialog
        open={saved}
        title={PROFILE_MSG.cambiosGuardados}
        okText={T.aceptar}
        onClose={() => setSaved(false)}
      >
        <p>{PROFILE_MSG.datosActualizados}</p>
      </ResultDialog>
      <PasswordDialog
        open={dialog === 'password'}
        onClose={() => setDialog(null)}
        onChanged={() => {
          setDialog(null);
          setNotice(PROFILE_MSG.passwordActualizada);
        }}
      />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        idUsuario={stored.idUsuario}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
