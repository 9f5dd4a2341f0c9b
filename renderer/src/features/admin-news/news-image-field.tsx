import type { PickedFile, PickResult } from '@shared/platform';
import { NEWS_FORM_TEXT as T } from '@shared/texts/admin-content';
import { Button, Progress } from 'antd';
import { getPlatform } from '../../platform';
import { usePreviewUrl } from '../../ui/image-field';
import { MediaImage } from '../../ui/media-image';

interface Props {
  /** A newly picked file, which wins over the current image. */
  file: PickedFile | null;
  /** The image the item already has and still keeps (edit form). */
  currentUrl: string | null;
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  disabled: boolean;
  onPicked: (result: PickResult) => void;
  onRemove: () => void;
}

/**
 * The news image: the platform's picker (native dialog on desktop, a file input on the web),
 * a preview, a way to drop the choice, and the upload's progress.
 */
export function NewsImageField({
  file,
  currentUrl,
  progress,
  disabled,
  onPicked,
  onRemove,
}: Props) {
  const preview = usePreviewUrl(file);
  const pick = async () => onPicked(await getPlatform().pickFile('image'));
  const chosen = file !== null || currentUrl !== null;
  return (
    <div className="form-field news-image-field" role="group" aria-label={T.imagen}>
      <span className="form-label">{T.imagen}</span>
      {file ? (
        preview ? (
          <img className="news-image-preview" src={preview} alt={T.vistaPrevia} />
        ) : null
      ) : currentUrl ? (
        <MediaImage
          className="news-image-preview"
          url={currentUrl}
          alt={T.vistaPrevia}
          width={640}
        />
      ) : (
        <p className="muted">{T.sinImagen}</p>
      )}
      {file && <p className="muted">{file.name}</p>}
      <div className="news-image-actions">
        <Button onClick={() => void pick()} disabled={disabled}>
          {chosen ? T.cambiarImagen : T.elegirImagen}
        </Button>
        {chosen && (
          <Button onClick={onRemove} disabled={disabled}>
            {T.quitarImagen}
          </Button>
        )}
      </div>
      <p className="muted">{T.imagenAyuda}</p>
      {progress !== null && <Progress percent={progress} aria-label={T.progreso} />}
    </div>
  );
}
