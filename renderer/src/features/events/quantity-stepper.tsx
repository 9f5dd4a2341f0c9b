import { EVENT_TEXT } from '@shared/texts/discovery';

interface Props {
  value: number;
  max: number;
  /** Names the group, e.g. "Cantidad de VIP, sábado, 12 de julio". */
  label: string;
  onChange: (value: number) => void;
}

/** − n + : from 0 to `max`, each button disabled at its end. */
export function QuantityStepper({ value, max, label, onChange }: Props) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper-button"
        aria-label={EVENT_TEXT.quitarEntrada}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label={EVENT_TEXT.agregarEntrada}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
