import type { ArtistaView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import type { PickedFile } from '@shared/platform';
import { ROUTES } from '@shared/routes';
import { ARTIST_FORM_TEXT as T } from '@shared/texts/admin-validation';
import { ARTIST_MSG, firstIssue, updateArtistaSchema } from '@shared/validation/admin';
import { Alert, Button, Modal, Progress } from 'antd';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import '../../ui/event-form.css';
import { PhotoField } from '../../ui/photo-field';
import { ResultDialog } from '../../ui/result-dialog';
import './admin-artists.css';
import {
  useDeleteArtistaFotoMutation,
  useGetArtistaAdminQuery,
  useGetArtistaFotoQuery,
  useUpdateArtistaMutation,
} from './api';
import { ArtistaFields, formOf, type ArtistaForm } from './artista-fields';
import { useSaveArtista } from './use-save-artista';
import { LoadingText } from '../../ui/status-text';

/** /editar-artista/{id} (spec 001 §2): loads the artist, active or not. */
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
    <section className="page page-narrow admin-artists">
      <h1>{T.tituloEditar}</h1>
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
    </section>
  );
}

/**
 * Name, photo with preview (and deleting the stored one), bio and socials. "Confirmar" checks,
 * asks for confirmation, saves, uploads a new photo, and a success dialog leads back to the
 * list (spec 001 §2).
 */
function EditForm({ artista }: { artista: ArtistaView }) {
  const navigate = useNavigate();
  const idArtista = artista.idArtista;
  const fotoGuardada = useGetArtistaFotoQuery(idArtista);
  const [actualizar] = useUpdateArtistaMutation();
  const [borrarFoto, { isLoading: borrandoFoto }] = useDeleteArtistaFotoMutation();
  const [form, setForm] = useState<ArtistaForm>(() => formOf(artista));
  const [foto, setFoto] = useState<PickedFile | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [avisoFoto, setAvisoFoto] = useState<{ texto: string; error: boolean } | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const { busy, progress, resultado, setResultado, save } = useSaveArtista();
  const id = useId();

  const body = () => ({ idArtista, ...form, isActivo: artista.isActivo });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = firstIssue(updateArtistaSchema, body());
    setAlert(invalid);
    if (!invalid) setConfirmando(true);
  };

  const onConfirm = async () => {
    setConfirmando(false);
    await save(
      async () => (await actualizar(updateArtistaSchema.parse(body())).unwrap()).idArtista,
      foto,
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

  const closeResult = () => {
    const ok = resultado?.ok;
    setResultado(null);
    if (ok) void navigate(ROUTES.modificarEliminarArtistas.path);
  };

  return (
    <>
      <form className="event-form" noValidate onSubmit={onSubmit}>
        <ArtistaFields
          id={id}
          value={form}
          onChange={(value) => {
            setForm(value);
            setAlert(null);
          }}
          photo={
            <PhotoField
              texts={{
                label: T.foto,
                elegir: T.elegirFoto,
                cambiar: T.cambiarFoto,
                vistaPrevia: T.vistaPrevia,
                ayuda: T.fotoAyuda,
              }}
              rule="artista"
              file={foto}
              // The artist's own link stands in until (or if) the media list answers.
              currentUrl={
                fotoGuardada.isSuccess ? (fotoGuardada.data?.url ?? null) : artista.imagen
              }
              onPicked={(file) => {
                setFoto(file);
                setAvisoFoto(null);
              }}
              disabled={busy}
            >
              {fotoGuardada.data && (
                <Button
                  danger
                  loading={borrandoFoto}
                  disabled={busy}
                  onClick={() => void onDeletePhoto()}
                >
                  {T.eliminarImagen}
                </Button>
              )}
            </PhotoField>
          }
        />
        {avisoFoto && (
          <p
            className={avisoFoto.error ? 'inline-error' : 'admin-ok'}
            role={avisoFoto.error ? 'alert' : 'status'}
          >
            {avisoFoto.texto}
          </p>
        )}
        {progress !== null && (
          <div>
            <p className="muted">{T.subiendoFoto}</p>
            <Progress percent={progress} aria-label={T.subiendoFoto} />
          </div>
        )}
        {alert && <Alert type="error" showIcon title={alert} />}
        <div className="form-actions">
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? T.guardando : T.confirmar}
          </Button>
        </div>
      </form>

      <Modal
        open={confirmando}
        title={T.confirmarTitulo}
        okText={T.confirmar}
        cancelText={T.cancelar}
        onOk={() => void onConfirm()}
        onCancel={() => setConfirmando(false)}
      >
        <p>{T.confirmarDetalle(form.nombre.trim())}</p>
      </Modal>
      <ResultDialog
        open={resultado !== null}
        title={resultado?.ok ? ARTIST_MSG.actualizado : ARTIST_MSG.errorActualizar}
        okText={T.aceptar}
        onClose={closeResult}
      >
        {resultado?.ok
          ? resultado.nota && <p>{resultado.nota}</p>
          : resultado?.detalle && <p>{resultado.detalle}</p>}
      </ResultDialog>
    </>
  );
}
