import { MAX_ESTRELLAS, RATINGS_TEXT } from '@shared/texts/ratings';
import { useId } from 'react';
import './stars.css';

const ROW = '★'.repeat(MAX_ESTRELLAS);

/**
 * A rating as five stars, filled up to `value` (fractions too: an average of 4.3 fills 86%).
 * Read as "4,3 de 5 estrellas".
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const share = Math.max(0, Math.min(1, value / MAX_ESTRELLAS));
  return (
    <span
      className={`stars ${className ?? ''}`}
      role="img"
      aria-label={RATINGS_TEXT.estrellas(value)}
    >
      <span className="stars-empty" aria-hidden="true">
        {ROW}
      </span>
      <span className="stars-full" aria-hidden="true" style={{ width: `${share * 100}%` }}>
        {ROW}
      </span>
    </span>
  );
}

/**
 * Choosing 1 to 5 stars: a radio group (arrow keys move between stars), each radio named
 * "n estrellas".
 */
export function StarInput({
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset
      className="star-input"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend>{label}</legend>
      {Array.from({ length: MAX_ESTRELLAS }, (_, i) => i + 1).map((n) => (
        <label key={n} className={n <= value ? 'is-on' : undefined}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={n}
            checked={value === n}
            aria-label={RATINGS_TEXT.estrella(n)}
            onChange={() => onChange(n)}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
