import { EVENT_TEXT } from '@shared/texts/event';
import './quantity-stepper.css';

interface Props {
  value: number;
  /**
   * The quantities offered, ascending, 0 first: usually every one up to the row's cap; a row
   * with a minimum per order skips from 0 to it (row-offer.ts).
   */
  choices: ReadonlyArray<number>;
  /** Names the group, e.g. "Cantidad de VIP, sábado, 12 de julio". */
  label: string;
  /** A mesa's row: the buttons add and take mesas. */
  mesa?: boolean;
  /** The buttons' names when they add and take something else (an add-on at checkout). */
  addLabel?: string;
  removeLabel?: string;
  onChange: (value: number) => void;
}

/** − n + : through `choices`, each button disabled at its end. */
export function QuantityStepper({
  value,
  choices,
  label,
  mesa = false,
  addLabel,
  removeLabel,
  onChange,
}: Props) {
  const prev = choices.filter((n) => n < value).at(-1);
  const next = choices.find((n) => n > value);
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper-button"
        aria-label={removeLabel ?? (mesa ? EVENT_TEXT.quitarMesa : EVENT_TEXT.quitarEntrada)}
        disabled={prev === undefined}
        onClick={() => prev !== undefined && onChange(prev)}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label={addLabel ?? (mesa ? EVENT_TEXT.agregarMesa : EVENT_TEXT.agregarEntrada)}
        disabled={next === undefined}
        onClick={() => next !== undefined && onChange(next)}
      >
        +
      </button>
    </div>
  );
}
