import { mediaOwnerKey } from '@shared/domain/media-keys';
import type { PickedFile } from '@shared/platform';
import { ARTIST_FORM_TEXT } from '@shared/texts/admin-validation';
import { uploadMedia } from '../../api/media-upload';

/**
 * Uploads the artist's photo once the artist exists (key artista-<id>; the server replaces a
 * previous one). Resolves to the text to show when it failed (the server's reason, such as
 * the artist rule's size text), or null.
 */
export async function uploadArtistaFoto(
  idArtista: number,
  file: PickedFile,
  onProgress: (percent: number) => void,
): Promise<string | null> {
  try {
    await uploadMedia(mediaOwnerKey('artista', idArtista), file, onProgress);
    return null;
  } catch (err) {
    console.error('No se pudo subir la foto del artista', err);
    return ARTIST_FORM_TEXT.errorFoto(err instanceof Error ? err.message : String(err));
  }
}
