import { EVENT_TEXT } from '@shared/texts/discovery';

/**
 * Reviews of the party. Reviews are written by people who attended (DESIGN "Beyond the
 * spec"); until the reviews endpoint exists the block says plainly that there are none,
 * rather than showing the old client's sample text.
 */
export function ReviewsBlock() {
  return (
    <section className="event-section" aria-labelledby="event-reviews">
      <h2 id="event-reviews">{EVENT_TEXT.resenias}</h2>
      <p className="muted">{EVENT_TEXT.sinResenias}</p>
    </section>
  );
}
