import { TERMS_MEDIA_KEY } from '@shared/domain/catalogs';
import type { PickedFile } from '@shared/platform';
import { TERMS_TEXT as T } from '@shared/texts/admin-content';
import { TERMS_MSG } from '@shared/validation/admin';
import { Alert, Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { UploadError, uploadMedia } from '../../api/media-upload';
import { mediaUrl } from '../../api/media-url';
import { getPlatform } from '../../platform';
import { useAppDispatch } from '../../state/hooks';
import { ResultDialog } from '../../ui/result-dialog';
import { termsChanged, useGetTermsFileQuery } from './api';
import { PdfViewer } from './pdf-viewer';
import { rememberTermsLink } from './terms-link-cache';
import { termsPickOutcome, termsUploadFailureText } from './terms-rules';
import { TermsVersions } from './terms-versions';
import './terms.css';

type Result = { texto: string; tipo: 'success' | 'error' };

/**
 * /actualizar-tyc (docs/architecture.md, "Where each rule lives"): the current terms PDF, a new one
 * chosen through the platform's picker (the native dialog on desktop) and uploaded under
 * archivoTyC once the administrator confirms replacing the one in force, and every version
 * published (the server keeps them all, with the purchases that accepted each).
 */
export function ActualizarTycPage() {
  const dispatch = useAppDispatch();
  const current = useGetTermsFileQuery(undefined, { refetchOnMountOrArgChange: true });
  const [file, setFile] = useState<PickedFile | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const busy = progress !== null;

  const select = async () => {
    const picked = await getPlatform().pickFile('pdf');
    const outcome = termsPickOutcome(picked);
    if (outcome.kind === 'refused') {
      setAlert(outcome.text);
      setFile(null);
    } else if (outcome.kind === 'chosen' && picked.status === 'picked') {
      setAlert(null);
      setFile(picked.file);
    }
  };

  const upload = async (chosen: PickedFile) => {
    setConfirmando(false);
    setProgress(0);
    try {
      const uploaded = await uploadMedia(TERMS_MEDIA_KEY, chosen, setProgress);
      // This tab's /terminos shows the new file at once, whatever it cached before.
      rememberTermsLink(uploaded.url, Date.now());
      setFile(null);
      setResult({ texto: TERMS_MSG.actualizado, tipo: 'success' });
    } catch (err) {
      console.error('No se pudo actualizar el PDF de términos', err);
      const detail = err instanceof UploadError ? err.message : '';
      setResult({ texto: termsUploadFailureText(detail), tipo: 'error' });
    } finally {
      dispatch(termsChanged());
      setProgress(null);
    }
  };

  const update = () => {
    if (!file) {
      setAlert(TERMS_MSG.falta);
      return;
    }
    setAlert(null);
    // Terms in force are replaced only once the administrator says so.
    if (current.currentData) setConfirmando(true);
    else void upload(file);
  };

  const url = current.currentData ? mediaUrl(current.currentData.url) : null;
  let shown;
  if (url) shown = <PdfViewer url={url} />;
  else if (current.isLoading) {
    shown = (
      <p className="status-text" role="status">
        {T.cargando}
      </p>
    );
  } else if (current.isError) {
    shown = (
      <p className="status-text" role="alert">
        {T.error}
      </p>
    );
  } else shown = <p className="empty-state muted">{T.sinArchivo}</p>;

  return (
    <section className="page terms-admin">
      <h1>{T.tituloAdmin}</h1>
      <p className="muted">{T.introAdmin}</p>

      <div className="terms-admin-form" role="group" aria-label={T.nuevo}>
        <h2>{T.nuevo}</h2>
        <p className="muted">{file ? T.seleccionado(file.name) : T.ninguno}</p>
        <div className="terms-admin-actions">
          <Button onClick={() => void select()} disabled={busy}>
            {T.seleccionar}
          </Button>
          <Button type="primary" onClick={update} loading={busy}>
            {busy ? T.actualizando : T.actualizar}
          </Button>
        </div>
        {progress !== null && <Progress percent={progress} aria-label={T.progreso} />}
        {alert && <Alert type="error" showIcon title={alert} />}
      </div>

      <h2>{T.actual}</h2>
      {shown}

      <TermsVersions />

      <Modal
        open={confirmando}
        title={T.confirmarTitulo}
        okText={T.reemplazar}
        cancelText={T.cancelar}
        onOk={() => file && void upload(file)}
        onCancel={() => setConfirmando(false)}
      >
        <p>{T.confirmarDetalle}</p>
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
