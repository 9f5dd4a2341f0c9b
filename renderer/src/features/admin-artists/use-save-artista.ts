import type { PickedFile } from '@shared/platform';
import { useState } from 'react';
import { errorStatus, problemDetail } from '../../api/problem';
import { useAppDispatch } from '../../state/hooks';
import { photoUploaded } from './api';
import { uploadArtistaFoto } from './upload-photo';

export type Resultado = { ok: true; nota: string | null } | { ok: false; detalle: string | null };

/**
 * The save of the create and edit artist screens: the artist first, then the chosen photo
 * (it needs the artist's id). A refused save shows the server's reason when it is one a person
 * can act on (400/409); a failed photo upload still counts as saved, with a note.
 */
export function useSaveArtista() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);

  /** Resolves to true when the artist itself was saved. */
  const save = async (
    request: () => Promise<number>,
    foto: PickedFile | null,
    failureLog: string,
  ): Promise<boolean> => {
    setBusy(true);
    let idArtista: number;
    try {
      idArtista = await request();
    } catch (err) {
      console.error(failureLog, err);
      const status = errorStatus(err);
      const detalle = status === 400 || status === 409 ? problemDetail(err, '') : '';
      setResultado({ ok: false, detalle: detalle || null });
      setBusy(false);
      return false;
    }
    let nota: string | null = null;
    if (foto) {
      setProgress(0);
      nota = await uploadArtistaFoto(idArtista, foto, setProgress);
      setProgress(null);
      dispatch(photoUploaded(idArtista));
    }
    setBusy(false);
    setResultado({ ok: true, nota });
    return true;
  };

  return { busy, progress, resultado, setResultado, save };
}
