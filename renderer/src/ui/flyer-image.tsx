import { FILL_WIDTH, imageRatio } from '@shared/domain/page-images';
import { useState } from 'react';
import { mediaSrcSet, mediaUrl } from '../api/media-url';
import './flyer-image.css';

interface Props {
  url: string | null | undefined;
  /** The stored image's size (EventoView.imagenAncho/imagenAlto), null when unknown. */
  ancho: number | null;
  alto: number | null;
  alt: string;
  /** What the page shows of the flyer (shared/domain/page-images.ts). */
  sizes: string;
  /** Width ÷ height of the box. */
  boxRatio: number;
  className?: string;
  /** The page's largest image: fetched before everything else. */
  priority?: boolean;
  /** The box can be wider than the flyer at some widths (the hero): always draw the fill. */
  fill?: boolean;
}

/**
 * A flyer shown whole, never cropped: it fits the box and, where the box is of another shape, a
 * blurred copy of the same image (its smallest width) fills the rest, as DICE and Resident
 * Advisor do. The srcset offers only widths the stored file has, so the browser never picks a
 * "1200 w" that is really a smaller image stretched.
 */
export function FlyerImage({
  url,
  ancho,
  alto,
  alt,
  sizes,
  boxRatio,
  className,
  priority,
  fill,
}: Props) {
  const src = mediaUrl(url, 640);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { aspectRatio: String(boxRatio) };
  if (!src || failed === src) {
    return (
      <div
        className={`flyer media-placeholder ${className ?? ''}`}
        style={style}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <span aria-hidden="true">Pulso</span>
      </div>
    );
  }
  const ratio = imageRatio(ancho, alto);
  const showFill = fill || Math.abs(ratio - boxRatio) > 0.02;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <div className={`flyer ${className ?? ''}`} style={style}>
      {showFill && (
        <img
          className="flyer-fill"
          src={mediaUrl(url, FILL_WIDTH) ?? undefined}
          alt=""
          aria-hidden="true"
          loading={loading}
          decoding="async"
        />
      )}
      <img
        className="flyer-image"
        src={src}
        srcSet={mediaSrcSet(url, ancho)}
        sizes={sizes}
        width={ancho ?? 640}
        height={alto ?? Math.round(640 / ratio)}
        alt={alt}
        loading={loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => {
          console.warn(`No se pudo cargar la imagen ${src}`);
          setFailed(src);
        }}
      />
    </div>
  );
}
