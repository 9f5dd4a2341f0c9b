import type { PickedFile } from '@shared/platform';
import { ARTIST_FORM_TEXT as T } from '@shared/texts/admin-validation';
import { Alert, Button, Progress } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import '../../ui/event-form.css';
import { PhotoField } from '../../ui/photo-field';
import { ResultDialog } from '../../ui/result-dialog';
import './admin-artists.css';
import { ArtistaFields, type ArtistaForm } from './artista-fields';
import { useSaveArtista } from './use-save-artista';

/** The page around an artist form: its title, then the form (or what stands for it). */
export function ArtistaPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page-narrow admin-artists">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/**
 * What the create and edit artist forms keep: the fields, the chosen photo, the alert of the
 * checks, and the save (useSaveArtista).
 */
export function useArtistaForm(initial: () => ArtistaForm) {
  const [form, setForm] = useState<ArtistaForm>(initial);
  const [foto, setFoto] = useState<PickedFile | null>(null);
  // Remounts the photo field on reset, dropping a refusal it shows.
  const [fotoKey, setFotoKey] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const saving = useSaveArtista();
  const id = useId();

  /** Submitting: true when the checks pass (the first failing text shows otherwise). */
  const check = (event: FormEvent, firstIssue: () => string | null) => {
    event.preventDefault();
    if (saving.busy) return false;
    const invalid = firstIssue();
    setAlert(invalid);
    return !invalid;
  };

  /** Empty again for the next artist. */
  const reset = (value: ArtistaForm) => {
    setForm(value);
    setFoto(null);
    setFotoKey((k) => k + 1);
  };

  return { ...saving, id, form, setForm, foto, setFoto, fotoKey, alert, setAlert, check, reset };
}

export type ArtistaFormState = ReturnType<typeof useArtistaForm>;

/**
 * The form of the create and edit artist pages: the fields with the photo, the upload's
 * progress, the alert, the submit button (busy while saving), then the dialogs and the result
 * of the save.
 */
export function ArtistaFormFrame({
  state,
  onSubmit,
  photo,
  notice,
  submitText,
  actions,
  dialogs,
  resultTitle,
  afterSuccess,
}: {
  state: ArtistaFormState;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  /** The photo field's own parts: the stored photo, a picked file's side effects, buttons. */
  photo?: {
    currentUrl?: string | null;
    onPicked?: (file: PickedFile) => void;
    children?: ReactNode;
  };
  /** Between the fields and the upload's progress. */
  notice?: ReactNode;
  submitText: { idle: string; busy: string };
  /** After the submit button. */
  actions?: ReactNode;
  /** Before the result dialog. */
  dialogs?: ReactNode;
  resultTitle: { ok: string; error: string };
  /** When the success dialog closes. */
  afterSuccess?: () => void;
}) {
  const { id, form, setForm, foto, setFoto, fotoKey, alert, setAlert } = state;
  const { busy, progress, resultado, setResultado } = state;

  const closeResult = () => {
    const ok = resultado?.ok;
    setResultado(null);
    if (ok) afterSuccess?.();
  };

  return (
    <>
      <form className="event-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <ArtistaFields
          id={id}
          value={form}
          onChange={(value) => {
            setForm(value);
            setAlert(null);
          }}
          photo={
            <PhotoField
              key={fotoKey}
              texts={{
                label: T.foto,
                elegir: T.elegirFoto,
                cambiar: T.cambiarFoto,
                vistaPrevia: T.vistaPrevia,
                ayuda: T.fotoAyuda,
              }}
              rule="artista"
              file={foto}
              currentUrl={photo?.currentUrl}
              onPicked={(file) => {
                setFoto(file);
                photo?.onPicked?.(file);
              }}
              disabled={busy}
            >
              {photo?.children}
            </PhotoField>
          }
        />
        {notice}
        {progress !== null && (
          <div>
            <p className="muted">{T.subiendoFoto}</p>
            <Progress percent={progress} aria-label={T.subiendoFoto} />
          </div>
        )}
        {alert && <Alert type="error" showIcon title={alert} />}
        <div className="form-actions">
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? submitText.busy : submitText.idle}
          </Button>
          {actions}
        </div>
      </form>

      {dialogs}
      <ResultDialog
        open={resultado !== null}
        title={resultado?.ok ? resultTitle.ok : resultTitle.error}
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
