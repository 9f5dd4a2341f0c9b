import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { PickedFile } from '@shared/platform';
import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { PROFILE_MSG } from '@shared/validation/profile';
import { Button } from 'antd';
import { useState } from 'react';
import { UploadError, uploadMedia } from '../../api/media-upload';
import { useAppDispatch } from '../../state/hooks';
import { PhotoField } from '../../ui/photo-field';
import { invalidateFotoPerfil, useDeleteFotoPerfilMutation, useGetFotoPerfilQuery } from './api';

type Notice = { ok: boolean; text: string; detail?: string };

const PHOTO_TEXTS = {
  label: T.foto,
  elegir: T.elegirFoto,
  cambiar: T.cambiarFoto,
  vistaPrevia: T.vistaPrevia,
  ayuda: T.fotoAyuda,
};

/** Why the server refused a file (its Spanish detail), for the lines under the spec's text. */
const refusal = (err: unknown) =>
  err instanceof UploadError && (err.status === 400 || err.status === 413)
    ? err.message
    : undefined;

/**
 * The profile photo (docs/architecture.md, "Renderer"): select, preview, accept (the server
 * replaces the old one) or cancel; a stored photo can be deleted. `onChanged` refreshes the nav's
 * avatar.
 */
export function ProfilePhoto({
  idUsuario,
  onChanged,
}: {
  idUsuario: number;
  onChanged: () => void;
}) {
  const dispatch = useAppDispatch();
  const foto = useGetFotoPerfilQuery(idUsuario);
  const [deleteFoto, deleting] = useDeleteFotoPerfilMutation();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const accept = async () => {
    if (!file) return;
    setUploading(true);
    setNotice(null);
    try {
      await uploadMedia(mediaOwnerKey('usuario', idUsuario), file);
      setFile(null);
      setNotice({ ok: true, text: PROFILE_MSG.imagenActualizada });
      dispatch(invalidateFotoPerfil(idUsuario));
      onChanged();
    } catch (err) {
      console.error('No se pudo subir la foto de perfil', err);
      setNotice({ ok: false, text: PROFILE_MSG.errorActualizarImagen, detail: refusal(err) });
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!foto.data) return;
    setNotice(null);
    try {
      await deleteFoto({ idMedia: foto.data.idMedia, idUsuario }).unwrap();
      setNotice({ ok: true, text: PROFILE_MSG.imagenEliminada });
      onChanged();
    } catch (err) {
      console.error('No se pudo eliminar la foto de perfil', err);
      setNotice({ ok: false, text: PROFILE_MSG.errorEliminarImagen });
    }
  };

  return (
    <div className="profile-photo">
      <PhotoField
        texts={PHOTO_TEXTS}
        rule="usuario"
        file={file}
        currentUrl={foto.data?.url ?? null}
        disabled={uploading || deleting.isLoading}
        onPicked={(picked) => {
          setFile(picked);
          setNotice(null);
        }}
      >
        {file ? (
          <>
            <Button type="primary" loading={uploading} onClick={() => void accept()}>
              {T.aceptarFoto}
            </Button>
            <Button disabled={uploading} onClick={() => setFile(null)}>
              {T.cancelarFoto}
            </Button>
          </>
        ) : foto.data ? (
          <Button danger loading={deleting.isLoading} onClick={() => void remove()}>
            {T.eliminarFoto}
          </Button>
        ) : null}
      </PhotoField>
      {notice && (
        <div
          className={notice.ok ? 'profile-notice' : 'inline-error'}
          role={notice.ok ? 'status' : 'alert'}
        >
          <p>{notice.text}</p>
          {notice.detail && <p>{notice.detail}</p>}
        </div>
      )}
    </div>
  );
}
