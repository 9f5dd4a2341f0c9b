import type { MediaWidth } from '@shared/api/discovery';
import { useState, type ReactNode } from 'react';
import { mediaSrcSet, mediaUrl } from '../api/media-url';

interface Props {
  url: string | null | undefined;
  alt: string;
  width: MediaWidth;
  /** `sizes` for the srcset; without it only the asked width is fetched. */
  sizes?: string;
  className?: string;
  /** Images below the fold wait until they scroll near the viewport. */
  eager?: boolean;
  /** The page's largest image: fetched before everything else (fetchpriority="high"). */
  priority?: boolean;
  /** What a missing or broken image shows instead (default: a neutral placeholder). */
  fallback?: ReactNode;
  /**
   * Width ÷ height of the box the image fills (its CSS aspect-ratio): written as the img's
   * width and height, so the browser reserves the space before any stylesheet or byte arrives.
   */
  ratio?: number;
}

/**
 * A stored image at the right width, or a placeholder when there is none or it fails to load.
 * A failure is only warned (card media failures are ignored).
 */
export function MediaImage({
  url,
  alt,
  width,
  sizes,
  className,
  eager,
  priority,
  fallback,
  ratio,
}: Props) {
  const src = mediaUrl(url, width);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      fallback ?? (
        <div
          className={`media-placeholder ${className ?? ''}`}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <span aria-hidden="true">Pulso</span>
        </div>
      )
    );
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={sizes ? mediaSrcSet(url) : undefined}
      sizes={sizes}
      {...(ratio && { width, height: Math.round(width / ratio) })}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        console.warn(`No se pudo cargar la imagen ${src}`);
        setFailed(src);
      }}
    />
  );
}
