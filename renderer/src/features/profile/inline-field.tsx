import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DateField } from '../../ui/date-field';

interface Props {
  label: string;
  value: string;
  /**
   * Called when the field loses focus with a changed value (docs/architecture.md,
   * "Where each rule lives").
   */
  onCommit: (value: string) => void;
  kind?: 'text' | 'date' | 'textarea' | 'url';
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  disabled?: boolean;
  /** Why the value shown was not saved: said beside the field. */
  error?: string;
}

/**
 * A profile value shown as text; choosing it opens an input, and leaving the input commits
 * what was typed (Enter leaves it too; Escape drops the edit).
 */
export function InlineField({ label, value, onCommit, kind = 'text', error, ...rest }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const dropped = useRef(false);
  const id = useId();

  const start = () => {
    dropped.current = false;
    setDraft(value);
    setEditing(true);
  };
  const commit = () => {
    setEditing(false);
    if (!dropped.current && draft !== value) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      dropped.current = true;
      event.currentTarget.blur();
    } else if (event.key === 'Enter' && kind !== 'textarea') {
      event.currentTarget.blur();
    }
  };

  const errorId = `${id}-error`;
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const common = {
    id,
    className: 'input',
    ...a11y,
    value: draft,
    autoFocus: true,
    maxLength: rest.maxLength,
    onBlur: commit,
    onKeyDown,
  };

  return (
    <div className="profile-field">
      {editing ? (
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className="form-label">{label}</span>
      )}
      {editing ? (
        kind === 'date' ? (
          <DateField
            id={id}
            value={draft}
            {...a11y}
            autoFocus
            onChange={setDraft}
            onBlur={commit}
            onKeyDown={onKeyDown}
          />
        ) : kind === 'textarea' ? (
          <textarea {...common} rows={4} onChange={(e) => setDraft(e.target.value)} />
        ) : (
          <input
            {...common}
            type={kind}
            inputMode={rest.inputMode}
            onChange={(e) => setDraft(e.target.value)}
          />
        )
      ) : (
        <button
          type="button"
          className={`profile-value${value ? '' : ' muted'}`}
          aria-label={T.editar(label)}
          {...a11y}
          disabled={rest.disabled}
          onClick={start}
        >
          {value ? (kind === 'date' ? formatDate(value) : value) : T.sinCompletar}
        </button>
      )}
      {error && (
        <p id={errorId} className="inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * YYYY-MM-DD shown as the es-AR date (docs/architecture.md, "Where each rule lives"), without a
 * time zone shift.
 */
function formatDate(value: string): string {
  const [y, m, d] = value.split('-');
  return y && m && d ? `${d}/${m}/${y}` : value;
}
