import type { ArtistaView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { ARTIST_FORM_TEXT as T } from '@shared/texts/admin-validation';
import { ARTIST_MSG, firstIssue, updateArtistaSchema } from '@shared/validation/admin';
import { Button, Modal } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import {
  useDeleteArtistaFotoMutation,
  useGetArtistaAdminQuery,
  useGetArtistaFotoQuery,
  useUpdateArtistaMutation,
} from './api';
import { ArtistaFormFrame, ArtistaPage, useArtistaForm } from './artista-form-frame';
import { formOf } from './artista-fields';
import { LoadingText } from '../../ui/status-text';

/** /editar-artista/{id}: loads the artist, active or not. */
export function EditarArtistaPage() {
  const { id } = useParams();
  const idArtista = Number(id);
  const valid = Number.isInteger(idArtista) && idArtista > 0;
  const query = useGetArtistaAdminQuery(idArtista, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  const notFound = !valid || query.data === null || errorStatus(query.error) === 404;

  useEffect(() => {
    if (query.error && !notFound) console.error(T.errorCarga, query.error);
  }, [query.error, notFound]);

  return (
    <ArtistaPage title={T.tituloEditar}>
      {notFound ? (
        <p className="status-text" role="alert">
          {ARTIST_MSG.noEncontrado}
        </p>
      ) : query.data ? (
        <EditForm key={query.data.idArtista} artista={query.data} />
      ) : query.isError ? (
        <p className="status-text" role="alert">
          {T.errorCarga}
        </p>
      ) : (
        <LoadingText>{T.cargando}</LoadingText>
      )}
      <Link to={ROUTES.modificarEliminarArtistas.path}>{T.volver}</Link>
    </ArtistaPage>
  );
}

/**
 * Name, photo with preview (and deleting the stored one), bio and socials. "Confirmar" checks,
 * asks for confirmation, saves, uploads a new photo, and a success dialog leads back to the
 * list (docs/architecture.md, "Renderer").
 */
function EditForm({ artista }: { artista: ArtistaView }) {
  const navigate = useNavigate();
  const idArtista = artista.idArtista;
  const fotoGuardada = useGetArtistaFotoQuery(idArtista);
  const [actualizar] = useUpdateArtistaMutation();
  const [borrarFoto, { isLoading: borrandoFoto }] = useDeleteArtistaFotoMutation();
  const state = useArtistaForm(() => formOf(artista));
  const [avisoFoto, setAvisoFoto] = useState<{ texto: string; error: boolean } | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  const body = () => ({ idArtista, ...state.form, isActivo: artista.isActivo });

  const onSubmit = (event: FormEvent) => {
    if (state.check(event, () => firstIssue(updateArtistaSchema, body()))) setConfirmando(true);
  };

  const onConfirm = async () => {
    setConfirmando(false);
    await state.save(
      async () => (await actualizar(updateArtistaSchema.parse(body())).unwrap()).idArtista,
      state.foto,
      ARTIST_MSG.errorActualizar,
    );
  };

  const onDeletePhoto = async () => {
    const stored = fotoGuardada.data;
    if (!stored) return;
    setAvisoFoto(null);
    try {
      await borrarFoto({ idMedia: stored.idMedia, idArtista }).unwrap();
      setAvisoFoto({ texto: MSG.imagenEliminada, error: false });
    } catch (err) {
      console.error(MSG.errorEliminarImagen, err);
      setAvisoFoto({ texto: MSG.errorEliminarImagen, error: true });
    }
  };

  return (
    <ArtistaFormFrame
      state={state}
      onSubmit={onSubmit}
      photo={{
        // The artist's own link stands in until (or if) the media list answers.
        currentUrl: fotoGuardada.isSuccess ? (fotoGuardada.data?.url ?? null) : artista.imagen,
        onPicked: () => setAvisoFoto(null),
        children: fotoGuardada.data && (
          <Button
            danger
            loading={borrandoFoto}
            disabled={state.busy}
            onClick={() => void onDeletePhoto()}
          >
            {T.eliminarImagen}
          </Button>
        ),
      }}
      notice={
        avisoFoto && (
          <p
            className={avisoFoto.error ? 'inline-error' : 'admin-ok'}
            role={avisoFoto.error ? 'alert' : 'status'}
          >
            {avisoFoto.texto}
          </p>
        )
      }
      submitText={{ idle: T.confirmar, busy: T.guardando }}
      dialogs={
        <Modal
          open={confirmando}
          title={T.confirmarTitulo}
          okText={T.confirmar}
          cancelText={T.cancelar}
          onOk={() => void onConfirm()}
          onCancel={() => setConfirmando(false)}
        >
          <p>{T.confirmarDetalle(state.form.nombre.trim())}</p>
        </Modal>
      }
      resultTitle={{ ok: ARTIST_MSG.actualizado, error: ARTIST_MSG.errorActualizar }}
      afterSuccess={() => void navigate(ROUTES.modificarEliminarArtistas.path)}
    />
  );
}
