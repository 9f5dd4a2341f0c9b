import { HOME_TEXT } from '@shared/texts/discovery';
import { useRef, useState } from 'react';
import { Icon } from '../../ui/icons';
import { MediaImage } from '../../ui/media-image';
import { useGetCarouselQuery } from './api';

/**
 * The four home slides (spec 000 §2). A scroll-snap track rather than antd's Carousel: native
 * swipe on phones, arrow buttons and dots for mouse and keyboard, no slider library in the
 * first download. No autoplay, so nothing moves while someone is reading.
 */
export function HomeCarousel() {
  const { data: slots, isLoading } = useGetCarouselQuery();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  if (isLoading) return <div className="carousel carousel-loading" aria-hidden="true" />;
  if (!slots || slots.every((url) => !url)) {
    return <p className="carousel-empty muted">{HOME_TEXT.carruselVacio}</p>;
  }

  const goTo = (index: number) => {
    const next = (index + slots.length) % slots.length;
    setCurrent(next);
    const el = track.current;
    el?.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
  };
  // Swipes move the track directly: follow them so the dots stay right.
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section className="carousel" aria-roledescription="carrusel" aria-label={HOME_TEXT.carrusel}>
      <div className="carousel-track" ref={track} onScroll={onScroll}>
        {slots.map((url, i) => (
          <div
            key={i}
            className="carousel-slide"
            role="group"
            aria-roledescription="diapositiva"
            aria-label={HOME_TEXT.slide(i + 1, slots.length)}
            aria-hidden={i !== current}
          >
            <MediaImage
              url={url}
              alt={HOME_TEXT.slide(i + 1, slots.length)}
              width={1200}
              sizes="(min-width: 1280px) 1232px, 100vw"
              eager={i === 0}
              fallback={<p className="carousel-missing">{HOME_TEXT.imagenNoDisponible}</p>}
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className="carousel-arrow carousel-prev"
        aria-label={HOME_TEXT.slideAnterior}
        onClick={() => goTo(current - 1)}
      >
        <Icon name="left" />
      </button>
      <button
        type="button"
        className="carousel-arrow carousel-next"
        aria-label={HOME_TEXT.slideSiguiente}
        onClick={() => goTo(current + 1)}
      >
        <Icon name="right" />
      </button>
      <div className="carousel-dots">
        {slots.map((_, i) => (
          <button
            key={i}
            type="button"
            className="carousel-dot"
            aria-label={HOME_TEXT.irASlide(i + 1)}
            aria-current={i === current}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </section>
  );
}
