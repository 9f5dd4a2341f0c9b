import type { UsuarioView } from '@shared/api/usuario';
import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { PROFILE_MSG, updateUsuarioSchema } from '@shared/validation/profile';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useGetUsuarioQuery, useUpdateUsuarioMutation } from '../../api/usuario-api';
import { restoreSession } from '../../session/session-actions';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { LocationPicker } from '../../ui/location-picker';
import { ResultDialog } from '../../ui/result-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { InlineField } from './inline-field';
import { PasswordDialog } from './password-dialog';
import { ProfilePhoto } from './profile-photo';
import { draftOf, toUpdatePayload, type DraftField, type PerfilDraft } from './profile-form';
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
  { field: 'cbu', label: T.cbu },
  { field: 'bio', label: T.bio, kind: 'textarea' },
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
  const [update, { isLoading }] = useUpdateUsuarioMutation();
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const commit = (field: DraftField) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const refreshSession = () => void dispatch(restoreSession());

  const save = async () => {
    setSaveError(null);
    setNotice(null);
    const body = toUpdatePayload(stored, draft);
    // The server's own rules, checked first so a typo costs no round trip.
    const parsed = updateUsuarioSchema.safeParse(body);
    if (!parsed.success) {
      setSaveError(parsed.error.issues[0]?.message ?? PROFILE_MSG.errorActualizar);
      return;
    }
    try {
      const updated = await update(body).unwrap();
      setStored(updated);
      setDraft(draftOf(updated));
      setSaved(true);
      refreshSession();
    } catch (err) {
      console.error('No se pudo actualizar el perfil', err);
      setSaveError(saveErrorOf(err));
    }
  };

  const field = ({ field: name, label, kind }: TextField) => (
    <InlineField
      key={name}
      label={label}
      kind={kind}
      value={draft[name]}
      inputMode={name === 'telefono' ? 'numeric' : undefined}
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
      <LocationPicker
        value={draft.ubicacion}
        onChange={(ubicacion) => setDraft((d) => ({ ...d, ubicacion }))}
      />
      <div className="profile-fields">{field({ field: 'direccion', label: T.direccion })}</div>

      <h2>{T.redes}</h2>
      <div className="profile-fields">{REDES.map(field)}</div>

      {saveError && (
        <p className="inline-error" role="alert">
          {saveError}
        </p>
      )}
      <div className="profile-actions">
        <Button type="primary" loading={isLoading} onClick={() => void save()}>
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
