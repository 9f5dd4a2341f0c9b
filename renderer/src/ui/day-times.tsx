import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { useId } from 'react';
import { DateField } from './date-field';
import { FieldItem, invalidProps } from './field-item';

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
  /** What is wrong with each of the four, shown under it. */
  errors?: Partial<Record<keyof DayTimesValue, string>>;
}

/**
 * Start and end of one day and its sale window, typed day/month/year and 24-hour time,
 * exchanged as Argentine wall-clock 'YYYY-MM-DDTHH:mm' (toArLocalInput / fromArLocalInput).
 */
export function DayTimes({ dia, value, onChange, errors = {} }: Props) {
  const id = useId();
  const fields: Array<[keyof DayTimesValue, string]> = [
    ['inicio', T.inicio(dia)],
    ['fin', T.fin(dia)],
    ['inicioVenta', T.inicioVenta(dia)],
    ['finVenta', T.finVenta(dia)],
  ];
  return (
    <div className="form-row">
      {fields.map(([field, label]) => {
        const fieldId = `${id}-${field}`;
        const error = errors[field];
        return (
          <div className="form-field" key={field}>
            <label htmlFor={fieldId}>{label}</label>
            <FieldItem fieldId={fieldId} error={error}>
              <DateField
                id={fieldId}
                withTime
                value={value[field]}
                status={error ? 'error' : undefined}
                {...invalidProps(fieldId, error)}
                onChange={(v) => onChange(field, v)}
              />
            </FieldItem>
          </div>
        );
      })}
    </div>
  );
}
