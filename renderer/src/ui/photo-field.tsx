import { MEDIA_RULES, type MediaRuleContext } from '@shared/domain/media-rules';
import type { PickedFile } from '@shared/platform';
import { Button } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { getPlatform } from '../platform';
import { MediaImage } from './media-image';
import './photo-field.css';
import { usePreviewUrl } from './use-preview-url';

/**
 * The screen's own wording of a refused file (docs/architecture.md, "Where each rule lives"): the
 * platform pickers say why they refused it ('size' or 'type') in one generic text; each screen
 * words it differently.
 */
export function refusalText(reason: 'size' | 'type', rule: MediaRuleContext): string {
  return reason === 'size' ? MEDIA_RULES[rule].peso : MEDIA_RULES[rule].tipo;
}

export interface PhotoFieldTexts {
  label: string;
  elegir: string;
  cambiar: string;
  vistaPrevia: string;
  ayuda: string;
}

interface Props {
  texts: PhotoFieldTexts;
  /** Whose wording refusals use (MEDIA_RULES). */
  rule: MediaRuleContext;
  /** A picked file not uploaded yet: previewed from its bytes. */
  file: PickedFile | null;
  /** The stored image, shown while nothing new is picked. */
  currentUrl?: string | null;
  onPicked: (file: PickedFile) => void;
  disabled?: boolean;
  /** More actions beside the picker (e.g. deleting the stored image). */
  children?: ReactNode;
}

/**
 * A photo chosen through the platform's picker (native dialog on desktop, file input on the
 * web; both check size and magic bytes), with a preview and the screen's refusal texts.
 */
export function PhotoField({ texts, rule, file, currentUrl, onPicked, disabled, children }: Props) {
  const preview = usePreviewUrl(file);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  const pick = async () => {
    const result = await getPlatform().pickFile(MEDIA_RULES[rule].kind);
    if (result.status === 'picked') {
      setError(null);
      onPicked(result.file);
    } else if (result.status === 'rejected') {
      setError(refusalText(result.reason, rule));
    }
  };

  return (
    <div className="form-field photo-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="form-label">
        {texts.label}
      </span>
      {file ? (
        preview ? (
          <img className="photo-preview" src={preview} alt={texts.vistaPrevia} />
        ) : (
          <p className="muted">{file.name}</p>
        )
      ) : currentUrl ? (
        <MediaImage
          className="photo-preview"
          url={currentUrl}
          alt={texts.vistaPrevia}
          width={320}
        />
      ) : null}
      {file && preview && <p className="muted">{file.name}</p>}
      <div className="photo-actions">
        <Button onClick={() => void pick()} disabled={disabled}>
          {file || currentUrl ? texts.cambiar : texts.elegir}
        </Button>
        {children}
      </div>
      <p className="muted">{texts.ayuda}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
