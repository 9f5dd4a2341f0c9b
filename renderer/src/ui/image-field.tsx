import type { PickedFile, PickResult } from '@shared/platform';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Button, Progress } from 'antd';
import { getPlatform } from '../platform';
import { MediaImage } from './media-image';
import { usePreviewUrl } from './use-preview-url';

// Other image fields (news) take the preview hook from here too.
export { usePreviewUrl };

interface Props {
  file: PickedFile | null;
  /** The image the event already has (modify form). */
  currentUrl?: string | null;
  error: string | null;
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  onPicked: (result: PickResult) => void;
  disabled?: boolean;
}

/**
 * The event image: the platform's picker (the native dialog on desktop, a file input on the
 * web; both check size and type and say why a file was refused), a preview, and the upload's
 * progress bar.
 */
export function ImageField({ file, currentUrl, error, progress, onPicked, disabled }: Props) {
  const preview = usePreviewUrl(file);
  const pick = async () => onPicked(await getPlatform().pickFile('image'));
  return (
    <div className="image-field" role="group" aria-label={T.imagen}>
      <span className="form-label">{T.imagen}</span>
      {file ? (
        preview ? (
          <img className="image-preview" src={preview} alt={T.vistaPrevia} />
        ) : (
          <p className="muted">{file.name}</p>
        )
      ) : currentUrl ? (
        <MediaImage className="image-preview" url={currentUrl} alt={T.vistaPrevia} width={320} />
      ) : null}
      {file && preview && <p className="muted">{file.name}</p>}
      <div>
        <Button
          onClick={() => void pick()}
          disabled={disabled}
          danger={!!error}
          aria-invalid={error ? true : undefined}
        >
          {file || currentUrl ? T.cambiarImagen : T.elegirImagen}
        </Button>
      </div>
      <p className="muted">{T.imagenAyuda}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {progress !== null && (
        <div>
          <p className="muted">{T.subiendoImagen}</p>
          <Progress percent={progress} aria-label={T.progresoImagen} />
        </div>
      )}
    </div>
  );
}
