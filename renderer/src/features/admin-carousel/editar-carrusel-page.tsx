import { MSG } from '@shared/messages';
import { CAROUSEL_TEXT as T } from '@shared/texts/admin-content';
import { CAROUSEL_MSG } from '@shared/validation/admin';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { UploadError, uploadMedia } from '../../api/media-upload';
import { getPlatform } from '../../platform';
import { useAppDispatch } from '../../state/hooks';
import { MediaImage } from '../../ui/media-image';
import { ResultDialog } from '../../ui/result-dialog';
import {
  carouselChanged,
  useDeleteCarouselImageMutation,
  useGetCarouselSlotsQuery,
  type CarouselSlot,
} from './api';
import './admin-carousel.css';
import { pickOutcome, uploadFailureText } from './carousel-rules';
import { LoadingText } from '../../ui/status-text';

type Result = { texto: string; tipo: 'success' | 'error' };

/**
 * /editar-carrusel (docs/architecture.md, "Where each rule lives"): the four home slides, each
 * replaced through the platform's picker (the native dialog on desktop) or deleted after a
 * confirmation.
 */
export function EditarCarruselPage() {
  const dispatch = useAppDispatch();
  const slots = useGetCarouselSlotsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [eliminar, eliminarState] = useDeleteCarouselImageMutation();
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ key: string; text: string } | null>(null);
  const [deleting, setDeleting] = useState<CarouselSlot | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const replace = async (slot: CarouselSlot) => {
    setRefusal(null);
    const picked = await getPlatform().pickFile('image');
    const outcome = pickOutcome(picked);
    if (outcome.kind === 'refused') setRefusal({ key: slot.key, text: outcome.text });
    if (outcome.kind !== 'upload' || picked.status !== 'picked') return;
    setUploading(slot.key);
    try {
      await uploadMedia(slot.key, picked.file);
      setResult({ texto: CAROUSEL_MSG.actualizada, tipo: 'success' });
    } catch (err) {
      console.error('No se pudo subir la imagen del carrusel', err);
      const detail = err instanceof UploadError ? err.message : '';
      setResult({ texto: uploadFailureText(detail), tipo: 'error' });
    } finally {
      dispatch(carouselChanged());
      setUploading(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting?.media) return;
    try {
      await eliminar(deleting.media.idMedia).unwrap();
      setResult({ texto: MSG.imagenEliminada, tipo: 'success' });
    } catch (err) {
      console.error('No se pudo eliminar la imagen del carrusel', err);
      setResult({ texto: CAROUSEL_MSG.errorEliminar, tipo: 'error' });
    }
    setDeleting(null);
  };

  let content;
  if (slots.isLoading) {
    content = <LoadingText>{T.cargando}</LoadingText>;
  } else if (!slots.data) {
    content = (
      <p className="status-text" role="alert">
        {T.errorCarga}
      </p>
    );
  } else {
    content = (
      <ol className="carousel-slots">
        {slots.data.map((slot, i) => (
          <li key={slot.key}>
            {/* The group inside the item: a list may hold only list items (WCAG 1.3.1). */}
            <div className="carousel-slot" role="group" aria-label={T.slot(i + 1)}>
              <h2>{T.slot(i + 1)}</h2>
              {slot.media ? (
                <MediaImage
                  url={slot.media.url}
                  alt={T.slot(i + 1)}
                  width={640}
                  className="carousel-slot-image"
                />
              ) : (
                <div className="carousel-slot-image carousel-slot-empty">{T.vacio}</div>
              )}
              <div className="carousel-slot-actions">
                <Button
                  type="primary"
                  loading={uploading === slot.key}
                  disabled={uploading !== null && uploading !== slot.key}
                  onClick={() => void replace(slot)}
                >
                  {uploading === slot.key ? T.subiendo : T.reemplazar}
                </Button>
                <Button
                  danger
                  disabled={!slot.media || uploading === slot.key}
                  onClick={() => setDeleting(slot)}
                >
                  {T.eliminar}
                </Button>
              </div>
              {refusal?.key === slot.key && <Alert type="error" showIcon title={refusal.text} />}
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="page admin-carousel">
      <h1>{T.titulo}</h1>
      <p className="muted">{T.intro}</p>
      {content}
      <Modal
        open={deleting !== null}
        title={T.confirmarTitulo}
        okText={T.eliminar}
        cancelText={T.cancelar}
        okButtonProps={{ danger: true, loading: eliminarState.isLoading }}
        onOk={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{CAROUSEL_MSG.confirmarEliminar}</p>
      </Modal>
      <ResultDialog
        open={result !== null}
        title={T.resultado}
        okText={T.aceptar}
        onClose={() => setResult(null)}
      >
        <p role={result?.tipo === 'error' ? 'alert' : 'status'}>{result?.texto}</p>
      </ResultDialog>
    </section>
  );
}
