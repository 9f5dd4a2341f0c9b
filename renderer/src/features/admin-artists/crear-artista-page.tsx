import { ROUTES } from '@shared/routes';
import { ARTIST_FORM_TEXT as T } from '@shared/texts/admin-validation';
import { ARTIST_MSG, createArtistaSchema, firstIssue } from '@shared/validation/admin';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreateArtistaMutation } from './api';
import { ArtistaFormFrame, ArtistaPage, useArtistaForm } from './artista-form-frame';
import { EMPTY_ARTISTA } from './artista-fields';

/**
 * /crear-artista (docs/architecture.md, "Where each rule lives"): name and info required, socials
 * optional and checked; the photo is uploaded once the artist exists. A success dialog resets the
 * form; a failure shows the error dialog (with the server's reason, e.g. the name is taken).
 */
export function CrearArtistaPage() {
  const [crear] = useCreateArtistaMutation();
  const state = useArtistaForm(() => EMPTY_ARTISTA);

  const onSubmit = async (event: FormEvent) => {
    const body = { ...state.form, isActivo: true };
    if (!state.check(event, () => firstIssue(createArtistaSchema, body))) return;
    const saved = await state.save(
      async () => (await crear(createArtistaSchema.parse(body)).unwrap()).idArtista,
      state.foto,
      ARTIST_MSG.errorCrear,
    );
    if (saved) state.reset(EMPTY_ARTISTA);
  };

  return (
    <ArtistaPage title={T.tituloCrear}>
      <ArtistaFormFrame
        state={state}
        onSubmit={onSubmit}
        submitText={{ idle: T.crear, busy: T.creando }}
        actions={<Link to={ROUTES.modificarEliminarArtistas.path}>{T.volver}</Link>}
        resultTitle={{ ok: ARTIST_MSG.creado, error: ARTIST_MSG.errorCrear }}
      />
    </ArtistaPage>
  );
}
