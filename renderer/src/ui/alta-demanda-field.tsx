import { FILA_TEXT as T } from '@shared/texts/fila-virtual';
import { Checkbox } from 'antd';
import { useId } from 'react';

interface Props {
  /** The day's number on the form (1, 2, 3): the accessible name says which day it is. */
  dia: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * High demand for one day (issue 12), on the create and modify forms: buyers of that day go
 * through its virtual queue (those who arrive before the sale opens get a drawn place).
 */
export function AltaDemandaField({ dia, checked, onChange }: Props) {
  const help = `${useId()}-alta-demanda-ayuda`;
  return (
    <div className="form-field">
      <Checkbox
        checked={checked}
        aria-label={T.altaDemandaDe(dia)}
        aria-describedby={help}
        onChange={(e) => onChange(e.target.checked)}
      >
        {T.altaDemanda}
      </Checkbox>
      <p id={help} className="muted">
        {T.altaDemandaAyuda}
      </p>
    </div>
  );
}
