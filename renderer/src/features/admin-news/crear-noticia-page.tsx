import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { PickedFile, PickResult } from '@shared/platform';
import { NEWS_FORM_TEXT as T } from '@shared/texts/admin-content';
import { createNoticiaSchema, NEWS_MSG } from '@shared/validation/admin';
import { useState } from 'react';
import { UploadError, uploadMedia } from '../../api/media-upload';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppDispatch } from '../../state/hooks';
import { ResultDialog } from '../../ui/result-dialog';
import { newsImageChanged, useCreateNoticiaMutation, useDeleteNoticiaMutation } from './api';
import './admin-news.css';
import { NewsForm } from './news-form';
import {
  CREATE_IMAGE_WORDING,
  EMPTY_NEWS,
  firstNewsError,
  refusalText,
  uploadFailureText,
} from './news-rules';

/**
 * /crear-noticia (docs/architecture.md, "Where each rule lives"): the four checks in order, POST
 * /noticia, then the image through POST /Media; a success dialog and an empty form.
 */
export function CrearNoticiaPage() {
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState(EMPTY_NEWS);
  const [file, setFile] = useState<PickedFile | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [creada, setCreada] = useState(false);
  const [crear] = useCreateNoticiaMutation();
  const [eliminar] = useDeleteNoticiaMutation();

  const onPicked = (result: PickResult) => {
    if (result.status === 'cancelled') return;
    if (result.status === 'rejected') {
      setAlert(refusalText(result.reason, CREATE_IMAGE_WORDING));
      return;
    }
    setFile(result.file);
    setAlert(null);
  };

  const onSubmit = async () => {
    const error = firstNewsError(fields, file, 'crear');
    setAlert(error);
    if (error || !file) return;
    setBusy(true);
    try {
      let idNoticia: number;
      try {
        ({ idNoticia } = await crear(createNoticiaSchema.parse(fields)).unwrap());
      } catch (err) {
        console.error('No se pudo crear la noticia', err);
        // A 400 carries the rule the server found broken, in the spec's words.
        setAlert(
          errorStatus(err) === 400 ? problemDetail(err, NEWS_MSG.errorCrear) : NEWS_MSG.errorCrear,
        );
        return;
      }
      setProgress(0);
      try {
        await uploadMedia(mediaOwnerKey('noticia', idNoticia), file, setProgress);
      } catch (err) {
        // The image is mandatory: a news item left without one is taken back.
        console.error('No se pudo subir la imagen de la noticia', err);
        await eliminar(idNoticia)
          .unwrap()
          .catch((e: unknown) => console.error('No se pudo deshacer la noticia', e));
        const detail = err instanceof UploadError ? err.message : '';
        setAlert(uploadFailureText(detail, CREATE_IMAGE_WORDING, NEWS_MSG.errorCrear));
        return;
      }
      dispatch(newsImageChanged(idNoticia));
      setFields(EMPTY_NEWS);
      setFile(null);
      setCreada(true);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <section className="page page-narrow admin-news">
      <h1>{T.tituloCrear}</h1>
      <NewsForm
        fields={fields}
        onChange={setFields}
        image={{ file, currentUrl: null }}
        onPicked={onPicked}
        onRemoveImage={() => setFile(null)}
        alert={alert}
        busy={busy}
        progress={progress}
        submitText={T.publicar}
        onSubmit={() => void onSubmit()}
      />
      <ResultDialog
        open={creada}
        title={T.resultado}
        okText={T.aceptar}
        onClose={() => setCreada(false)}
      >
        <p role="status">{NEWS_MSG.creada}</p>
      </ResultDialog>
    </section>
  );
}
