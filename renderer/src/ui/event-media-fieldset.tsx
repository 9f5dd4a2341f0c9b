import { isSoundCloudUrl, isYouTubeUrl } from '@shared/domain/media-links';
import type { PickedFile } from '@shared/platform';
import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { Input } from 'antd';
import { FieldItem, invalidProps } from './field-item';
import { ImageField } from './image-field';

export type EventMediaField = 'video' | 'soundCloud';

interface Props {
  /** Prefix of the inputs' ids (the form's useId). */
  id: string;
  imagen: PickedFile | null;
  imagenError: string | null;
  /** The image the event already has (modify form). */
  currentUrl?: string | null;
  /** 0–100 while the image uploads, null otherwise. */
  progress: number | null;
  disabled?: boolean;
  video: string;
  soundCloud: string;
  /** A picked image, or a refusal's message (the picker says why). */
  onImage: (file: PickedFile | null, error: string | null) => void;
  onChange: (field: EventMediaField, value: string) => void;
  /** What the form's check found wrong: the image, and each link (its own wording). */
  errors?: { imagen?: string; video?: string; soundCloud?: string };
}

/** A link field that says, under itself, why what was typed is not accepted. */
function LinkField(props: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  message: string;
  onChange: (value: string) => void;
}) {
  const error = props.invalid ? props.message : undefined;
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{props.label}</label>
      <FieldItem fieldId={props.id} error={error}>
        <Input
          id={props.id}
          value={props.value}
          inputMode="url"
          {...invalidProps(props.id, error)}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </FieldItem>
    </div>
  );
}

/**
 * The media section of the create and modify event forms (docs/architecture.md,
 * "Where each rule lives"): the image through the platform's picker, the YouTube video and the
 * SoundCloud audio, each link checked as it is typed with the create form's field messages.
 */
export function EventMediaFieldset(props: Props) {
  const videoInvalido = props.video.trim() !== '' && !isYouTubeUrl(props.video);
  const audioInvalido = props.soundCloud.trim() !== '' && !isSoundCloudUrl(props.soundCloud);
  return (
    <fieldset>
      <legend>{T.media}</legend>
      <ImageField
        file={props.imagen}
        currentUrl={props.currentUrl}
        error={props.errors?.imagen ?? props.imagenError}
        progress={props.progress}
        disabled={props.disabled}
        onPicked={(result) => {
          if (result.status === 'picked') props.onImage(result.file, null);
          else if (result.status === 'rejected') props.onImage(null, result.message);
        }}
      />
      <LinkField
        id={`${props.id}-video`}
        label={T.video}
        value={props.video}
        invalid={videoInvalido || !!props.errors?.video}
        message={props.errors?.video ?? CREATE_EVENT_MSG.video}
        onChange={(value) => props.onChange('video', value)}
      />
      <LinkField
        id={`${props.id}-audio`}
        label={T.audio}
        value={props.soundCloud}
        invalid={audioInvalido || !!props.errors?.soundCloud}
        message={props.errors?.soundCloud ?? CREATE_EVENT_MSG.audio}
        onChange={(value) => props.onChange('soundCloud', value)}
      />
    </fieldset>
  );
}
