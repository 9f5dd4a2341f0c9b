import type { PickedFile, PickResult } from '@shared/platform';
import { NEWS_FORM_TEXT as T } from '@shared/texts/admin-content';
import { Alert, Button, Input } from 'antd';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { NewsImageField } from './news-image-field';
import type { NewsFields } from './news-rules';

interface Props {
  fields: NewsFields;
  onChange: (fields: NewsFields) => void;
  image: { file: PickedFile | null; currentUrl: string | null };
  onPicked: (result: PickResult) => void;
  onRemoveImage: () => void;
  /** The first failing check, or a failure to save. */
  alert: string | null;
  busy: boolean;
  progress: number | null;
  submitText: string;
  onSubmit: () => void;
}

/**
 * Title, image, body and optional event URL (docs/architecture.md, "Renderer"): the create and edit
 * news forms.
 */
export function NewsForm(props: Props) {
  const { fields, onChange, image, alert, busy, progress } = props;
  const id = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const set = (name: keyof NewsFields) => (value: string) => onChange({ ...fields, [name]: value });

  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [alert]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };

  return (
    <form className="news-form" noValidate onSubmit={submit}>
      <div className="form-field">
        <label htmlFor={`${id}-titulo`}>{T.titulo}</label>
        <Input
          id={`${id}-titulo`}
          value={fields.titulo}
          maxLength={200}
          onChange={(e) => set('titulo')(e.target.value)}
        />
      </div>
      <NewsImageField
        file={image.file}
        currentUrl={image.currentUrl}
        progress={progress}
        disabled={busy}
        onPicked={props.onPicked}
        onRemove={props.onRemoveImage}
      />
      <div className="form-field">
        <label htmlFor={`${id}-contenido`}>{T.contenido}</label>
        <Input.TextArea
          id={`${id}-contenido`}
          value={fields.contenido}
          maxLength={20000}
          autoSize={{ minRows: 6, maxRows: 20 }}
          onChange={(e) => set('contenido')(e.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-url`}>{T.urlEvento}</label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={fields.urlEvento}
          maxLength={500}
          aria-describedby={`${id}-url-ayuda`}
          onChange={(e) => set('urlEvento')(e.target.value)}
        />
        <p id={`${id}-url-ayuda`} className="muted">
          {T.urlAyuda}
        </p>
      </div>
      {alert && (
        <div ref={alertRef}>
          <Alert type="error" showIcon title={alert} />
        </div>
      )}
      <div>
        <Button type="primary" htmlType="submit" loading={busy}>
          {busy ? T.guardando : props.submitText}
        </Button>
      </div>
    </form>
  );
}
