import { EDADES_MINIMAS } from '@shared/domain/edad';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { Radio } from 'antd';

interface Props {
  id: string;
  /** '' (any age) or one of EDADES_MINIMAS as text. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The event's minimum age (shared/domain/edad.ts), on the create and modify forms: checkout
 * then refuses younger buyers and the door checks the DNI.
 */
export function EdadMinimaField({ id, value, onChange }: Props) {
  const labelId = `${id}-edad-minima`;
  return (
    <div className="form-field">
      <span id={labelId}>{CREATE_EVENT_MSG.edadMinimaEtiqueta}</span>
      <Radio.Group
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-ayuda`}
        value={value}
        onChange={(e) => onChange(String(e.target.value))}
        options={[
          { value: '', label: CREATE_EVENT_MSG.edadMinimaTodas },
          ...EDADES_MINIMAS.map((edad) => ({
            value: String(edad),
            label: CREATE_EVENT_MSG.edadMinimaOpcion(edad),
          })),
        ]}
      />
      <p id={`${labelId}-ayuda`} className="muted">
        {CREATE_EVENT_MSG.edadMinimaAyuda}
      </p>
    </div>
  );
}
