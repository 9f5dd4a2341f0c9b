import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { useId } from 'react';
import { DateField } from './date-field';

export interface DayTimesValue {
  inicio: string;
  fin: string;
  inicioVenta: string;
  finVenta: string;
}

interface Props {
  dia: number;
  value: DayTimesValue;
  onChange: (field: keyof DayTimesValue, value: string) => void;
  /** A message about the day's start (one already past), shown under it. */
  inicioError?: string | null;
}

/**
 * Start and end of one day and its sale window, typed day/month/year and 24-hour time,
 * exchanged as Argentine wall-clock 'YYYY-MM-DDTHH:mm' (toArLocalInput / fromArLocalInput).
 */
export function DayTimes({ dia, value, onChange, inicioError }: Props) {
  const id = useId();
  const fields: Array<[keyof DayTimesValue, string]> = [
    ['inicio', T.inicio(dia)],
    ['fin', T.fin(dia)],
    ['inicioVenta', T.inicioVenta(dia)],
    ['finVenta', T.finVenta(dia)],
  ];
  const errorId = `${id}-inicio-error`;
  return (
    <div className="form-row">
      {fields.map(([field, label]) => {
        const error = field === 'inicio' && inicioError ? inicioError : null;
        return (
          <div className="form-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <DateField
              id={`${id}-${field}`}
              withTime
              value={value[field]}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(v) => onChange(field, v)}
            />
            {error && (
              <p id={errorId} className="inline-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
