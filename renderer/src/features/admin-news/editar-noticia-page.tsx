import type { NoticiaView } from '@shared/api/discovery';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { PickedFile, PickResult } from '@shared/platform';
import { ROUTES } from '@shared/routes';
import { NEWS_FORM_TEXT as T } from '@shared/texts/admin-content';
import { NEWS_MSG, updateNoticiaSchema } from '@shared/validation/admin';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { UploadError, uploadMedia } from '../../api/media-upload';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppDispatch } from '../../state/hooks';
import { ResultDialog } from '../../ui/result-dialog';
import { newsImageChanged, useGetNoticiaAdminQuery, useUpdateNoticiaMutation } from './api';
import './admin-news.css';
import { NewsForm } from './news-form';
import { EDIT_IMAGE_WORDING, firstNewsError, refusalText, uploadFailureText } from './news-rules';
import { LoadingText } from '../../ui/status-text';

/** /editar-noticia/{id}: the item as the server has it now, then the form. */
export function EditarNoticiaPage() {
  const idNoticia = Number(useParams().id);
  const valid = Number.isInteger(idNoticia) && idNoticia > 0;
  const query = useGetNoticiaAdminQuery(idNoticia, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  const noticia = query.currentData;

  let body;
  if (noticia) body = <EditForm key={noticia.idNoticia} noticia={noticia} />;
  else if (!valid || noticia === null || errorStatus(query.error) === 404) {
    body = (
      <p className="status-text" role="alert">
        {NEWS_MSG.noEncontrada}
      </p>
    );
  } else if (query.isError) {
    body = (
      <p className="status-text" role="alert">
        {NEWS_MSG.errorActualizar}
      </p>
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }
  return (
    <section className="page page-narrow admin-news">
      <Link to={ROUTES.modificarEliminarNoticias.path} className="back-link">
        ← {T.volver}
      </Link>
      <h1>{T.tituloEditar}</h1>
      {body}
    </section>
  );
}

/**
 * The image rule on edit ("an image must be selected"): the image the item
 * already has counts as selected until "Quitar imagen" drops it; a newly picked file replaces
 * it and is rechecked (type and size, MEDIA_RULES.noticia) before anything is sent.
 */
function EditForm({ noticia }: { noticia: NoticiaView }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState({
    titulo: noticia.titulo,
    contenido: noticia.contenido,
    urlEvento: noticia.urlEvento,
  });
  const [file, setFile] = useState<PickedFile | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(noticia.imagen !== null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [actualizar] = useUpdateNoticiaMutation();

  const onPicked = (result: PickResult) => {
    if (result.status === 'cancelled') return;
    if (result.status === 'rejected') {
      setAlert(refusalText(result.reason, EDIT_IMAGE_WORDING));
      return;
    }
    setFile(result.file);
    setAlert(null);
  };

  const onSubmit = async () => {
    const image = file ?? (keepCurrent ? true : null);
    const error = firstNewsError(fields, image, 'editar');
    setAlert(error);
    if (error) return;
    setBusy(true);
    try {
      try {
        await actualizar(
          updateNoticiaSchema.parse({ idNoticia: noticia.idNoticia, ...fields }),
        ).unwrap();
      } catch (err) {
        console.error('No se pudo actualizar la noticia', err);
        setAlert(
          errorStatus(err) === 400
            ? problemDetail(err, NEWS_MSG.errorActualizar)
            : NEWS_MSG.errorActualizar,
        );
        return;
      }
      if (file) {
        setProgress(0);
        try {
          await uploadMedia(mediaOwnerKey('noticia', noticia.idNoticia), file, setProgress);
        } catch (err) {
          // The text is saved; the old image stays until a new one is accepted.
          console.error('No se pudo subir la imagen de la noticia', err);
          const detail = err instanceof UploadError ? err.message : '';
          setAlert(uploadFailureText(detail, EDIT_IMAGE_WORDING, NEWS_MSG.errorActualizar));
          return;
        }
        dispatch(newsImageChanged(noticia.idNoticia));
      }
      setDone(true);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <>
      <NewsForm
        fields={fields}
        onChange={setFields}
        image={{ file, currentUrl: keepCurrent ? noticia.imagen : null }}
        onPicked={onPicked}
        onRemoveImage={() => {
          setFile(null);
          setKeepCurrent(false);
        }}
        alert={alert}
        busy={busy}
        progress={progress}
        submitText={T.guardar}
        onSubmit={() => void onSubmit()}
      />
      <ResultDialog
        open={done}
        title={T.resultado}
        okText={T.aceptar}
        onClose={() => void navigate(ROUTES.modificarEliminarNoticias.path)}
      >
        <p role="status">{NEWS_MSG.actualizada}</p>
      </ResultDialog>
    </>
  );
}
