import { cleanDigits } from '@shared/domain/stock-row-rules';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { Input } from 'antd';
import { FieldItem, errorIdOf } from './field-item';

interface Props {
  /** The form's `useId()`: the input is `${id}-max-por-cuenta`. */
  id: string;
  /** What the input shows: digits only, '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Most tickets of one type one account may hold per day of the event (create and modify
 * forms). Whole numbers only; the range (LIMITS.maxTicketsPerAccount) is checked on submit
 * with the other rules of the schema.
 */
export function MaxPerAccountField({ id, value, onChange, error }: Props) {
  const inputId = `${id}-max-por-cuenta`;
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{CREATE_EVENT_MSG.maxPorCuentaEtiqueta}</label>
      <FieldItem fieldId={inputId} error={error}>
        <Input
          id={inputId}
          className="max-per-account"
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${inputId}-ayuda`, error && errorIdOf(inputId)]
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => onChange(cleanDigits(e.target.value))}
        />
      </FieldItem>
      <p id={`${inputId}-ayuda`} className="muted">
        {CREATE_EVENT_MSG.maxPorCuentaAyuda}
      </p>
    </div>
  );
}
