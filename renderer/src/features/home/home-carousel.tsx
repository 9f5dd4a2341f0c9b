import { HOME_TEXT } from '@shared/texts/discovery';
import { useRef, useState } from 'react';
import { Icon } from '../../ui/icons';
import { MediaImage } from '../../ui/media-image';
import { LoadFailed } from '../../ui/status-text';
import { useGetCarouselQuery } from './api';

/** Arrows and dots jump instead of gliding for people who ask for less motion. */
const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The four home slides (docs/architecture.md, "Renderer"). A scroll-snap track rather than antd's
 * Carousel: native swipe on phones, arrow buttons and dots for mouse and keyboard, no slider
 * library in the first download. No autoplay, so nothing moves while someone is reading.
 */
export function HomeCarousel() {
  const { data: slots, isLoading, isError, refetch } = useGetCarouselQuery();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide an arrow or dot is scrolling to, until the track gets there.
  const heading = useRef<number | null>(null);

  if (isLoading) return <div className="carousel carousel-loading" aria-hidden="true" />;
  // A carousel that could not be asked for is not an empty one.
  if (isError && !slots) {
    return (
      <div className="carousel-empty muted">
        <LoadFailed
          text={HOME_TEXT.carruselError}
          retryText={HOME_TEXT.reintentar}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!slots || slots.every((url) => !url)) {
    return <p className="carousel-empty muted">{HOME_TEXT.carruselVacio}</p>;
  }

  const goTo = (index: number) => {
    const next = (index + slots.length) % slots.length;
    setCurrent(next);
    const el = track.current;
    if (!el || Math.round(el.scrollLeft) === next * el.clientWidth) return;
    heading.current = next;
    el.scrollTo?.({ left: next * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  // Swipes move the track directly: follow them so the dots stay right. While an arrow or dot
  // scrolls it, the slides passed on the way must not pull the dots (and the next click) back.
  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (heading.current !== null && index !== heading.current) return;
    heading.current = null;
    setCurrent(index);
  };
  const onScrollEnd = () => {
    heading.current = null;
    onScroll();
  };

  return (
    <section className="carousel" aria-roledescription="carrusel" aria-label={HOME_TEXT.carrusel}>
      {/* Focusable, so the keyboard can scroll the track as a swipe does (WCAG 2.1.1). */}
      <div
        className="carousel-track"
        ref={track}
        tabIndex={0}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
      >
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
