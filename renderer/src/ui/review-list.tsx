import type { ReseniaView } from '@shared/api/after-sale';
import { useId } from 'react';
import { formatFechaLarga } from './format';
import { Stars } from './stars';
import './review-list.css';

/** Ratings written by attendees: stars, author, date, the event rated and the text. */
export function ReviewList({ resenias, label }: { resenias: ReseniaView[]; label: string }) {
  return (
    <ul className="review-list" aria-label={label}>
      {resenias.map((r) => (
        <li key={r.idResenia}>
          <Review resenia={r} />
        </li>
      ))}
    </ul>
  );
}

function Review({ resenia }: { resenia: ReseniaView }) {
  const id = useId();
  return (
    <article className="review" aria-labelledby={id}>
      <header className="review-header">
        <Stars value={resenia.estrellas} />
        <strong id={id}>{resenia.autor}</strong>
        <span className="muted">
          <time dateTime={resenia.createdAt}>{formatFechaLarga(resenia.createdAt)}</time> ·{' '}
          {resenia.evento}
        </span>
      </header>
      <p className="review-text">{resenia.texto}</p>
    </article>
  );
}
