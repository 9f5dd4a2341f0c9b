import type { PickedFile } from '@shared/platform';
import { ROUTES } from '@shared/routes';
import { ARTIST_FORM_TEXT as T } from '@shared/texts/admin-validation';
import { ARTIST_MSG, createArtistaSchema, firstIssue } from '@shared/validation/admin';
import { Alert, Button, Progress } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import '../../ui/event-form.css';
import { PhotoField } from '../../ui/photo-field';
import { ResultDialog } from '../../ui/result-dialog';
import './admin-artists.css';
import { useCreateArtistaMutation } from './api';
import { ArtistaFields, EMPTY_ARTISTA, type ArtistaForm } from './artista-fields';
import { useSaveArtista } from './use-save-artista';

/**
 * /crear-artista (spec 001 §2, §5): name and info required, socials optional and checked; the
 * photo is uploaded once the artist exists. A success dialog resets the form; a failure shows
 * the error dialog (with the server's reason, e.g. the name is taken).
 */
export function CrearArtistaPage() {
  const [crear] = useCreateArtistaMutation();
  const [form, setForm] = useState<ArtistaForm>(EMPTY_ARTISTA);
  const [foto, setFoto] = useState<PickedFile | null>(null);
  // Remounts the photo field on reset, dropping a refusal it shows.
  const [fotoKey, setFotoKey] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const { busy, progress, resultado, setResultado, save } = useSaveArtista();
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { ...form, isActivo: true };
    const invalid = firstIssue(createArtistaSchema, body);
    setAlert(invalid);
    if (invalid) return;
    const saved = await save(
      async () => (await crear(createArtistaSchema.parse(body)).unwrap()).idArtista,
      foto,
      ARTIST_MSG.errorCrear,
    );
    if (!saved) return;
    setForm(EMPTY_ARTISTA);
    setFoto(null);
    setFotoKey((k) => k + 1);
  };

  return (
    <section className="page page-narrow admin-artists">
      <h1>{T.tituloCrear}</h1>
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
              onPicked={setFoto}
              disabled={busy}
            />
          }
        />
        {progress !== null && (
          <div>
            <p className="muted">{T.subiendoFoto}</p>
            <Progress percent={progress} aria-label={T.subiendoFoto} />
          </div>
        )}
        {alert && <Alert type="error" showIcon title={alert} />}
        <div className="form-actions">
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? T.creando : T.crear}
          </Button>
          <Link to={ROUTES.modificarEliminarArtistas.path}>{T.volver}</Link>
        </div>
      </form>

      <ResultDialog
        open={resultado !== null}
        title={resultado?.ok ? ARTIST_MSG.creado : ARTIST_MSG.errorCrear}
        okText={T.aceptar}
        onClose={() => setResultado(null)}
      >
        {resultado?.ok
          ? resultado.nota && <p>{resultado.nota}</p>
          : resultado?.detalle && <p>{resultado.detalle}</p>}
      </ResultDialog>
    </section>
  );
}
