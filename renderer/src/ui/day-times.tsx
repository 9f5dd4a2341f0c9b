import { EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
import { Input } from 'antd';
import { useId } from 'react';

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
}

/** Start and end of one day and its sale window, as `datetime-local` in Argentine time. */
export function DayTimes({ dia, value, onChange }: Props) {
  const id = useId();
  const fields: Array<[keyof DayTimesValue, string]> = [
    ['inicio', T.inicio(dia)],
    ['fin', T.fin(dia)],
    ['inicioVenta', T.inicioVenta(dia)],
    ['finVenta', T.finVenta(dia)],
  ];
  return (
    <div className="form-row">
      {fields.map(([field, label]) => (
        <div className="form-field" key={field}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <Input
            id={`${id}-${field}`}
            type="datetime-local"
            value={value[field]}
            onChange={(e) => onChange(field, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
